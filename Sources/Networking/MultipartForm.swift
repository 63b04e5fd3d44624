import Foundation

/// A `multipart/form-data` body: text fields and files, in the order they were appended.
///
/// ```swift
/// var form = MultipartForm()
/// form.append(text: "Desk lamp", name: "title")
/// form.append(file: jpegBytes, name: "images[]", filename: "lamp.jpg")  // image/jpeg from the extension
/// ```
public struct MultipartForm: Sendable, Equatable {
    /// One field of the form.
    public struct Part: Sendable, Equatable {
        /// The field name (`name=` of the part's `Content-Disposition`).
        public var name: String
        /// The file name, for file parts.
        public var filename: String?
        /// The part's content type, for file parts.
        public var contentType: String?
        /// The part's bytes, sent unchanged.
        public var body: Data

        /// Creates a part.
        public init(name: String, filename: String? = nil, contentType: String? = nil, body: Data) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.body = body
        }
    }

    /// The fields in the order they are sent.
    public private(set) var parts: [Part] = []

    /// Creates a form of `parts`, empty by default.
    public init(parts: [Part] = []) {
        self.parts = parts
    }

    /// Appends a text field, sent as UTF-8.
    public mutating func append(text: String, name: String) {
        parts.append(Part(name: name, filename: nil, contentType: nil, body: Data(text.utf8)))
    }

    /// Appends a file; without a content type, one is chosen from the file name's extension.
    public mutating func append(file: Data, name: String, filename: String, contentType: String? = nil) {
        let type = contentType ?? MediaType.forFilename(filename)
        parts.append(Part(name: name, filename: filename, contentType: type, body: file))
    }

    /// The `Content-Type` header value announcing `boundary`.
    public static func contentType(boundary: String) -> String {
        "multipart/form-data; boundary=\(boundary)"
    }

    /// A boundary that occurs in none of the parts' bytes.
    public func makeBoundary() -> String {
        while true {
            let candidate = "MyBizFormBoundary" + String((0..<24).map { _ in Self.boundaryAlphabet.randomElement()! })
            let marker = Data(candidate.utf8)
            if !parts.contains(where: { $0.body.range(of: marker) != nil }) { return candidate }
        }
    }

    /// Why a form could not be encoded.
    public enum EncodingError: Error, Equatable, CustomStringConvertible {
        /// The boundary is not 1 to 70 of the characters RFC 2046 allows, or ends in a space.
        case invalidBoundary(String)
        /// The boundary occurs in a part's bytes, so a server would cut the part there.
        case boundaryInPart(name: String)

        /// A sentence saying what is wrong.
        public var description: String {
            switch self {
            case .invalidBoundary(let boundary):
                "“\(boundary)” is not a multipart boundary: 1 to 70 letters, digits and '()+_,-./:=? characters."
            case .boundaryInPart(let name):
                "The boundary occurs in the part “\(name)”; choose another one (makeBoundary() does)."
            }
        }
    }

    /// The encoded body (RFC 7578): each part after `--boundary` with its `Content-Disposition`
    /// (and `Content-Type` for files), then `--boundary--`. Binary bytes pass through unchanged.
    ///
    /// - Throws: `EncodingError` for a boundary that is not one, or that a part contains.
    public func encoded(boundary: String) throws(EncodingError) -> Data {
        guard Self.isValidBoundary(boundary) else { throw .invalidBoundary(boundary) }
        let delimiter = Data("--\(boundary)".utf8)
        if let part = parts.first(where: { $0.body.range(of: delimiter) != nil }) {
            throw .boundaryInPart(name: part.name)
        }
        var body = Data()
        body.reserveCapacity(parts.reduce(boundary.utf8.count + 8) { $0 + $1.body.count + 160 })
        for part in parts {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.escapeQuoted(part.name))\""
            if let filename = part.filename { head += "; filename=\"\(Self.escapeQuoted(filename))\"" }
            head += "\r\n"
            if let contentType = part.contentType { head += "Content-Type: \(Self.escapeLine(contentType))\r\n" }
            body.append(contentsOf: Data((head + "\r\n").utf8))
            body.append(part.body)
            body.append(contentsOf: Data("\r\n".utf8))
        }
        body.append(contentsOf: Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// Whether `boundary` is what RFC 2046 allows: 1 to 70 of its characters, not ending in a space.
    static func isValidBoundary(_ boundary: String) -> Bool {
        (1...70).contains(boundary.utf8.count) && !boundary.hasSuffix(" ")
            && boundary.unicodeScalars.allSatisfy { boundaryCharacters.contains($0) }
    }

    private static let boundaryCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'()+_,-./:=? ")

    private static let boundaryAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

    /// A header value on one line: a line break would start a header of its own.
    private static func escapeLine(_ value: String) -> String {
        value.replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\n", with: "")
    }

    /// Escapes a quoted header parameter the way browsers do (WHATWG HTML, multipart/form-data encoding).
    private static func escapeQuoted(_ value: String) -> String {
        value.replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "\"", with: "%22")
    }
}
