import Foundation
import MultipartKit
import NIOCore
import NIOHTTP1

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

    /// The encoded body, its parts separated by `boundary`; binary bytes pass through unchanged.
    public func encoded(boundary: String) throws -> Data {
        let multipartParts = parts.map { part in
            var headers = HTTPHeaders()
            var disposition = "form-data; name=\"\(Self.escapeQuoted(part.name))\""
            if let filename = part.filename {
                disposition += "; filename=\"\(Self.escapeQuoted(filename))\""
            }
            headers.add(name: "Content-Disposition", value: disposition)
            if let contentType = part.contentType {
                headers.add(name: "Content-Type", value: contentType)
            }
            return MultipartPart(headers: headers, body: ByteBuffer(bytes: part.body))
        }
        var buffer = ByteBuffer()
        buffer.reserveCapacity(parts.reduce(256) { $0 + $1.body.count + 256 })
        try MultipartSerializer().serialize(parts: multipartParts, boundary: boundary, into: &buffer)
        return Data(buffer.readableBytesView)
    }

    private static let boundaryAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

    /// Escapes a quoted header parameter the way browsers do (WHATWG HTML, multipart/form-data encoding).
    private static func escapeQuoted(_ value: String) -> String {
        value.replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "\"", with: "%22")
    }
}
