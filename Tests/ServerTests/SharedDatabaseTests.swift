import Foundation
import Hummingbird
import HummingbirdTesting
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@Suite("Two server instances sharing one database")
struct SharedDatabaseTests {
    @Test(
        "an item registered through one instance is listed, shown and served by the other",
        arguments: TestDatabase.available)
    func writesSeenByOtherInstance(database: TestDatabase) async throws {
        try await database.withFreshStorage { storage in
            let first = try await OpenMarketApp.app(on: storage, cacheRecheckInterval: .zero)
            let second = try await OpenMarketApp.app(on: storage, cacheRecheckInterval: .zero)
            try await first.test(.router) { one in
                try await second.test(.router) { other in
                    // Given the other instance has cached the empty first page
                    #expect(try await other.get("/items/1").decoded(ItemPage.self).items.isEmpty)
                    // When an item is registered through the first
                    let item = try await one.send(RawMultipart.registration(images: [try ImageFixtures.png]))
                        .decoded(ItemDetail.self)
                    // Then the other lists it, shows it, and serves its image from the shared database
                    #expect(try await other.get("/items/1").decoded(ItemPage.self).items.map(\.id) == [item.id])
                    #expect(try await other.get("/item/\(item.id)").decoded(ItemDetail.self) == item)
                    let path = try #require(URL(string: item.thumbnails[0])?.path)
                    #expect(try await other.get(path).status == .ok)
                    // And a delete through the first is seen there too
                    _ = try await one.delete("/item/\(item.id)", json: #"{"password":"secret1"}"#)
                    #expect(try await other.get("/item/\(item.id)").status == .notFound)
                    #expect(try await other.get(path).status == .notFound)
                }
            }
        }
    }
}
