import Foundation
import Locks
import Networking
import NetworkingTesting
import OpenMarketAPI
import OpenMarketKit
import TestSupport
import Testing

@Suite("ImageLoader: memory, then disk, then one download per URL")
struct ImageLoaderTests {
    static let url = URL(string: "https://market.example.com/images/lamp.jpg")!
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-loader-\(UUID().uuidString)")

    func network(_ transport: MockTransport) -> NetworkClient {
        NetworkClient(baseURL: URL(string: "https://market.example.com")!, transport: transport, retryPolicy: .none)
    }

    @Test("concurrent loads of one URL make one download, and every caller gets its bytes")
    func coalescing() async throws {
        // Given a server whose answer is held until the test lets it go
        let photo = try ImageFixtures.jpeg
        let gate = Gate()
        let transport = MockTransport { _ in
            await gate.wait()
            return MockResponse(status: 200, headers: ["Content-Type": "image/jpeg"], body: photo)
        }
        let loader = ImageLoader(network: network(transport))
        // When ten rows ask for the same image while it downloads
        let loads = (0..<10).map { _ in Task { try await loader.load(Self.url) } }
        // Sleeping, not yielding, between looks: a loop of yields can keep the download's own task
        // from a thread on a busy two-core machine. CI's whole suite once kept it waiting over 30 s
        // while other tests' work held the pool's two threads, hence the long deadline.
        let deadline = ContinuousClock.now + .seconds(90)
        while await loader.statistics.joinedDownloads < 9 || transport.requests.isEmpty {
            guard ContinuousClock.now < deadline else {
                Issue.record("the ten loads did not share one download: \(await loader.statistics)")
                break
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        gate.open()
        var results: [ImageLoader.LoadedImage] = []
        for load in loads { results.append(try await load.value) }
        // Then
        #expect(transport.requests.count == 1)
        #expect(results.allSatisfy { $0.data == photo && $0.source == .network })
        #expect(await loader.statistics.downloads == 1)
    }

    @Test("a second load comes from memory; a new loader on the same disk cache reads it from disk")
    func cachesInOrder() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Given
        let photo = try ImageFixtures.png
        let transport = MockTransport([.response(MockResponse(status: 200, body: photo))])
        let disk = DiskCache(directory: folder, sizeLimit: 10_000_000)
        let loader = ImageLoader(network: network(transport), diskCache: disk)
        // When
        let first = try await loader.load(Self.url)
        let second = try await loader.load(Self.url)
        let relaunched = ImageLoader(
            network: network(transport), diskCache: DiskCache(directory: folder, sizeLimit: 10_000_000))
        let third = try await relaunched.load(Self.url)
        let fourth = try await relaunched.load(Self.url)
        // Then
        #expect([first.source, second.source, third.source, fourth.source] == [.network, .memory, .disk, .memory])
        #expect([first, second, third, fourth].allSatisfy { $0.data == photo })
        #expect(transport.requests.count == 1)
    }

    @Test("a failed download is not cached: the next load tries again")
    func failureNotCached() async throws {
        let photo = try ImageFixtures.jpeg
        let transport = MockTransport([.status(503), .response(MockResponse(status: 200, body: photo))])
        let loader = ImageLoader(network: network(transport))
        await #expect(throws: OpenMarketError.server(status: 503, reason: nil)) { try await loader.load(Self.url) }
        #expect(try await loader.load(Self.url).data == photo)
        #expect(transport.requests.count == 2)
    }

    @Test("a 404 is .notFound; bytes that are not an image are a decoding error and not cached")
    func errors() async throws {
        let transport = MockTransport([
            .json(ErrorBody(reason: "Not Found"), status: 404),
            .response(MockResponse(status: 200, body: Data("<html>".utf8))),
        ])
        let loader = ImageLoader(network: network(transport))
        await #expect(throws: OpenMarketError.notFound) { try await loader.load(Self.url) }
        do {
            _ = try await loader.load(Self.url)
            Issue.record("expected a decoding error")
        } catch {
            guard case .network(.decoding) = error else { throw error }
        }
        #expect(await loader.statistics.memoryHits == 0)
    }

    @Test("the memory cache's byte limit holds across many images")
    func memoryLimit() async throws {
        let photo = try ImageFixtures.jpeg
        let transport = MockTransport { _ in MockResponse(status: 200, body: photo) }
        let memory = MemoryCache<URL, Data>(byteLimit: photo.count * 30)
        let loader = ImageLoader(network: network(transport), memoryCache: memory)
        for index in 0..<50 {
            _ = try await loader.load(URL(string: "https://market.example.com/images/\(index).jpg")!)
        }
        #expect(memory.totalCost <= photo.count * 30)
        #expect(memory.count == 30)
    }
}
