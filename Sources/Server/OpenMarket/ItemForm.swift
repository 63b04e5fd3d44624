import Foundation
import HTTPTypes
import MultipartKit
import NIOCore
import OpenMarketAPI

/// The parts of a register or edit form as a client sent them: text fields by name and image files
/// in order. Reading is tolerant of what existing clients send — `boundary=` with or without a space
/// or quotes, a closing boundary without its CRLF, file parts without a filename or with an odd
/// content type, images before or after the text.
struct ItemForm: Sendable {
    /// Text parts by name; a name sent twice keeps its first value.
    private(set) var fields: [String: String] = [:]
    /// The bytes of the parts named `images[]` or `images`, in the order sent.
    private(set) var images: [Data] = []

    /// The text of `field`, or `nil` when the form has no such part.
    subscript(field: ItemFormField) -> String? { fields[field.rawValue] }

    /// The most parts a form may have: every field and five images fit many times over, and a body
    /// of a million empty parts costs no memory beyond it.
    static let maxParts = 50

    /// Reads a `multipart/form-data` body.
    init(body: ByteBuffer, contentType: String?) throws(APIError) {
        guard let contentType, contentType.lowercased().hasPrefix("multipart/form-data") else {
            throw APIError(.unsupportedMediaType, "The request body must be multipart/form-data.")
        }
        guard let boundary = HeaderParameters.value(of: "boundary", in: contentType), !boundary.isEmpty else {
            throw APIError.badRequest("The multipart Content-Type names no boundary.")
        }
        var parts: [(headers: [(String, String)], body: ByteBuffer)] = []
        var headers: [(String, String)] = []
        var partBody = ByteBuffer()
        var partCount = 0
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { if partCount < Self.maxParts { headers.append(($0, $1)) } }
        parser.onBody = { if partCount < Self.maxParts { partBody.writeBuffer(&$0) } }
        parser.onPartComplete = {
            if partCount < Self.maxParts { parts.append((headers, partBody)) }
            partCount += 1
            headers = []
            partBody = ByteBuffer()
        }
        var input = body
        if !input.readableBytesView.reversed().starts(with: "\r\n".utf8.reversed()) {
            input.writeString("\r\n")  // some clients end with `--boundary--` and no CRLF
        }
        do {
            try parser.execute(input)
        } catch {
            throw APIError.badRequest("The multipart body could not be read: it does not match its boundary.")
        }
        guard partCount <= Self.maxParts else {
            throw APIError.badRequest("The form has \(partCount) parts; it may have at most \(Self.maxParts).")
        }
        for part in parts {
            let disposition = part.headers.first { $0.0.lowercased() == "content-disposition" }?.1 ?? ""
            guard let name = HeaderParameters.value(of: "name", in: disposition) else { continue }
            if name == ItemFormField.images.rawValue || name == "images" {
                images.append(Data(part.body.readableBytesView))
            } else if fields[name] == nil {
                guard let text = String(bytes: part.body.readableBytesView, encoding: .utf8) else {
                    throw APIError.badRequest("\(name) must be UTF-8 text.")
                }
                fields[name] = text
            }
        }
    }
}

/// Parameters of a header value such as `form-data; name="title"` or `multipart/form-data;boundary=X`.
enum HeaderParameters {
    /// The value of parameter `name` (case-insensitive), without surrounding quotes.
    static func value(of name: String, in header: String) -> String? {
        for item in header.split(separator: ";").dropFirst() {
            let pair = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == name else { continue }
            var value = pair[1]
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            return value
        }
        return nil
    }
}
