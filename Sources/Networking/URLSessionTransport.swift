import Foundation
public import HTTPTypes
import Locks

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// A transport over Foundation's `URLSession`, available on every platform (FoundationNetworking on
/// Linux). On Linux, `AsyncHTTPClientTransport` is much faster; this one suits Apple platforms.
///
/// The transport keeps one long-lived session, so connections are reused between requests.
public struct URLSessionTransport: HTTPTransport {
    private let owner: SessionOwner

    /// A transport with a session of its own, invalidated when the last copy of the transport is gone.
    public init(configuration: URLSessionConfiguration = .default) {
        owner = SessionOwner(session: URLSession(configuration: configuration), ownsSession: true)
    }

    /// A transport over a session the caller owns (and invalidates).
    public init(session: URLSession) {
        owner = SessionOwner(session: session, ownsSession: false)
    }

    /// The session requests go through.
    public var session: URLSession { owner.session }

    /// Sends one attempt; cancelling the calling task cancels the session's data task.
    public func send(_ request: HTTPRequest, body: Data?) async throws -> (HTTPResponse, Data) {
        guard let url = request.url else { throw URLError(.badURL) }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name.rawName)
        }
        urlRequest.httpBody = body
        let (data, response) = try await dataTask(for: urlRequest)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (HTTPResponse(http), data)
    }

    private func dataTask(for request: URLRequest) async throws -> (Data, URLResponse) {
        let handle = DataTaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }
}

/// Invalidates a session the transport created once no copy of the transport uses it any more.
private final class SessionOwner: Sendable {
    let session: URLSession
    let ownsSession: Bool

    init(session: URLSession, ownsSession: Bool) {
        self.session = session
        self.ownsSession = ownsSession
    }

    deinit {
        if ownsSession { session.finishTasksAndInvalidate() }
    }
}

/// Lets a cancellation that arrives before the data task exists still cancel it.
private final class DataTaskHandle: Sendable {
    private enum State {
        case waiting
        case running(URLSessionDataTask)
        case cancelled
    }
    private let state = Locked(State.waiting)

    func start(_ task: URLSessionDataTask) {
        let cancelled = state.withLock { state in
            if case .cancelled = state { return true }
            state = .running(task)
            return false
        }
        if cancelled { task.cancel() }
        task.resume()
    }

    func cancel() {
        let task: URLSessionDataTask? = state.withLock { state in
            defer { state = .cancelled }
            if case .running(let task) = state { return task }
            return nil
        }
        task?.cancel()
    }
}

extension HTTPResponse {
    /// The head of a Foundation response; header names Foundation cannot express as fields are dropped.
    fileprivate init(_ response: HTTPURLResponse) {
        var fields = HTTPFields()
        for case (let name as String, let value) in response.allHeaderFields {
            guard let fieldName = HTTPField.Name(name) else { continue }
            fields.append(HTTPField(name: fieldName, value: "\(value)"))
        }
        self.init(status: .init(code: response.statusCode), headerFields: fields)
    }
}
