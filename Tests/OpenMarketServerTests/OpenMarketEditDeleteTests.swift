import Foundation
import Hummingbird
import HummingbirdTesting
import NIOFoundationCompat
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@Suite("PATCH and DELETE /item/{id}: editing and deleting with the item's password")
struct OpenMarketEditDeleteTests {
    private func register(_ client: any TestClientProtocol) async throws -> ItemDetail {
        try await client.send(RawMultipart.registration(images: [try ImageFixtures.jpeg])).decoded(ItemDetail.self)
    }

    private func patch(_ fields: [(String, String)], images: [Data] = []) -> RawMultipart {
        var form = RawMultipart()
        for (name, value) in fields { form.text(name, value) }
        for image in images { form.file(image) }
        return form
    }

    @Test("a PATCH with only the right password changes nothing and answers 200 with the item")
    func passwordCheck() async throws {
        try await OpenMarketApp.test { client in
            let item = try await register(client)
            let response = try await client.send(patch([("password", "secret1")]), .patch, to: "/item/\(item.id)")
            #expect(response.status == .ok)
            #expect(try response.decoded(ItemDetail.self) == item)
        }
    }

    @Test("a wrong password is 404 and changes nothing — for PATCH and for DELETE")
    func wrongPassword() async throws {
        try await OpenMarketApp.test { client in
            let item = try await register(client)
            let patched = try await client.send(
                patch([("password", "guess"), ("price", "1")]), .patch, to: "/item/\(item.id)")
            #expect(patched.status == .notFound)
            #expect(patched.errorReason == "No item \(item.id) with that password.")
            let deleted = try await client.delete("/item/\(item.id)", json: #"{"password": "guess"}"#)
            #expect(deleted.status == .notFound)
            #expect(try await client.get("/item/\(item.id)").decoded(ItemDetail.self) == item)
        }
    }

    @Test("an edit changes the fields it sends; new images replace all the old ones")
    func edit() async throws {
        try await OpenMarketApp.test { client in
            let item = try await register(client)
            let form = patch(
                [("password", "secret1"), ("title", "Brass lamp"), ("stock", "1000000000000")],
                images: [try ImageFixtures.png, try ImageFixtures.jpeg])
            let response = try await client.send(form, .patch, to: "/item/\(item.id)")
            #expect(response.status == .ok)
            let edited = try response.decoded(ItemDetail.self)
            #expect(edited.title == "Brass lamp" && edited.stock == 1_000_000_000_000 && edited.price == item.price)
            #expect(edited.images.count == 2 && Set(edited.images).isDisjoint(with: item.images))
            let oldPath = try #require(URL(string: item.images[0])?.path)
            #expect(try await client.get(oldPath).status == .notFound)
        }
    }

    @Test("an edit breaking a rule is a 400 naming the field, and changes nothing")
    func editValidation() async throws {
        try await OpenMarketApp.test { client in
            let item = try await register(client)
            let cases: [([(String, String)], String)] = [
                (
                    [("password", "secret1"), ("price", "-5")],
                    "price must be a whole number from 0 to 10000000000000, not “-5”."
                ),
                ([("password", "secret1"), ("title", "")], "title must not be blank."),
                (
                    [("password", "secret1"), ("price", "100")],
                    "price must be at least the discounted_price (9900); send a new discounted_price with it."
                ),
                ([("title", "No password")], "password is required and must not be blank."),
            ]
            for (fields, reason) in cases {
                let response = try await client.send(patch(fields), .patch, to: "/item/\(item.id)")
                #expect(response.status == .badRequest)
                #expect(response.errorReason == reason)
            }
            let six = patch([("password", "secret1")], images: Array(repeating: try ImageFixtures.jpeg, count: 6))
            #expect(
                try await client.send(six, .patch, to: "/item/\(item.id)").errorReason
                    == "The number of images must be 5 or less")
            #expect(try await client.get("/item/\(item.id)").decoded(ItemDetail.self) == item)
        }
    }

    @Test("DELETE with the password (older clients also send the id) answers the deleted item; then it is gone")
    func delete() async throws {
        try await OpenMarketApp.test { client in
            let item = try await register(client)
            let response = try await client.delete(
                "/item/\(item.id)", json: #"{"id": \#(item.id), "password": "secret1"}"#)
            #expect(response.status == .ok)
            #expect(try response.decoded(ItemDetail.self) == item)
            #expect(try await client.get("/item/\(item.id)").status == .notFound)
            #expect(try await client.delete("/item/\(item.id)", json: #"{"password": "secret1"}"#).status == .notFound)
        }
    }

    @Test("a DELETE without a JSON password is a 400 that says what to send")
    func deleteWithoutPassword() async throws {
        try await OpenMarketApp.test { client in
            let item = try await register(client)
            for body in ["", "{}", "password=secret1", #"{"password": ""}"#] {
                let response = try await client.delete("/item/\(item.id)", json: body)
                #expect(response.status == .badRequest)
                #expect(response.errorReason == #"The body must be JSON with the item's password: {"password": "…"}."#)
            }
        }
    }

    @Test("after 10 wrong passwords an item answers 429, even to the right one, for a while")
    func tooManyAttempts() async throws {
        try await OpenMarketApp.test { client in
            let item = try await register(client)
            for _ in 0..<10 {
                #expect(
                    try await client.send(patch([("password", "guess")]), .patch, to: "/item/\(item.id)").status
                        == .notFound)
            }
            let blocked = try await client.send(patch([("password", "secret1")]), .patch, to: "/item/\(item.id)")
            #expect(blocked.status == .tooManyRequests)
            #expect(blocked.errorReason == "Too many wrong passwords for item \(item.id); try again in 10 minute(s).")
        }
    }
}
