import APIDocuments
import HTTPTypes
import Networking
import NetworkingTesting
import OpenMarketKit
import Testing

@Suite("OpenMarketKit's requests keep to open-market.yaml: operation, query, body")
struct OpenMarketKitRequestTests {
    @Test(
        "Given a call of OpenMarketClient, then what it sends is an operation of the document",
        arguments: OpenMarketKitCalls.clientCalls)
    func clientCall(call: KitCall<OpenMarketClient>) async throws {
        // Given
        let document = try OpenAPIDocument(.openMarket)

        // When
        let requests = await RequestRecorder().requests { transport in
            try await call.run(OpenMarketKitCalls.client(transport))
        }

        // Then
        RequestRecorder.expect(requests, of: call.name, keepTo: document)
    }

    @Test(
        "Given a call of MarketAccountClient, then what it sends is an operation of the document, with a token",
        arguments: OpenMarketKitCalls.accountCalls)
    func accountCall(call: KitCall<MarketAccountClient>) async throws {
        // Given
        let document = try OpenAPIDocument(.openMarket)

        // When
        let requests = await RequestRecorder().requests { transport in
            try await call.run(OpenMarketKitCalls.account(transport))
        }

        // Then
        RequestRecorder.expect(requests, of: call.name, keepTo: document)
        #expect(requests.allSatisfy { $0.headers[.authorization] == "Bearer token" }, "\(call.name)")
    }

    @Test(
        "Given an image URL of an item, then ImageLoader's download is an operation of the document",
        arguments: OpenMarketKitCalls.loaderCalls)
    func loaderCall(call: KitCall<ImageLoader>) async throws {
        // Given
        let document = try OpenAPIDocument(.openMarket)

        // When
        let requests = await RequestRecorder().requests { transport in
            try await call.run(
                ImageLoader(
                    network: NetworkClient(baseURL: OpenMarketKitCalls.server, transport: transport, retryPolicy: .none)
                ))
        }

        // Then
        RequestRecorder.expect(requests, of: call.name, keepTo: document)
    }
}
