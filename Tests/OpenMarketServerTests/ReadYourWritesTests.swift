import Foundation
import Hummingbird
import HummingbirdTesting
import NIOFoundationCompat
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@Suite("A client sees its own writes at once, though reads are cached")
struct ReadYourWritesTests {
    @Test("register, edit and delete each show on the next read of the page and the item")
    func ownWritesVisible() async throws {
        try await OpenMarketApp.test { client in
            // Given the first page is cached empty
            #expect(try await client.get("/items/1").decoded(ItemPage.self).items.isEmpty)
            // When an item is registered, it is on the next read of the page
            let item = try await client.send(RawMultipart.registration(images: [try ImageFixtures.jpeg]))
                .decoded(ItemDetail.self)
            #expect(try await client.get("/items/1").decoded(ItemPage.self).items.map(\.id) == [item.id])
            #expect(try await client.get("/item/\(item.id)").decoded(ItemDetail.self).title == "Desk lamp")
            // An edit shows at once
            var edit = RawMultipart()
            edit.text("password", "secret1")
            edit.text("title", "Brass lamp")
            _ = try await client.send(edit, .patch, to: "/item/\(item.id)")
            #expect(try await client.get("/items/1").decoded(ItemPage.self).items.first?.title == "Brass lamp")
            #expect(try await client.get("/item/\(item.id)").decoded(ItemDetail.self).title == "Brass lamp")
            // A delete shows at once
            _ = try await client.delete("/item/\(item.id)", json: #"{"password":"secret1"}"#)
            #expect(try await client.get("/items/1").decoded(ItemPage.self).items.isEmpty)
            #expect(try await client.get("/item/\(item.id)").status == .notFound)
        }
    }
}
