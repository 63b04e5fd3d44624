import APIDocuments
import MyBizKit
import Testing

@Suite("MyBizKit's requests keep to mybiz.yaml: operation, query, credentials, body")
struct MyBizKitRequestTests {
    @Test(
        "Given a call of MyBizClient, then what it sends is an operation of the document",
        arguments: MyBizKitCalls.calls)
    func clientCall(call: KitCall<MyBizClient>) async throws {
        // Given
        let document = try OpenAPIDocument(.myBiz)

        // When
        let requests = await RequestRecorder().requests { transport in
            try await call.run(MyBizKitCalls.client(transport))
        }

        // Then
        RequestRecorder.expect(requests, of: call.name, keepTo: document)
    }
}
