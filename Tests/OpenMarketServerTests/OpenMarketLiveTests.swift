import Foundation
import Hummingbird
import HummingbirdTesting
import ImageFormats
import Imaging
import NIOFoundationCompat
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@Suite("An Open Market client's whole session over a real socket")
struct OpenMarketLiveTests {
    @Test(
        "register with real JPEG and PNG bytes, list, show, check the password, edit, delete",
        arguments: TestDatabase.available)
    func wholeSession(database: TestDatabase) async throws {
        try await OpenMarketApp.test(.live, database: database) { client in
            // Register with five photos, as the app allows.
            let photos = [
                try ImageFixtures.jpeg, try ImageFixtures.png, try ImageFixtures.jpeg, try ImageFixtures.png,
                try ImageFixtures.jpeg,
            ]
            let created = try await client.send(RawMultipart.registration(images: photos))
            #expect(created.status == .ok)
            let item = try created.decoded(ItemDetail.self)
            #expect(item.images.count == 5)
            // URLs are absolute, built from the Host the client used.
            #expect(item.images.allSatisfy { $0.hasPrefix("http://localhost") && $0.contains("/images/") })

            // Page until empty.
            var pages = 0
            var seen: [ItemSummary] = []
            while true {
                pages += 1
                let page = try await client.get("/items/\(pages)").decoded(ItemPage.self)
                if page.items.isEmpty { break }
                seen += page.items
            }
            #expect(seen.map(\.id) == [item.id] && pages == 2)

            // Every image and thumbnail loads as a real image.
            for url in item.images + item.thumbnails {
                let response = try await client.get(try #require(URL(string: url)?.path))
                #expect(response.status == .ok)
                _ = try ImageInfo(reading: Data(buffer: response.body))
            }

            // Check the password, edit, delete.
            var check = RawMultipart()
            check.text("password", "secret1")
            #expect(try await client.send(check, .patch, to: "/item/\(item.id)").decoded(ItemDetail.self) == item)
            var edit = RawMultipart()
            edit.text("password", "secret1")
            edit.text("price", "15000")
            #expect(try await client.send(edit, .patch, to: "/item/\(item.id)").decoded(ItemDetail.self).price == 15000)
            #expect(try await client.delete("/item/\(item.id)", json: #"{"password":"secret1"}"#).status == .ok)
            #expect(try await client.get("/item/\(item.id)").status == .notFound)
        }
    }
}
