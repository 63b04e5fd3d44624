import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@Suite("PATCH /item/{id} with image_order: keep, remove, reorder and add photos in one edit")
struct ImageOrderEditTests {
    /// The last path component of an image URL: the name `image_order` uses.
    static func name(_ url: String) -> String { String(url.split(separator: "/").last ?? "") }

    @Test("Given three photos, when the edit keeps the third and first around a new one, then the second is gone")
    func rearranges() async throws {
        try await OpenMarketApp.test { client in
            let jpeg = try ImageFixtures.jpeg
            let item = try await client.send(RawMultipart.registration(images: [jpeg, jpeg, jpeg])).decoded(
                ItemDetail.self)
            let names = item.images.map(Self.name)
            var form = RawMultipart()
            form.text("password", "secret1")
            form.text("image_order", #"["\#(names[2])", "new:1", "\#(names[0])"]"#)
            form.file(try ImageFixtures.png, filename: "new.png", contentType: "image/png")
            let response = try await client.send(form, .patch, to: "/item/\(item.id)")
            #expect(response.status == .ok)
            let edited = try response.decoded(ItemDetail.self)
            let after = edited.images.map(Self.name)
            #expect(after.count == 3 && after[0] == names[2] && after[2] == names[0])
            #expect(!names.contains(after[1]))
            #expect(
                Self.name(edited.thumbnails[0]) == Self.name(item.thumbnails[2]), "the first photo's thumbnail leads")
            #expect(try await client.get("/images/\(names[1])").status == .notFound)
            #expect(try await client.get("/images/\(after[1])").status == .ok)
        }
    }

    @Test("Given an order naming an image the product does not have, then 400 says so and nothing changes")
    func refuses() async throws {
        try await OpenMarketApp.test { client in
            let item = try await client.send(RawMultipart.registration(images: [try ImageFixtures.jpeg]))
                .decoded(ItemDetail.self)
            var form = RawMultipart()
            form.text("password", "secret1")
            form.text("title", "Renamed")
            form.text("image_order", #"["someone-else.jpg"]"#)
            let response = try await client.send(form, .patch, to: "/item/\(item.id)")
            #expect(response.status == .badRequest)
            #expect(
                response.errorReason
                    == "image_order names “someone-else.jpg”, which is not one of the product's images.")
            #expect(try await client.get("/item/\(item.id)").decoded(ItemDetail.self) == item)
        }
    }
}
