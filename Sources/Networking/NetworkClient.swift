import Foundation
import HTTPTypes

/// Sends typed requests and decodes typed answers. Everything it needs is injected: the transport
/// that talks to the network, the behaviours run around each request, the retry policy, and the
/// clock it waits on between attempts.
///
/// ```swift
/// let client = NetworkClient(baseURL: URL(string: "http://127.0.0.1:8080")!,
///                            transport: AsyncHTTPClientTransport())
/// let thing = try await client.send(Request<Thing>(path: "/things/1"))
/// ```
///
/// `send` throws only `NetworkError`.
public final class NetworkClient: Sendable {
    /// The URL request paths are appended to.
    public let baseURL: URL
    /// Sends each attempt.
    public let transport: any HTTPTransport
    /// Runs around every request, before any request's own behaviour.
    public let behavior: any RequestBehavior
    /// Decides whether and when a failed attempt is tried again.
    public let retryPolicy: RetryPolicy
    private let encoder: JSONEncoder
    private let decoder: JSONDecoder
    private let clock: any Clock<Duration>

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - baseURL: the URL request paths are appended to.
    ///   - transport: sends each attempt, e.g. `AsyncHTTPClientTransport()` or `URLSessionTransport()`.
    ///   - behavior: runs around every request.
    ///   - retryPolicy: when to try again; `.default` retries idempotent requests up to 3 times.
    ///   - encoder: encodes `.json` bodies; by default dates are ISO 8601.
    ///   - decoder: decodes answers; by default dates are ISO 8601.
    ///   - clock: what the client waits on between attempts.
    public init(
        baseURL: URL,
        transport: any HTTPTransport,
        behavior: any RequestBehavior = EmptyRequestBehavior(),
        retryPolicy: RetryPolicy = .default,
        encoder: JSONEncoder? = nil,
        decoder: JSONDecoder? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.behavior = behavior
        self.retryPolicy = retryPolicy
        self.encoder = encoder ?? Self.iso8601Encoder()
        self.decoder = decoder ?? Self.iso8601Decoder()
        self.clock = clock
    }

    /// Sends `request` and returns its decoded answer.
    ///
    /// Each attempt runs the client's `beforeSend`, then `behavior`'s, then goes to the transport.
    /// Failed attempts are retried as `retryPolicy` says. At the end, `afterSuccess` or
    /// `afterFailure` runs once on each behaviour. Cancelling the calling task cancels the attempt in
    /// flight and any wait between attempts.
    ///
    /// - Throws: `NetworkError`.
    public func send<Output>(
        _ request: Request<Output>, with behavior: any RequestBehavior = EmptyRequestBehavior()
    ) async throws -> Output {
        let behaviors = CombinedRequestBehavior(behaviors: [self.behavior, behavior])
        let url: URL
        do {
            url = try request.target.url(relativeTo: baseURL, query: request.query)
        } catch {
            await behaviors.afterFailure(error: error)
            throw error
        }
        var context = RequestContext.makeNew(method: request.method, url: url, headers: request.headers)
        do {
            let body = try request.body.encoded(using: encoder)
            let answer = try await exchange(request, body: body, behaviors: behaviors, context: &context)
            let output: Output
            do {
                output = try request.decode(answer.body, decoder)
            } catch {
                throw NetworkError.decoding(error, body: answer.body)
            }
            await RequestContext.$current.withValue(context) {
                await behaviors.afterSuccess(result: answer)
            }
            return output
        } catch {
            let failure = error as? NetworkError ?? .transport(error)
            await RequestContext.$current.withValue(context) {
                await behaviors.afterFailure(error: failure)
            }
            throw failure
        }
    }

    /// Makes attempts until one is answered with 2xx or the retry policy gives up;
    /// `context` ends at the last attempt made.
    private func exchange<Output>(
        _ request: Request<Output>, body: EncodedBody, behaviors: CombinedRequestBehavior,
        context: inout RequestContext
    ) async throws(NetworkError) -> AnyResponse {
        while true {
            let attemptContext = context
            let outcome = await RequestContext.$current.withValue(attemptContext) {
                await attempt(request, body: body, behaviors: behaviors, url: attemptContext.url)
            }
            let failure: AttemptFailure
            switch outcome {
            case .success(let response): return response
            case .failure(let failed): failure = failed
            }
            guard failure.retryable, !Task.isCancelled,
                let delay = retryPolicy.delay(
                    afterAttempt: context.attempt, method: request.method,
                    statusCode: failure.error.statusCode, retryAfter: failure.retryAfter)
            else { throw failure.error }
            do {
                try await clock.sleep(for: delay)
            } catch {
                throw .transport(CancellationError())
            }
            context = context.at(attempt: context.attempt + 1)
        }
    }

    /// One attempt: the behaviours' `beforeSend`, the headers, the transport.
    private func attempt<Output>(
        _ request: Request<Output>, body: EncodedBody, behaviors: CombinedRequestBehavior, url: URL
    ) async -> Result<AnyResponse, AttemptFailure> {
        if Task.isCancelled { return .failure(.final(.transport(CancellationError()))) }
        do {
            try await behaviors.beforeSend()
        } catch {
            let refusal: NetworkError =
                Task.isCancelled ? .transport(CancellationError()) : .rejectedByBehavior(error)
            return .failure(.final(refusal))
        }
        let head: HTTPRequest
        do {
            head = try HTTPRequest(
                method: request.method, url: url,
                headers: headers(of: request, body: body, behaviors: behaviors))
        } catch {
            return .failure(.final(error))
        }
        do {
            let (response, data) = try await transport.send(head, body: body.data)
            guard response.status.kind == .successful else {
                return .failure(
                    AttemptFailure(
                        error: .status(code: response.status.code, body: data),
                        retryable: true, retryAfter: response.headerFields[.retryAfter]))
            }
            return .success(
                AnyResponse(statusCode: response.status.code, headers: response.headerFields, body: data))
        } catch {
            if Task.isCancelled { return .failure(.final(.transport(CancellationError()))) }
            return .failure(AttemptFailure(error: .transport(error), retryable: true, retryAfter: nil))
        }
    }

    /// Lowest precedence first: the behaviours' headers (client's, then the request's), the body's
    /// content type, the request's own headers.
    private func headers<Output>(
        of request: Request<Output>, body: EncodedBody, behaviors: CombinedRequestBehavior
    ) -> [String: String] {
        var headers = behaviors.additionalHeaders
        if let contentType = body.contentType { headers.mergeHeaders(["Content-Type": contentType]) }
        headers.mergeHeaders(request.headers)
        return headers
    }

    private static func iso8601Encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private static func iso8601Decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// Why an attempt failed, and whether the retry policy may be asked for another.
private struct AttemptFailure: Error {
    let error: NetworkError
    let retryable: Bool
    let retryAfter: String?

    static func final(_ error: NetworkError) -> AttemptFailure {
        AttemptFailure(error: error, retryable: false, retryAfter: nil)
    }
}

extension HTTPRequest {
    /// The head of an attempt; fails with a sentence naming a method or header the wire cannot carry.
    fileprivate init(method: HTTPMethod, url: URL, headers: [String: String]) throws(NetworkError) {
        guard let wireMethod = HTTPRequest.Method(method.rawValue) else {
            throw .invalidRequest(reason: "“\(method.rawValue)” is not a valid HTTP method.")
        }
        var fields = HTTPFields()
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            guard let fieldName = HTTPField.Name(name) else {
                throw .invalidRequest(reason: "“\(name)” is not a valid HTTP header name.")
            }
            fields[fieldName] = value
        }
        self.init(method: wireMethod, url: url, headerFields: fields)
    }
}
