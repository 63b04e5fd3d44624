import APIDocuments
import Foundation
import NetworkingTesting
import Testing

/// Sends a kit's requests to a `MockTransport` and checks each against a document's operation.
struct RequestRecorder: Sendable {
    /// The answer to every request nothing else answers: a 400 in the MyBiz and 2021 Open Market
    /// form, which no kit retries.
    static let refusal = MockResponse(
        status: 400, headers: ["Content-Type": "application/json"],
        body: Data(#"{"error":true,"reason":"Recorded by the contract tests."}"#.utf8))

    /// How the transport answers a request.
    let answer: @Sendable (RecordedRequest) async throws -> MockResponse

    /// A recorder answering every request with `answer`; `refusal` by default.
    init(answer: @escaping @Sendable (RecordedRequest) async throws -> MockResponse = { _ in RequestRecorder.refusal })
    {
        self.answer = answer
    }

    /// The requests `work` sends through the transport it is given; what it throws is ignored
    /// (the answers are not what the tests look at).
    func requests(_ work: (MockTransport) async throws -> Void) async -> [RecordedRequest] {
        let transport = MockTransport(handler: answer)
        try? await work(transport)
        return transport.requests
    }

    /// Records an issue for each way `requests`, what `call` sent, break `document`, and one when it
    /// sent nothing.
    static func expect(
        _ requests: [RecordedRequest], of call: String, keepTo document: OpenAPIDocument,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!requests.isEmpty, "\(call) sent no request.", sourceLocation: sourceLocation)
        let contract = RequestContract(document: document)
        for request in requests {
            for problem in contract.problems(of: request) {
                Issue.record(
                    "\(call), against \(document.document.fileName): \(problem)", sourceLocation: sourceLocation)
            }
        }
    }
}
