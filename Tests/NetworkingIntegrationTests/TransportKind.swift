import AsyncHTTPClient
import Networking
import NetworkingAsyncHTTPClient
import Testing

/// The two real transports; every integration test runs against both.
enum TransportKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case urlSession = "URLSessionTransport"
    case asyncHTTPClient = "AsyncHTTPClientTransport"

    var testDescription: String { rawValue }

    func makeTransport() -> any HTTPTransport {
        switch self {
        case .urlSession: URLSessionTransport()
        case .asyncHTTPClient: AsyncHTTPClientTransport()
        }
    }
}
