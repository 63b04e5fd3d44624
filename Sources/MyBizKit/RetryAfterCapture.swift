import Foundation
import HTTPTypes
import Locks
import Networking

/// Keeps the `Retry-After` of answers a task receives. `NetworkError` carries a failed answer's
/// status and body but not its headers, so the batch sender wraps the transport with
/// `RetryAfterCapturingTransport` and reads the header from here.
final class RetryAfterCapture: Sendable {
    /// The capture of the current task, if it asked for one.
    @TaskLocal static var current: RetryAfterCapture?

    private let value = Locked<String?>(nil)

    /// The last `Retry-After` seen, as the server wrote it.
    var retryAfter: String? { value.withLock { $0 } }

    func record(_ header: String?) {
        value.withLock { $0 = header }
    }
}

/// A transport that records each answer's `Retry-After` into the task's `RetryAfterCapture`.
struct RetryAfterCapturingTransport: HTTPTransport {
    let base: any HTTPTransport

    func send(_ request: HTTPRequest, body: Data?) async throws -> (HTTPResponse, Data) {
        let (response, data) = try await base.send(request, body: body)
        RetryAfterCapture.current?.record(response.headerFields[.retryAfter])
        return (response, data)
    }
}
