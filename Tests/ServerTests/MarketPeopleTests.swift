import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
import ServerTestSupport
import TestSupport
import Testing

/// People trading on the market's pages, through the whole server: sign-up, a product registered
/// without a password, search that forgives, saving, a conversation, reserved and sold.
@Suite("The market's people: sellers with accounts, saved products, conversations, reserved and sold")
struct MarketPeopleTests {
    @Test(
        "Given two people who signed up, when one sells and the other saves, writes and buys, then both see it",
        arguments: TestDatabase.available)
    func trade(database: TestDatabase) async throws {
        try await OpenMarketApp.test(database: database) { client in
            // Given a seller who signed up on the web
            let seller = try await Self.signUp(client, name: "Mina Seo", username: "mina")
            let form = try await seller.get("/market/new")
            #expect(form.status == .ok)
            let document = try XHTMLDocument(form.text)
            let names = Set(
                (document.root.all("input") + document.root.all("textarea") + document.root.all("select"))
                    .compactMap { $0.attributes["name"] })
            #expect(
                names == [
                    "csrf", "title", "descriptions", "price", "currency", "stock", "discounted_price", "category",
                    "images[]",
                ], "the seller's form asks for no password")
            for input in document.root.all("input") where input.attributes["type"] != "hidden" {
                let id = try #require(input.attributes["id"])
                #expect(document.root.all("label").contains { $0.attributes["for"] == id }, "a label for \(id)")
            }
            // When they register a lamp at 19.99 US dollars, typed in lower case
            var upload = RawMultipart()
            upload.text("csrf", try #require(try BrowserForms.formToken(in: form)))
            for (name, value) in [
                ("title", "Brass desk lamp"), ("descriptions", "Warm light."), ("price", "19.99"),
                ("currency", "usd"), ("stock", "1"), ("category", "furniture"),
            ] { upload.text(name, value) }
            upload.file(try ImageFixtures.png, filename: "lamp.png", contentType: "image/png")
            let registered = try await client.execute(
                uri: "/market/items", method: .post,
                headers: [.cookie: seller.cookie, .contentType: upload.contentType, .accept: "application/json"],
                body: ByteBuffer(data: upload.body))
            #expect(registered.status == .created, "\(registered.text)")
            let id = try #require(
                (try JSONSerialization.jsonObject(with: Data(registered.text.utf8)) as? [String: Any])?["id"] as? Int)
            // Then the product keeps its cents and an ISO currency, and says who sells it
            let product = try await client.execute(uri: "/api/products/\(id)", method: .get)
            #expect(product.text.contains(#""price":19.99"#), "\(product.text)")
            #expect(product.text.contains(#""currency":"USD""#))
            let page = try await client.execute(uri: "/market/items/\(id)", method: .get)
            #expect(page.text.contains("Mina Seo"))

            // Given a buyer, when they search with a plural and with a typo
            let buyer = try await Self.signUp(client, name: "Jun Park", username: "jun")
            for search in ["lamps", "lamp", "brss"] {
                let found = try await buyer.get("/market?search=\(search)")
                #expect(found.text.contains("Brass desk lamp"), "“\(search)” finds the lamp")
            }
            let elsewhere = try await buyer.get("/market?category=kitchen")
            #expect(!elsewhere.text.contains("Brass desk lamp"), "another category does not list it")

            // When the buyer saves it and writes to the seller
            let productPage = try await buyer.get("/market/items/\(id)")
            #expect(try await buyer.post("/market/items/\(id)/save", from: productPage, []).status == .seeOther)
            #expect(try await buyer.get("/market/saved").text.contains("Brass desk lamp"))
            let chat = try await buyer.post("/market/items/\(id)/chat", from: productPage, [])
            let conversation = try #require(chat.headers[.location])
            let thread = try await buyer.get(conversation)
            #expect(
                try await buyer.post(conversation, from: thread, [("body", "Is it still for sale?")]).status
                    == .seeOther)

            // Then the seller has one unread message, reads it and answers
            let inbox = try await seller.get("/market/messages")
            #expect(inbox.text.contains("1 unread"), "\(inbox.text)")
            let sellerThread = try await seller.get(conversation)
            #expect(sellerThread.text.contains("Is it still for sale?"))
            #expect(!(try await seller.get("/market/messages")).text.contains("unread"), "read once opened")
            let answer = try await seller.post(
                conversation,
                [
                    ("body", "Yes, come by tomorrow."),
                    ("csrf", try #require(try BrowserForms.formToken(in: sellerThread))),
                ],
                headers: [.accept: "application/json"])
            #expect(answer.status == .created)
            // And the buyer's page, asking for what is new, gets the answer without a reload
            let news = try await buyer.get(conversation + "/new?after=0", headers: [.accept: "application/json"])
            #expect(news.text.contains("Yes, come by tomorrow."))

            // When the seller reserves it for the buyer, then sells it
            let conversationID = try #require(conversation.split(separator: "/").last.map(String.init))
            let own = try await seller.get("/market/items/\(id)")
            #expect(
                try await seller.post(
                    "/market/items/\(id)/status", from: own, [("status", "reserved"), ("conversation", conversationID)]
                )
                .status == .seeOther)
            #expect(try await buyer.get(conversation + "/new?after=0").text.contains("Reserved for you"))
            #expect(
                try await seller.post("/market/items/\(id)/status", from: own, [("status", "sold")]).status == .seeOther
            )
            // Then the buyer sees it sold on the card, the saved list and the conversation
            #expect(try await buyer.get("/market/saved").text.contains("Sold"))
            #expect(try await buyer.get(conversation + "/new?after=0").text.contains(#""status":"Sold""#))

            // And nobody else reads the conversation or changes the product
            let stranger = try await Self.signUp(client, name: "Someone Else", username: "else")
            #expect(try await stranger.get(conversation).status == .notFound)
            let strangerPage = try await stranger.get("/market/items/\(id)")
            #expect(
                try await stranger.post("/market/items/\(id)/status", from: strangerPage, [("status", "available")])
                    .status == .forbidden)
            #expect(try await stranger.post("/market/items/\(id)/delete", from: strangerPage, []).status == .forbidden)
            #expect(try await seller.post("/market/items/\(id)/delete", from: own, []).status == .seeOther)
            #expect(try await buyer.get("/market/saved").text.contains("No longer listed"))
        }
    }

    @Test("Given nobody signed in, when they open the register form, then they are sent to log in and back")
    func registerNeedsAnAccount() async throws {
        try await OpenMarketApp.test { client in
            let page = try await client.execute(uri: "/market/new", method: .get)
            #expect(page.status == .seeOther)
            #expect(page.headers[.location]?.hasPrefix("/app/login?next=%2Fmarket%2Fnew") == true)
            // A page's script asking for JSON gets a sentence it can show, not the login form
            let poll = try await client.execute(
                uri: "/market/messages/1/new?after=0", method: .get, headers: [.accept: "application/json"])
            #expect(poll.status == .unauthorized)
            #expect(poll.text.contains("Your session has ended"), "\(poll.text)")
        }
    }

    @Test("Given a sign-up that breaks a rule, then the form says which field and keeps what was typed")
    func signUpRules() async throws {
        try await OpenMarketApp.test { client in
            let page = try await client.execute(uri: "/app/signup", method: .get)
            let formCookie = try #require(BrowserForms.cookie(in: page))
            let response = try await client.execute(
                uri: "/app/signup", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: formCookie],
                body: BrowserForms.form([
                    "name": "Mina", "username": "mina", "password": "1", "next": "/market",
                    "csrf": try #require(try BrowserForms.formToken(in: page)),
                ]))
            #expect(response.status == .badRequest)
            #expect(response.text.contains(#"id="password-error""#))
            #expect(response.text.contains(#"value="mina""#))
        }
    }

    /// A person signed up through `/app/signup`, signed in at once.
    static func signUp(_ client: any TestClientProtocol, name: String, username: String) async throws -> WebAppSession {
        let page = try await client.execute(uri: "/app/signup?next=/market", method: .get)
        let formCookie = try #require(BrowserForms.cookie(in: page))
        let response = try await client.execute(
            uri: "/app/signup", method: .post,
            headers: [.contentType: "application/x-www-form-urlencoded", .cookie: formCookie],
            body: BrowserForms.form([
                "name": name, "username": username, "password": "secret-123", "next": "/market",
                "csrf": try #require(try BrowserForms.formToken(in: page)),
            ]))
        try #require(response.status == .seeOther, "signing up \(username): \(response.status) \(response.text)")
        #expect(response.headers[.location] == "/market")
        return WebAppSession(client: client, cookie: try #require(BrowserForms.cookie(in: response)))
    }
}
