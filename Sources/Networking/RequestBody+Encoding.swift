import Foundation

/// A body ready to send: its bytes and the content type that describes them.
struct EncodedBody: Sendable {
    let data: Data?
    let contentType: String?
}

extension RequestBody {
    /// The bytes to send; JSON is encoded with `encoder`, multipart with a fresh boundary.
    func encoded(using encoder: JSONEncoder) throws(NetworkError) -> EncodedBody {
        switch self {
        case .none:
            return EncodedBody(data: nil, contentType: nil)
        case .json(let value):
            do {
                return EncodedBody(data: try encoder.encode(value), contentType: "application/json")
            } catch {
                throw .encoding(error)
            }
        case .data(let data, let contentType):
            return EncodedBody(data: data, contentType: contentType)
        case .multipart(let form):
            let boundary = form.makeBoundary()
            do {
                return EncodedBody(
                    data: try form.encoded(boundary: boundary),
                    contentType: MultipartForm.contentType(boundary: boundary))
            } catch {
                throw .encoding(error)
            }
        }
    }
}
