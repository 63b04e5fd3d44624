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
    /// The base URL split into parts once, or why it cannot be used.
    private let base: Result<BaseLocation, NetworkError>

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
        self.base = Result { () throws(NetworkError) in try BaseLocation(baseURL) }
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
        // Only decoding depends on `Output`; the rest is `perform`, which is not generic, so it runs
        // specialised code rather than looking up generic metadata on every request.
        let behaviors = CombinedRequestBehavior(behaviors: [self.behavior, behavior])
        let (answer, lastAttempt) = try await perform(
            RequestParts(
                method: request.method, target: request.target, query: request.query, headers: request.headers,
                body: request.body),
            behaviors: behaviors)
        let output: Output
        do {
            output = try request.decode(answer.body, decoder)
        } catch {
            let failure = NetworkError.decoding(error, body: answer.body)
            await RequestAttempt.$current.withValue(lastAttempt) { await behaviors.afterFailure(error: failure) }
            throw failure
        }
        await RequestAttempt.$current.withValue(lastAttempt) { await behaviors.afterSuccess(result: answer) }
        return output
    }

    /// Sends the request until an attempt is answered with 2xx, returning that answer and that
    /// attempt; on failure, runs `afterFailure` and throws.
    private func perform(
        _ request: RequestParts, behaviors: CombinedRequestBehavior
    ) async throws(NetworkError) -> (AnyResponse, RequestAttempt) {
        let prepared: PreparedRequest
        var attempt: RequestAttempt
        do throws(NetworkError) {
            let location = try base.get().location(of: request.target, query: request.query)
            attempt = RequestAttempt.first(
                method: request.method, urlString: location.urlString, headers: request.headers)
            prepared = try PreparedRequest(request, location: location, encoder: encoder)
        } catch {
            await behaviors.afterFailure(error: error)
            throw error
        }
        do {
            return (try await exchange(prepared, behaviors: behaviors, attempt: &attempt), attempt)
        } catch {
            await RequestAttempt.$current.withValue(attempt) { await behaviors.afterFailure(error: error) }
            throw error
        }
    }

    /// Makes attempts until one is answered with 2xx or the retry policy gives up;
    /// `attempt` ends as the last attempt made.
    private func exchange(
        _ request: PreparedRequest, behaviors: CombinedRequestBehavior, attempt: inout RequestAttempt
    ) async throws(NetworkError) -> AnyResponse {
        while true {
            let outcome = await RequestAttempt.$current.withValue(attempt) {
                await send(request, behaviors: behaviors)
            }
            let failure: AttemptFailure
            switch outcome {
            case .success(let response): return response
            case .failure(let failed): failure = failed
            }
            guard failure.retryable, !Task.isCancelled,
                let delay = retryPolicy.delay(
                    afterAttempt: attempt.number, method: request.method,
                    statusCode: failure.error.statusCode, retryAfter: failure.retryAfter)
            else { throw failure.error }
            do {
                try await clock.sleep(for: delay)
            } catch {
                throw .transport(CancellationError())
            }
            attempt = attempt.next
        }
    }

    /// One attempt: the behaviours' `beforeSend`, the headers, the transport.
    private func send(
        _ request: PreparedRequest, behaviors: CombinedRequestBehavior
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
            head = try request.head(adding: behaviors.additionalHeaders)
        } catch {
            return .failure(.final(error))
        }
        do {
            let (response, data) = try await transport.send(head, body: request.body.data)
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
