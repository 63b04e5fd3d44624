import AsyncHTTPClient
import Foundation
import HTTPTypes
import Locks
import Networking
import NetworkingAsyncHTTPClient
import NetworkingTesting
import TestSupport
import Testing

@Suite("Both transports against a real server on loopback")
struct TransportIntegrationTests {
    @Test("a 2xx answer's body, status and headers arrive", arguments: TransportKind.allCases)
    func successReachesCaller(kind: TransportKind) async throws {
        try await LoopbackServer.with { baseURL in
            // Given
            let seen = ResponseProbe()
            let client = NetworkClient(
                baseURL: baseURL, transport: kind.makeTransport(),
                behavior: AuthTokenHeaderBehavior(token: { "tkn" }))
            // When
            let echoed = try await client.send(
                Request<[String: String]>(path: "/headers", headers: ["X-Trace": "42"]),
                with: seen)
            // Then
            #expect(echoed["x-trace"] == "42")
            #expect(echoed["authorization"] == "Bearer tkn")
            let response = try #require(seen.response)
            #expect(response.statusCode == 200)
            #expect(response.headers[.init("x-served-by")!] == "loopback")
        }
    }

    @Test("non-2xx statuses become .status with the server's body", arguments: TransportKind.allCases)
    func statusCodes(kind: TransportKind) async throws {
        try await LoopbackServer.with { baseURL in
            let client = NetworkClient(baseURL: baseURL, transport: kind.makeTransport(), retryPolicy: .none)
            let created = try await client.send(Request<Data>(path: "/status/201"))
            #expect(created == Data("status 201".utf8))
            for code in [400, 401, 404, 418, 500, 503] {
                let error = await networkError { _ = try await client.send(Request<Data>(path: "/status/\(code)")) }
                guard case .status(let received, let body) = error else {
                    Issue.record("\(code): expected .status, got \(String(describing: error))")
                    continue
                }
                #expect(received == code)
                #expect(body == Data("status \(code)".utf8))
            }
        }
    }

    @Test("a 1 MB answer and a 1 MB upload arrive byte for byte", arguments: TransportKind.allCases)
    func oneMegabyte(kind: TransportKind) async throws {
        try await LoopbackServer.with { baseURL in
            let client = NetworkClient(baseURL: baseURL, transport: kind.makeTransport())
            let downloaded = try await client.send(Request<Data>(path: "/large"))
            #expect(downloaded == LoopbackServer.largeBody)
            let echoed = try await client.send(
                Request<Data>(
                    method: .post, path: "/echo",
                    body: .data(LoopbackServer.largeBody, contentType: "application/octet-stream")))
            #expect(echoed == LoopbackServer.largeBody)
        }
    }

    @Test(
        "a multipart upload of real JPEG and PNG bytes is parsed by the server unchanged",
        arguments: TransportKind.allCases)
    func multipartUpload(kind: TransportKind) async throws {
        try await LoopbackServer.with { baseURL in
            var form = MultipartForm()
            form.append(text: "Desk lamp", name: "title")
            form.append(text: "12000", name: "price")
            form.append(file: try ImageFixtures.jpeg, name: "images[]", filename: "lamp.jpg")
            form.append(file: try ImageFixtures.png, name: "images[]", filename: "badge.png")
            let client = NetworkClient(baseURL: baseURL, transport: kind.makeTransport())
            let received = try await client.send(
                Request<[LoopbackServer.ReceivedPart]>(method: .post, path: "/upload", body: .multipart(form)))
            #expect(
                received
                    == form.parts.map {
                        LoopbackServer.ReceivedPart(
                            name: $0.name, filename: $0.filename, contentType: $0.contentType, body: $0.body)
                    })
        }
    }

    @Test("a 503 with Retry-After is retried through the real transport", arguments: TransportKind.allCases)
    func retryAgainstRealServer(kind: TransportKind) async throws {
        try await LoopbackServer.with { baseURL in
            let client = NetworkClient(baseURL: baseURL, transport: kind.makeTransport())
            let answer = try await client.send(Request<Data>(path: "/flaky/\(kind.rawValue)"))
            #expect(answer == Data("attempt 2".utf8))
        }
    }

    @Test("sequential requests reuse one connection", arguments: TransportKind.allCases)
    func connectionReuse(kind: TransportKind) async throws {
        try await LoopbackServer.with { baseURL in
            let client = NetworkClient(baseURL: baseURL, transport: kind.makeTransport())
            var ports: Set<Data> = []
            for _ in 0..<5 {
                ports.insert(try await client.send(Request<Data>(path: "/peer")))
            }
            #expect(
                ports.count == 1,
                "client ports seen by the server: \(ports.map { String(decoding: $0, as: UTF8.self) })")
        }
    }

    @Test("a refused connection is .transport", arguments: TransportKind.allCases)
    func connectionRefused(kind: TransportKind) async throws {
        let client = NetworkClient(
            baseURL: URL(string: "http://127.0.0.1:\(unusedLoopbackPort())")!, transport: kind.makeTransport(),
            retryPolicy: .none)
        let error = await networkError { _ = try await client.send(Request<Data>(path: "/health")) }
        guard case .transport(let underlying) = error else {
            Issue.record("expected .transport, got \(String(describing: error))")
            return
        }
        #expect(error?.isCancellation == false)
        #expect((underlying as? URLError)?.code == .cannotConnectToHost, "\(underlying)")
        #expect(error?.transportReason == "connection refused")
    }

    @Test(
        "a host name that does not exist is .transport, reason host name not found", arguments: TransportKind.allCases)
    func unknownHost(kind: TransportKind) async throws {
        // .invalid is reserved (RFC 2606): it never resolves, with or without a network.
        let client = NetworkClient(
            baseURL: URL(string: "http://no-such-host.invalid:8080")!, transport: kind.makeTransport(),
            retryPolicy: .none)
        let error = await networkError { _ = try await client.send(Request<Data>(path: "/health")) }
        #expect(error?.transportReason == "host name not found", "\(String(describing: error))")
    }

    @Test("cancelling the task cancels a request the server is still working on", arguments: TransportKind.allCases)
    func cancellation(kind: TransportKind) async throws {
        try await LoopbackServer.with { baseURL in
            let client = NetworkClient(baseURL: baseURL, transport: kind.makeTransport())
            let started = ContinuousClock.now
            let task = Task { try await client.send(Request<Data>(path: "/slow")) }
            try await Task.sleep(for: .milliseconds(300))
            task.cancel()
            let error = await networkError { _ = try await task.value }
            #expect(error?.isCancellation == true)
            // The server takes 30 s; ending long before that shows the attempt itself was cancelled.
            #expect(ContinuousClock.now - started < .seconds(15))
        }
    }

    @Test("an AsyncHTTPClient the caller owns is used and shut down by the caller")
    func callerOwnedHTTPClient() async throws {
        try await LoopbackServer.with { baseURL in
            let httpClient = HTTPClient(eventLoopGroupProvider: .singleton)
            let client = NetworkClient(baseURL: baseURL, transport: AsyncHTTPClientTransport(client: httpClient))
            let body = try await client.send(Request<Data>(path: "/status/200"))
            try await httpClient.shutdown()
            #expect(body == Data("status 200".utf8))
        }
    }
}

/// Keeps the `AnyResponse` that `afterSuccess` receives.
private final class ResponseProbe: RequestBehavior {
    private let seen = Locked<AnyResponse?>(nil)
    var response: AnyResponse? { seen.withLock { $0 } }
    func afterSuccess(result: AnyResponse) async { seen.withLock { $0 = result } }
}
