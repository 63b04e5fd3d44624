import Hummingbird
import NIOCore
import OpenMarketAPI
import ServerHTTP

/// How both APIs' handlers read a request's body: whole, up to a limit, a 413 naming it past that —
/// at once when the `Content-Length` already says so.
enum RequestBodies {
    /// The whole body of `request`, or a 413 with `reason` when it is longer than `limit` bytes.
    static func collect(_ request: Request, upTo limit: Int, tooLarge reason: String) async throws -> ByteBuffer {
        try refuseAnnouncedLength(of: request, over: limit, reason)
        do {
            return try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, reason)
        }
    }

    /// A form's body, up to the Open Market's limit, watched as it arrives: a sixth image, an image
    /// over 10 MB or a picture over `maxDimension` by its header is refused the moment it shows,
    /// without waiting for the rest.
    static func collectForm(_ request: Request, maxDimension: Int) async throws -> ByteBuffer {
        let limit = OpenMarketLimits.maxBodyBytes
        let reason = "The request body must be 60 MB or smaller."
        try refuseAnnouncedLength(of: request, over: limit, reason)
        var watcher = FormLimitWatcher(contentType: request.headers[.contentType], maxDimension: maxDimension)
        var body = ByteBuffer()
        body.reserveCapacity(min(request.headers[.contentLength].flatMap(Int.init) ?? 0, limit))
        for try await chunk in request.body {
            guard body.readableBytes + chunk.readableBytes <= limit else { throw APIError(.contentTooLarge, reason) }
            var chunk = chunk
            body.writeBuffer(&chunk)
            try watcher?.check(body)
        }
        return body
    }

    private static func refuseAnnouncedLength(of request: Request, over limit: Int, _ reason: String) throws {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw APIError(.contentTooLarge, reason)
        }
    }
}
