import Foundation
import HTTPTypes
import ImageFormats
import NIOCore
import OpenMarketAPI
import ServerHTTP

/// The parts of a register or edit form as a client sent them: text fields by name and image files
/// in order. Reading is tolerant of what existing clients send — `boundary=` with or without a space
/// or quotes, a closing boundary without its CRLF, file parts without a filename or with an odd
/// content type, images before or after the text.
struct ItemForm: Sendable {
    /// Text parts by name; a name sent twice keeps its first value.
    private(set) var fields: [String: String] = [:]
    /// The images of the parts named `images[]` or `images`, in the order sent: a part holding several
    /// whole images one after another gives each as an image of its own.
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
        let read: (parts: [MultipartReader.Part], count: Int)
        do {
            read = try MultipartReader(boundary: boundary).parts(of: body, maxParts: Self.maxParts)
        } catch {
            throw APIError.badRequest("The multipart body could not be read: \(error.reason).")
        }
        guard read.count <= Self.maxParts else {
            throw APIError.badRequest("The form has \(read.count) parts; it may have at most \(Self.maxParts).")
        }
        for part in read.parts {
            let disposition = part.headers.first { $0.name.lowercased() == "content-disposition" }?.value ?? ""
            guard let name = HeaderParameters.value(of: "name", in: disposition) else { continue }
            if name == ItemFormField.images.rawValue || name == "images" {
                // One app appends its photos into one part: each whole image is a photo of its own.
                do {
                    // One more than any product may have is enough to refuse the form.
                    images.append(
                        contentsOf: try ConcatenatedImages.split(
                            Data(part.body.readableBytesView), maxCount: OpenMarketLimits.maxImages + 1))
                } catch {
                    throw APIError.badRequest(
                        "Image part \(images.count + 1) holds more than one image, and one after the first is cut short; send each photo whole.",
                        about: .images)
                }
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
