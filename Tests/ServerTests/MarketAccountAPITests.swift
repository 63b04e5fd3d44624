import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
import Networking
import NetworkingAsyncHTTPClient
import OpenMarketAPI
import OpenMarketKit
import ServerTestSupport
import TestSupport
import Testing

/// The market of a signed-in person for apps (`/api/market`), over a real socket through
/// OpenMarketKit's `MarketAccountClient`: the same saved lists, conversations and reservations the
/// pages show, the same checks.
@Suite("The signed-in market API: saved products, conversations, reserved and sold, through MarketAccountClient")
struct MarketAccountAPITests {
    /// A client of the server on `port` signed in with `token`, as `mybiz market` makes one.
    static func person(port: Int, token: String) -> MarketAccountClient {
        MarketAccountClient(
            network: NetworkClient(
                baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: AsyncHTTPClientTransport(),
                behavior: AuthTokenHeaderBehavior(token: { token }), retryPolicy: .none))
    }

    /// Registers a product for 19.99 USD on `seller`'s web form; its number.
    static func registerOnTheWeb(_ seller: WebAppSession, title: String) async throws -> Int {
        let form = try await seller.get("/market/new")
        var upload = RawMultipart()
        upload.text("csrf", try #require(try BrowserForms.formToken(in: form)))
        for (name, value) in [
            ("title", title), ("descriptions", "Warm light."), ("price", "19.99"), ("currency", "USD"),
            ("stock", "1"), ("category", "furniture"),
        ] { upload.text(name, value) }
        upload.file(try ImageFixtures.png, filename: "lamp.png", contentType: "image/png")
        let registered = try await seller.client.execute(
            uri: "/market/items", method: .post,
            headers: [.cookie: seller.cookie, .contentType: upload.contentType, .accept: "application/json"],
            body: ByteBuffer(data: upload.body))
        try #require(registered.status == .created, "\(registered.text)")
        let answer = try JSONSerialization.jsonObject(with: Data(registered.text.utf8)) as? [String: Any]
        return try #require(answer?["id"] as? Int)
    }

    @Test(
        "Given a seller's product, when a buyer saves it and writes, and the seller answers, reserves and sells it, then both see each step",
        arguments: TestDatabase.available)
    func trade(database: TestDatabase) async throws {
        try await OpenMarketApp.test(.live, database: database) { client in
            // Given a seller with a product, and a buyer, each with an app signed in
            let port = try #require(client.port)
            let sellerPage = try await MarketPeopleTests.signUp(client, name: "Mina Seo", username: "mina")
            let item = try await Self.registerOnTheWeb(sellerPage, title: "Brass desk lamp")
            _ = try await MarketPeopleTests.signUp(client, name: "Jun Park", username: "jun")
            let seller = Self.person(port: port, token: try await client.token("mina", "secret-123"))
            let buyer = Self.person(port: port, token: try await client.token("jun", "secret-123"))

            // When the buyer saves it, twice
            let saved = try await buyer.save(item: item)
            #expect(try await buyer.save(item: item).id == saved.id, "saving again changes nothing")
            #expect(saved.item?.price == 19.99 && saved.item?.currency == "USD" && saved.marks == [])
            #expect(try await buyer.saved().map(\.item?.id) == [item])

            // And writes to the seller
            let opened = try await buyer.startConversation(about: item)
            #expect(opened.role == .buyer && opened.with == "Mina Seo" && opened.itemTitle == "Brass desk lamp")
            #expect(try await buyer.startConversation(about: item).id == opened.id, "one conversation per product")
            let question = try await buyer.send("Is it still for sale?", in: opened.id)
            #expect(question.mine)

            // Then the seller has it unread, reads it, and answers
            let inbox = try await seller.conversations()
            #expect(inbox.map(\.id) == [opened.id])
            #expect(inbox.first?.role == .seller && inbox.first?.with == "Jun Park" && inbox.first?.unread == 1)
            let read = try await seller.conversation(opened.id)
            #expect(read.messages.map(\.body) == ["Is it still for sale?"] && read.messages.first?.mine == false)
            #expect(try await seller.conversations().first?.unread == 0, "read once fetched")
            let answer = try await seller.send("Yes, come by tomorrow.", in: opened.id)
            // And the buyer, asking for what came after their question, gets only the answer
            let news = try await buyer.conversation(opened.id, after: question.id)
            #expect(news.messages.map(\.id) == [answer.id])

            // When the seller reserves it for the buyer, the buyer's conversation and saved list say so
            let reserved = try await seller.mark(item: item, .reserved, conversation: opened.id)
            #expect(reserved.status == .reserved)
            let buyerView = try await buyer.conversation(opened.id)
            #expect(buyerView.conversation.reservedForBuyer && buyerView.conversation.statusText == "Reserved for you")
            #expect(try await buyer.saved().first?.marks == [.reserved])
            // And the web page of the product says it too
            #expect(try await client.execute(uri: "/market/items/\(item)", method: .get).text.contains("Reserved"))

            // When it is sold, then deleted on the web, the saved list follows
            #expect(try await seller.mark(item: item, .sold).status == .sold)
            #expect(try await buyer.saved().first?.marks == [.sold])
            let own = try await sellerPage.get("/market/items/\(item)")
            _ = try await sellerPage.post("/market/items/\(item)/delete", from: own, [])
            let gone = try #require(try await buyer.saved().first)
            #expect(gone.item == nil && gone.marks == [.gone] && gone.title == "Brass desk lamp")
            #expect(try await buyer.conversations().first?.statusText == "No longer listed")
            // And the entry of a deleted product can be removed
            try await buyer.removeSaved(gone.id)
            #expect(try await buyer.saved().isEmpty)
        }
    }

    @Test("Given a sold product and another on sale by its seller, then the page's More-from card says nothing of sold")
    func moreFromCardsKeepTheirOwnState() async throws {
        try await OpenMarketApp.test(.live) { client in
            let sellerPage = try await MarketPeopleTests.signUp(client, name: "Mina Seo", username: "mina")
            let sold = try await Self.registerOnTheWeb(sellerPage, title: "Brass desk lamp")
            let onSale = try await Self.registerOnTheWeb(sellerPage, title: "Oak side table")
            let seller = Self.person(
                port: try #require(client.port), token: try await client.token("mina", "secret-123"))
            _ = try await seller.mark(item: sold, .sold)
            let page = try await client.execute(uri: "/market/items/\(sold)", method: .get).text
            let card = try #require(page.components(separatedBy: #"data-id="\#(onSale)""#).dropFirst().first)
            let cardEnd = try #require(card.components(separatedBy: "</li>").first)
            #expect(cardEnd.contains("Oak side table"))
            #expect(!cardEnd.contains("badge status"), "the card of a product on sale took the page's Sold: \(cardEnd)")
        }
    }

    @Test("Given a stranger and a buyer, then nobody reads or changes what is not theirs, and bad input is named")
    func refusals() async throws {
        try await OpenMarketApp.test(.live) { client in
            let port = try #require(client.port)
            let sellerPage = try await MarketPeopleTests.signUp(client, name: "Mina Seo", username: "mina")
            let item = try await Self.registerOnTheWeb(sellerPage, title: "Brass desk lamp")
            _ = try await MarketPeopleTests.signUp(client, name: "Jun Park", username: "jun")
            _ = try await MarketPeopleTests.signUp(client, name: "Someone Else", username: "else")
            let seller = Self.person(port: port, token: try await client.token("mina", "secret-123"))
            let buyer = Self.person(port: port, token: try await client.token("jun", "secret-123"))
            let stranger = Self.person(port: port, token: try await client.token("else", "secret-123"))
            let conversation = try await buyer.startConversation(about: item)

            // Without a token, or with one the server never gave: 401 in the 2021 API's error body
            let anonymous = try await client.execute(uri: MarketAccountPath.saved, method: .get)
            #expect(anonymous.status == .unauthorized && anonymous.text.contains(#""error":true"#))
            await #expect(throws: OpenMarketError.self) {
                try await Self.person(port: port, token: "not-a-token").conversations()
            }
            // Another person's conversation is not there; another's product cannot be marked
            do throws(OpenMarketError) {
                _ = try await stranger.conversation(conversation.id)
                Issue.record("a stranger read the conversation")
            } catch .missing {
            } catch { Issue.record("\(error)") }
            do throws(OpenMarketError) {
                _ = try await buyer.mark(item: item, .sold)
                Issue.record("a buyer marked the seller's product")
            } catch .forbidden(let reason) {
                #expect(reason == "Only the product's seller can change it.")
            } catch { Issue.record("\(error)") }
            // The seller cannot write to themselves, nor reserve it for a conversation about something else
            do throws(OpenMarketError) {
                _ = try await seller.startConversation(about: item)
                Issue.record("the seller started a conversation with themselves")
            } catch .invalid(let reason) {
                #expect(reason == "This is your own product.")
            } catch { Issue.record("\(error)") }
            do throws(OpenMarketError) {
                _ = try await seller.mark(item: item, .reserved, conversation: conversation.id + 100)
                Issue.record("reserved for nobody")
            } catch .invalid(let reason) {
                #expect(reason.hasPrefix("Choose the buyer to reserve it for"))
            } catch { Issue.record("\(error)") }

            // A body that breaks a rule is a 400 naming its field, and nothing is stored
            let token = try await client.token("jun", "secret-123")
            let long = String(repeating: "a", count: MarketMessageRules.maxLength + 1)
            for (body, field) in [
                (#"{"body": "\#(long)"}"#, "body"), (#"{"body": "   "}"#, "body"), (#"{"text": "hi"}"#, "body"),
            ] {
                let refused = try await client.execute(
                    uri: MarketAccountPath.messages(conversation.id), method: .post,
                    headers: [.authorization: "Bearer \(token)", .contentType: "application/json"],
                    body: ByteBuffer(string: body))
                #expect(refused.status == .badRequest, "\(body.prefix(40))")
                #expect(refused.text.contains(field), "\(refused.text)")
            }
            let status = try await client.execute(
                uri: MarketAccountPath.itemStatus(item), method: .put,
                headers: [.authorization: "Bearer \(try await client.token("mina", "secret-123"))"],
                body: ByteBuffer(string: #"{"status": "gone"}"#))
            #expect(status.status == .badRequest && status.text.contains("status"), "\(status.text)")
            let badAfter = try await client.execute(
                uri: MarketAccountPath.conversation(conversation.id) + "?after=-1", method: .get,
                headers: [.authorization: "Bearer \(token)"])
            #expect(badAfter.status == .badRequest && badAfter.text.contains(#""field":"after""#))
            #expect(try await buyer.conversation(conversation.id).messages.isEmpty, "nothing was stored")
            // An app's product has no seller to write to
            let unknown = try await client.execute(
                uri: MarketAccountPath.saved, method: .post,
                headers: [.authorization: "Bearer \(token)", .contentType: "application/json"],
                body: ByteBuffer(string: #"{"item_id": 999999}"#))
            #expect(unknown.status == .notFound)
        }
    }
}
