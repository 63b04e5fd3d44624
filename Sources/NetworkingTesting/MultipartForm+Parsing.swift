import Foundation
public import Networking

extension MultipartForm {
    /// Why a body could not be read back as a form.
    public struct ParsingError: Error, CustomStringConvertible {
        /// A sentence saying what is wrong.
        public let description: String
    }

    /// Reads a `multipart/form-data` body back into its parts, so tests can compare what was sent
    /// with what was meant: `#expect(try MultipartForm(parsing: body, contentType: type) == form)`.
    /// Binary-safe: a part's bytes are everything between its blank line and the next delimiter.
    public init(parsing body: Data, contentType: String) throws {
        guard let boundary = Self.parameter("boundary", in: contentType) else {
            throw ParsingError(description: "“\(contentType)” names no multipart boundary.")
        }
        let delimiter = Data("--\(boundary)".utf8)
        let lineBreak = Data("\r\n".utf8)
        guard var position = body.range(of: delimiter)?.upperBound else {
            throw ParsingError(description: "The body holds no “--\(boundary)” delimiter.")
        }
        var parts: [Part] = []
        while true {
            if body[position...].starts(with: Data("--".utf8)) { break }
            guard body[position...].starts(with: lineBreak) else {
                throw ParsingError(description: "A delimiter is not followed by a line break.")
            }
            position += 2
            guard let headersEnd = body.range(of: Data("\r\n\r\n".utf8), in: position..<body.endIndex) else {
                throw ParsingError(description: "A part's headers do not end in a blank line.")
            }
            let headers = String(decoding: body[position..<headersEnd.lowerBound], as: UTF8.self)
                .components(separatedBy: "\r\n").compactMap { line -> (String, String)? in
                    guard let colon = line.firstIndex(of: ":") else { return nil }
                    return (
                        line[..<colon].lowercased(),
                        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    )
                }
            guard
                let next = body.range(
                    of: lineBreak + delimiter, in: headersEnd.upperBound..<body.endIndex)
            else { throw ParsingError(description: "A part is not closed by “--\(boundary)”.") }
            let disposition = headers.first { $0.0 == "content-disposition" }?.1 ?? ""
            parts.append(
                Part(
                    name: Self.parameter("name", in: disposition) ?? "",
                    filename: Self.parameter("filename", in: disposition),
                    contentType: headers.first { $0.0 == "content-type" }?.1,
                    body: Data(body[headersEnd.upperBound..<next.lowerBound])))
            position = next.upperBound
        }
        self.init(parts: parts)
    }

    /// The value of `name=` in a header value such as `form-data; name="title"`, quotes removed.
    private static func parameter(_ name: String, in header: String) -> String? {
        for item in header.split(separator: ";") {
            let pair = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == name else { continue }
            var value = pair[1]
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = String(value.dropFirst().dropLast())
            }
            return value
        }
        return nil
    }
}

extension RecordedRequest {
    /// The request's `multipart/form-data` body, read back into its parts.
    public func multipartForm() throws -> MultipartForm {
        try MultipartForm(parsing: body, contentType: header("Content-Type") ?? "")
    }
}
