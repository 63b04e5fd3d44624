import Hummingbird
import NIOCore
import OpenMarketAPI
import ServerSupport

/// How both APIs' handlers read a request's body: whole, up to a limit, a 413 naming it past that.
enum RequestBodies {
    /// The whole body of `request`, or a 413 with `reason` when it is longer than `limit` bytes.
    static func collect(_ request: Request, upTo limit: Int, tooLarge reason: String) async throws -> ByteBuffer {
        do {
            return try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, reason)
        }
    }

    /// A form's body, up to the Open Market's limit.
    static func collectForm(_ request: Request) async throws -> ByteBuffer {
        try await collect(
            request, upTo: OpenMarketLimits.maxBodyBytes, tooLarge: "The request body must be 60 MB or smaller.")
    }
}
