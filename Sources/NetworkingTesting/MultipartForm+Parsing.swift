import Foundation
import MultipartKit
import NIOCore
public import Networking

extension MultipartForm {
    /// Why a body could not be read back as a form.
    public struct ParsingError: Error, CustomStringConvertible {
        /// A sentence saying what is wrong.
        public let description: String
    }

    /// Reads a `multipart/form-data` body back into its parts, so tests can compare what was sent
    /// with what was meant: `#expect(try MultipartForm(parsing: body, contentType: type) == form)`.
    public init(parsing body: Data, contentType: String) throws {
        guard let boundary = Self.parameter("boundary", in: contentType) else {
            throw ParsingError(description: "“\(contentType)” names no multipart boundary.")
        }
        var parts: [Part] = []
        var headers: [(String, String)] = []
        var partBody = ByteBuffer()
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { headers.append(($0, $1)) }
        parser.onBody = { partBody.writeBuffer(&$0) }
        parser.onPartComplete = {
            let disposition = headers.first { $0.0.lowercased() == "content-disposition" }?.1 ?? ""
            parts.append(
                Part(
                    name: Self.parameter("name", in: disposition) ?? "",
                    filename: Self.parameter("filename", in: disposition),
                    contentType: headers.first { $0.0.lowercased() == "content-type" }?.1,
                    body: Data(partBody.readableBytesView)))
            headers = []
            partBody.clear()
        }
        try parser.execute(ByteBuffer(bytes: body))
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
