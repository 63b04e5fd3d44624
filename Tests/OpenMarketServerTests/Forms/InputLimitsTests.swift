import Foundation
import Hummingbird
import HummingbirdTesting
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@testable import OpenMarketServer

@Suite("Input a market request carries: numbers that overflow, text too long — refused, nothing stored")
struct InputLimitsTests {
    @Test(
        "a page whose offset no integer holds is an empty page, not a crash",
        arguments: TestDatabase.available, ["461168601842738792", "9223372036854775807"])
    func pageOverflow(database: TestDatabase, page: String) async throws {
        try await OpenMarketApp.test(database: database) { client in
            // Given an empty market; When a page past any possible offset is asked for
            let response = try await client.get("/items/\(page)")
            // Then it is an empty page, and the server still answers
            #expect(response.status == .ok)
            #expect(try response.decoded(ItemPage.self) == ItemPage(page: Int(page)!, items: []))
            #expect(try await client.get("/health").status == .ok)
        }
    }

    @Test(
        "each text field has a length limit and refuses NUL, naming the field; nothing is stored",
        arguments: [
            ("title", String(repeating: "a", count: 201), "title must be at most 200 characters long."),
            (
                "descriptions", String(repeating: "d", count: 10_001),
                "descriptions must be at most 10000 characters long."
            ),
            ("currency", String(repeating: "K", count: 17), "currency must be at most 16 characters long."),
            ("password", String(repeating: "p", count: 1_001), "password must be at most 1000 characters long."),
            ("title", "Desk\u{0}lamp", "title must not contain the NUL character."),
            ("descriptions", "A lamp\u{0}", "descriptions must not contain the NUL character."),
            ("password", "secret\u{0}1", "password must not contain the NUL character."),
        ])
    func textLimits(field: String, value: String, reason: String) async throws {
        try await OpenMarketApp.test { client in
            var form = RawMultipart.registration(images: [try ImageFixtures.jpeg])
            form.parts.removeAll { $0.headers[0].contains("name=\"\(field)\"") }
            form.text(field, value)
            let response = try await client.send(form)
            #expect(response.status == .badRequest)
            #expect(response.errorReason == reason)
            #expect(try await client.get("/items/1").decoded(ItemPage.self).items.isEmpty)
        }
    }

    @Test("the limits count characters, not bytes: 200 Korean syllables are a title")
    func limitInCharacters() async throws {
        try await OpenMarketApp.test { client in
            let title = String(repeating: "가", count: 200)
            let response = try await client.send(
                RawMultipart.registration(title: title, images: [try ImageFixtures.jpeg]))
            #expect(response.status == .ok)
            #expect(try response.decoded(ItemDetail.self).title == title)
        }
    }

    @Test("an edit is held to the same limits")
    func editLimits() async throws {
        try await OpenMarketApp.test { client in
            let created = try await client.send(RawMultipart.registration(images: [try ImageFixtures.jpeg]))
                .decoded(ItemDetail.self)
            var form = RawMultipart()
            form.text("password", "secret1")
            form.text("title", String(repeating: "t", count: 201))
            let response = try await client.send(form, .patch, to: "/item/\(created.id)")
            #expect(response.status == .badRequest)
            #expect(response.errorReason == "title must be at most 200 characters long.")
            #expect(try await client.get("/item/\(created.id)").decoded(ItemDetail.self) == created)
        }
    }

    @Test("a form of more parts than any item needs is refused")
    func tooManyParts() async throws {
        try await OpenMarketApp.test { client in
            var form = RawMultipart.registration(images: [try ImageFixtures.jpeg])
            for number in 0..<60 { form.text("extra\(number)", "x") }
            let response = try await client.send(form)
            #expect(response.status == .badRequest)
            #expect(response.errorReason == "The form has 68 parts; it may have at most 50.")
        }
    }

    @Test("an image name the server could not have given is 404 without a lookup")
    func oddImageNames() async throws {
        try await OpenMarketApp.test { client in
            for name in ["..%2Fmybiz.sqlite", "a%00b.jpg", "ABC.JPG", String(repeating: "a", count: 101)] {
                let response = try await client.get("/images/\(name)")
                #expect(response.status == .notFound, "\(name)")
            }
        }
    }

}
