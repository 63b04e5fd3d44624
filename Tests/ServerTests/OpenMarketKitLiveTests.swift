import Foundation
import Hummingbird
import HummingbirdTesting
import ImageFormats
import Imaging
import ImagingTestSupport
import Logging
import Networking
import NetworkingAsyncHTTPClient
import OpenMarketAPI
import OpenMarketKit
import OpenMarketKitImaging
import Server
import ServerDatabase
import ServerTestSupport
import TestSupport
import Testing

@Suite("OpenMarketKit against the real server over real sockets")
struct OpenMarketKitLiveTests {
    /// Whether `error` is the kit's `expected` error, reason included.
    static func isError(_ error: any Error, _ expected: OpenMarketError) -> Bool {
        error is OpenMarketError && String(describing: error) == String(describing: expected)
    }

    /// Runs `test` with a client of a live server on an empty in-memory database.
    func withLiveMarket(_ test: @Sendable @escaping (OpenMarketClient) async throws -> Void) async throws {
        let app = try await buildApplication(
            configuration: ServerConfiguration(
                port: 0, logLevel: .critical, database: .sqliteInMemory, demoData: false, passwordHashCost: 4))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let network = NetworkClient(
                baseURL: URL(string: "http://localhost:\(port)")!, transport: AsyncHTTPClientTransport())
            try await test(OpenMarketClient(network: network))
        }
    }

    @Test("register compressed photos, page, show, check the password, edit, load images, delete")
    func wholeSession() async throws {
        try await withLiveMarket { market in
            // Register two photos, one a big JPEG the compressor brings under 300,000 bytes.
            let bigPhoto = try ImageCodec.encodeJPEG(
                ImageFixtures.noisyPhoto(width: 1600, height: 1200), quality: 98)
            let compressed = try ImageCompressor(codec: ImagingPhotoCodec()).compress(bigPhoto)
            let images = [
                try #require(ItemImage(data: compressed.data, filename: "big.jpg")),
                try #require(ItemImage(data: try ImageFixtures.png, filename: "badge.png")),
            ]
            let created = try await market.register(
                ItemRegistration(
                    title: "Desk lamp", descriptions: "Warm light.", price: 45, currency: "USD", stock: 3,
                    discountedPrice: 40, images: images, password: "lamp-pass"))
            #expect(created.title == "Desk lamp" && created.discountedPrice == 40 && created.images.count == 2)

            // Page with the paginator until the empty page.
            for number in 1...20 {
                _ = try await market.register(
                    ItemRegistration(
                        title: "Item \(number)", descriptions: "", price: number, currency: "KRW", stock: 1,
                        images: [images[1]], password: "p"))
            }
            let paginator = await ItemPaginator(source: market)
            while await paginator.mayHaveMore { await paginator.loadNextPage() }
            #expect(await paginator.items.count == 21)
            #expect(await paginator.lastLoadedPage == 3)
            #expect(await paginator.lastError == nil)

            // Show, then the password check the edit screen makes.
            #expect(try await market.item(id: created.id) == created)
            await #expect {
                try await market.verifyPassword(id: created.id, "wrong")
            } throws: {
                Self.isError($0, .wrongPasswordOrNotFound)
            }
            #expect(try await market.verifyPassword(id: created.id, "lamp-pass") == created)

            // Edit; a refused field comes back with the server's reason.
            let edited = try await market.update(id: created.id, ItemUpdate(password: "lamp-pass", price: 50))
            #expect(edited.price == 50 && edited.title == "Desk lamp")
            await #expect {
                try await market.update(id: created.id, ItemUpdate(password: "lamp-pass", discountedPrice: 60))
            } throws: {
                Self.isError(
                    $0, .invalid(reason: "discounted_price must be a whole number from 0 to the price (50), not “60”."))
            }

            // Images load through the loader: the second time from memory.
            let loader = ImageLoader(network: market.network)
            let url = try #require(URL(string: edited.thumbnails[0]))
            let first = try await loader.load(url)
            let second = try await loader.load(url)
            #expect(first.source == .network && second.source == .memory)
            #expect(try ImageInfo(reading: first.data).width <= 300)

            // Delete; then the item is gone.
            #expect(try await market.delete(id: created.id, password: "lamp-pass").id == created.id)
            await #expect { try await market.item(id: created.id) } throws: { Self.isError($0, .notFound) }
            await #expect {
                try await market.delete(id: created.id, password: "lamp-pass")
            } throws: {
                Self.isError($0, .wrongPasswordOrNotFound)
            }
        }
    }

    @Test("a server that is not there is a .network transport error naming no HTTP status")
    func unreachable() async throws {
        let network = NetworkClient(
            baseURL: URL(string: "http://127.0.0.1:9")!, transport: AsyncHTTPClientTransport(), retryPolicy: .none)
        do {
            _ = try await OpenMarketClient(network: network).page(1)
            Issue.record("expected a transport error")
        } catch {
            guard case .network(.transport) = error else { throw error }
        }
    }
}
