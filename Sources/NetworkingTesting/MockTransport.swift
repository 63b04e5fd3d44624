import Foundation
public import HTTPTypes
import Locks
public import Networking

/// A transport for tests: answers with what the test scripted, records every request, and fails
/// loudly — with `MockTransport.UnexpectedRequest` — when a request arrives that nothing was scripted for.
///
/// ```swift
/// let transport = MockTransport([.json(Thing(name: "lamp")), .status(503), .failure(URLError(.timedOut))])
/// let client = NetworkClient(baseURL: URL(string: "https://example.com")!, transport: transport)
/// ```
public final class MockTransport: HTTPTransport {
    /// What to do with the next request.
    public enum Answer: Sendable {
        /// Answer with this response.
        case response(MockResponse)
        /// Fail as a transport does when there is no answer.
        case failure(any Error)
        /// Let a closure look at the request and answer (or throw, or wait).
        case handler(@Sendable (RecordedRequest) async throws -> MockResponse)

        /// `200 OK` with `value` as JSON.
        public static func json(_ value: some Encodable, status: Int = 200) -> Answer {
            .response(.json(value, status: status))
        }

        /// An answer with `code`, optional headers and body.
        public static func status(_ code: Int, headers: [String: String] = [:], body: Data = Data()) -> Answer {
            .response(MockResponse(status: code, headers: headers, body: body))
        }
    }

    /// Raised when a request arrives with no answer scripted for it.
    public struct UnexpectedRequest: Error, CustomStringConvertible {
        /// The request nothing was scripted for.
        public let request: RecordedRequest
        /// A sentence naming the request.
        public var description: String {
            "MockTransport has no answer scripted for \(request.method) \(request.url.absoluteString)."
        }
    }

    private struct State {
        var answers: [Answer]
        var requests: [RecordedRequest] = []
    }
    private let state: Locked<State>
    private let fallback: (@Sendable (RecordedRequest) async throws -> MockResponse)?

    /// A transport that gives `answers`, one per request, in order.
    public init(_ answers: [Answer] = []) {
        state = Locked(State(answers: answers))
        fallback = nil
    }

    /// A transport that answers every request with `handler`.
    public init(handler: @escaping @Sendable (RecordedRequest) async throws -> MockResponse) {
        state = Locked(State(answers: []))
        fallback = handler
    }

    /// Adds an answer after those already scripted.
    public func enqueue(_ answer: Answer) {
        state.withLock { $0.answers.append(answer) }
    }

    /// Every request received, in order (each retry is a request of its own).
    public var requests: [RecordedRequest] { state.withLock { $0.requests } }

    /// Scripted answers not used yet.
    public var remainingAnswers: Int { state.withLock { $0.answers.count } }

    /// Records the request and gives the next scripted answer.
    public func send(_ request: HTTPRequest, body: Data?) async throws -> (HTTPResponse, Data) {
        let recorded = RecordedRequest(request, body: body ?? Data())
        let answer = state.withLock { state -> Answer? in
            state.requests.append(recorded)
            return state.answers.isEmpty ? nil : state.answers.removeFirst()
        }
        let response: MockResponse
        switch answer {
        case .response(let scripted): response = scripted
        case .failure(let error): throw error
        case .handler(let handler): response = try await handler(recorded)
        case nil:
            guard let fallback else { throw UnexpectedRequest(request: recorded) }
            response = try await fallback(recorded)
        }
        return (try response.head(), response.body)
    }
}
