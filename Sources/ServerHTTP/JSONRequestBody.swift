import Foundation
import Hummingbird
import JSONDiagnostics
import NIOCore
import NIOFoundationCompat

/// Request bodies in one API's dialect of JSON (its `decoder`): a size limit, no NUL, and a sentence
/// naming the field that does not fit.
package struct JSONRequestBody: Sendable {
    /// The largest request body read, unless a route says otherwise.
    package static let defaultLimit = 256 * 1024

    /// One decoder for every request body: a decoder is safe to share.
    private let decoder: JSONDecoder

    /// Bodies read with `decoder`.
    package init(decoder: JSONDecoder) {
        self.decoder = decoder
    }

    /// The request's body decoded as `T`; a 400 naming the field when it does not fit, 413 when it
    /// is larger than `limit` bytes.
    package func decode<T: Decodable>(_ type: T.Type, from request: Request, limit: Int = defaultLimit) async throws
        -> T
    {
        try decode(type, from: try await Self.body(of: request, limit: limit))
    }

    /// The request's body, at most `limit` bytes: a 413 when larger, a 400 when empty or when a string
    /// in it holds NUL.
    package static func body(of request: Request, limit: Int = defaultLimit) async throws -> ByteBuffer {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, "The request body must be \(limit / 1024) KB or smaller.")
        }
        guard buffer.readableBytes > 0 else { throw APIError.badRequest("The request needs a JSON body.") }
        if JSONText.containsEscapedNUL(buffer.readableBytesView) {
            throw APIError.badRequest("Text in the body must not contain the NUL character (\\u0000).")
        }
        return buffer
    }

    /// A body `body(of:limit:)` read, decoded as `T`; a 400 naming the field when it does not fit.
    package func decode<T: Decodable>(_ type: T.Type, from buffer: ByteBuffer) throws -> T {
        let json = Data(buffer: buffer)
        do {
            return try decoder.decode(T.self, from: json)
        } catch let error as DecodingError {
            throw APIError.badRequest(DecodingProblem.sentence(for: error, whole: "The request body", json: json))
        }
    }
}
