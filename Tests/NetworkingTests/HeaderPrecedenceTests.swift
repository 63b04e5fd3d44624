import Foundation
import HTTPTypes
import Networking
import NetworkingTesting
import TestSupport
import Testing

@Suite("Header merging and precedence")
struct HeaderPrecedenceTests {
    let log = HookLog()

    @Test("the client's and the request's behaviours both add their headers")
    func bothBehavioursAddHeaders() async throws {
        // Given
        let transport = MockTransport([.status(204)])
        let client = makeClient(
            transport, behavior: RecordingBehavior(name: "client", log: log, additionalHeaders: ["X-App": "mybiz"]))
        // When
        try await client.send(
            Request<Void>(path: "/x"),
            with: RecordingBehavior(name: "request", log: log, additionalHeaders: ["X-Screen": "calendar"]))
        // Then
        let sent = try #require(transport.requests.first)
        #expect(sent.header("X-App") == "mybiz")
        #expect(sent.header("X-Screen") == "calendar")
    }

    @Test("the request's behaviour wins over the client's, whatever the case of the name")
    func requestBehaviourWins() async throws {
        let transport = MockTransport([.status(204)])
        let client = makeClient(
            transport, behavior: RecordingBehavior(name: "client", log: log, additionalHeaders: ["x-trace": "client"]))
        try await client.send(
            Request<Void>(path: "/x"),
            with: RecordingBehavior(name: "request", log: log, additionalHeaders: ["X-Trace": "request"]))
        let sent = try #require(transport.requests.first)
        #expect(sent.headers[values: .init("X-Trace")!] == ["request"])
    }

    @Test("the request's own headers win over every behaviour and over the body's content type")
    func requestHeadersWin() async throws {
        let transport = MockTransport([.status(204)])
        let client = makeClient(
            transport,
            behavior: RecordingBehavior(name: "client", log: log, additionalHeaders: ["Authorization": "Bearer abc"]))
        try await client.send(
            Request<Void>(
                method: .post, path: "/login", headers: ["authorization": "Basic dTpw", "Content-Type": "text/plain"],
                body: .json(["a": "b"])),
            with: RecordingBehavior(name: "request", log: log, additionalHeaders: ["Authorization": "Bearer xyz"]))
        let sent = try #require(transport.requests.first)
        #expect(sent.headers[values: .authorization] == ["Basic dTpw"])
        #expect(sent.headers[values: .contentType] == ["text/plain"])
    }

    @Test("the body's content type wins over a behaviour's, so multipart keeps its boundary")
    func bodyContentTypeWinsOverBehaviours() async throws {
        let transport = MockTransport([.status(204)])
        let client = makeClient(
            transport,
            behavior: RecordingBehavior(
                name: "client", log: log, additionalHeaders: ["Content-Type": "application/json"]))
        var form = MultipartForm()
        form.append(text: "Desk lamp", name: "title")
        try await client.send(Request<Void>(method: .post, path: "/item", body: .multipart(form)))
        let contentType = try #require(transport.requests.first?.header("Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary="))
    }

    @Test("a combined behaviour merges its members' headers, later ones winning")
    func combinedMergesInOrder() {
        let combined = CombinedRequestBehavior(behaviors: [
            RecordingBehavior(name: "a", log: log, additionalHeaders: ["Accept": "text/html", "X-A": "1"]),
            RecordingBehavior(name: "b", log: log, additionalHeaders: ["accept": "application/json"]),
        ])
        #expect(combined.additionalHeaders == ["X-A": "1", "accept": "application/json"])
    }

    @Test("an invalid header name fails the request before anything is sent")
    func invalidHeaderName() async {
        let transport = MockTransport()
        let error = await networkError {
            try await makeClient(transport).send(Request<Void>(path: "/x", headers: ["Bad Name": "1"]))
        }
        guard case .invalidRequest(let reason) = error else {
            Issue.record("expected .invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("Bad Name"))
        #expect(transport.requests.isEmpty)
    }
}
