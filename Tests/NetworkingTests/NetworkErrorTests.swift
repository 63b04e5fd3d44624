import Foundation
import Networking
import NetworkingTesting
import TestSupport
import Testing

@Suite("The four outcomes and request errors")
struct NetworkErrorTests {
    @Test("a non-2xx answer is .status with its code and body kept")
    func statusKeepsBody() async {
        let body = Data(#"{"error":true,"reason":"Not Found"}"#.utf8)
        let transport = MockTransport([.status(404, body: body)])
        let error = await networkError { _ = try await makeClient(transport).send(Request<Thing>(path: "/item/9")) }
        guard case .status(let code, let kept) = error else {
            Issue.record("expected .status, got \(String(describing: error))")
            return
        }
        #expect(code == 404)
        #expect(kept == body)
        #expect(error?.responseBody == body)
        #expect(error?.description == #"The server answered with status 404: {"error":true,"reason":"Not Found"}."#)
    }

    @Test("a 2xx answer that is not the expected type is .decoding with the body kept")
    func decodingKeepsBody() async {
        let body = Data(#"{"name": 3}"#.utf8)
        let transport = MockTransport([.status(200, body: body)])
        let error = await networkError { _ = try await makeClient(transport).send(Request<Thing>(path: "/x")) }
        guard case .decoding(let underlying, let kept) = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(underlying is DecodingError)
        #expect(kept == body)
    }

    @Test("no answer is .transport with the underlying error kept")
    func transportKeepsUnderlying() async {
        let transport = MockTransport([.failure(URLError(.cannotConnectToHost))])
        let error = await networkError {
            _ = try await makeClient(transport, retryPolicy: .none).send(Request<Thing>(path: "/x"))
        }
        guard case .transport(let underlying) = error else {
            Issue.record("expected .transport, got \(String(describing: error))")
            return
        }
        #expect((underlying as? URLError)?.code == .cannotConnectToHost)
        #expect(error?.isCancellation == false)
    }

    @Test(
        "a transport failure says why in a few words, and its sentence carries them",
        arguments: [
            (URLError.Code.cannotConnectToHost, "connection refused"),
            (.cannotFindHost, "host name not found"),
            (.dnsLookupFailed, "host name not found"),
            (.timedOut, "no answer in time"),
            (.networkConnectionLost, "connection lost"),
            (.notConnectedToInternet, "no network connection"),
        ])
    func transportReason(code: URLError.Code, reason: String) {
        let error = NetworkError.transport(URLError(code))
        #expect(error.transportReason == reason)
        #expect(error.description == "The server could not be reached (\(reason)).")
    }

    @Test("an unknown transport failure is described by the error itself; other cases have no transport reason")
    func otherTransportReason() {
        struct Odd: Error, CustomStringConvertible { var description: String { "odd failure" } }
        #expect(NetworkError.transport(Odd()).transportReason == "odd failure")
        #expect(NetworkError.status(code: 500, body: Data()).transportReason == nil)
        #expect(NetworkError.transport(CancellationError()).transportReason == nil)
    }

    @Test("a body that cannot be encoded is .encoding, and nothing is sent")
    func unencodableBody() async {
        struct Unencodable: Encodable, Sendable {
            struct Refused: Error {}
            func encode(to encoder: any Encoder) throws { throw Refused() }
        }
        let transport = MockTransport()
        let error = await networkError {
            try await makeClient(transport).send(Request<Void>(method: .post, path: "/x", body: .json(Unencodable())))
        }
        guard case .encoding(let underlying) = error else {
            Issue.record("expected .encoding, got \(String(describing: error))")
            return
        }
        #expect(underlying is Unencodable.Refused)
        #expect(transport.requests.isEmpty)
    }

    @Test("a method the wire cannot carry is .invalidRequest naming it")
    func invalidMethod() async {
        let transport = MockTransport()
        let error = await networkError {
            try await makeClient(transport).send(Request<Void>(method: "GET IT", path: "/x"))
        }
        #expect(error?.description == "“GET IT” is not a valid HTTP method.")
        #expect(transport.requests.isEmpty)
    }

    @Test("a base URL that cannot take a path is .invalidRequest, and afterFailure still runs")
    func invalidURL() async {
        let log = HookLog()
        let client = NetworkClient(
            baseURL: URL(string: "mailto:someone@example.com")!, transport: MockTransport(),
            behavior: RecordingBehavior(name: "client", log: log))
        let error = await networkError { try await client.send(Request<Void>(path: "/x")) }
        guard case .invalidRequest = error else {
            Issue.record("expected .invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(log.all == ["client.afterFailure(no status)"])
    }

    @Test("Data and Void outputs take the body as it is, or ignore it")
    func dataAndVoidOutputs() async throws {
        let transport = MockTransport([.status(200, body: Data([0, 1, 2])), .status(200, body: Data("ignored".utf8))])
        let client = makeClient(transport)
        #expect(try await client.send(Request<Data>(path: "/raw")) == Data([0, 1, 2]))
        try await client.send(Request<Void>(path: "/nothing"))
    }

    @Test("a MockTransport with no answer left fails loudly, naming the request")
    func unexpectedRequestIsLoud() async {
        let error = await networkError {
            try await makeClient(MockTransport(), retryPolicy: .none).send(Request<Void>(method: .delete, path: "/x"))
        }
        guard case .transport(let underlying) = error else {
            Issue.record("expected .transport, got \(String(describing: error))")
            return
        }
        #expect("\(underlying)" == "MockTransport has no answer scripted for DELETE https://api.example.com/v1/x.")
    }
}
