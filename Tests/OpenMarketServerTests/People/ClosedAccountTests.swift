import Foundation
import HTTPTypes
import Locks
import OpenMarketAPI
import ServerHTTP
import ServerTestSupport
import Testing
import WebPages

@testable import OpenMarketServer
@testable import ServerDatabase

/// The accounts, as the market asks about them: some open, some closed by an administrator.
private final class Accounts: WebPeople, Sendable {
    private let people = Locked([UUID: WebPerson]())

    func add(_ name: String, active: Bool = true) -> WebUser {
        let id = UUID()
        people.withLock { $0[id] = WebPerson(id: id, name: name, joined: Date(), isActive: active) }
        return WebUser(id: id, username: name.lowercased(), name: name)
    }

    func close(_ user: WebUser) {
        people.withLock { $0[user.id] = WebPerson(id: user.id, name: user.name, joined: Date(), isActive: false) }
    }

    func person(_ id: UUID) async throws -> WebPerson? { people.withLock { $0[id] } }
}

@Suite("A closed account on the market: no new conversation with it, no message to it, no reservation for it")
struct ClosedAccountTests {
    @Test("Given a seller, a buyer who wrote and a product, when either account is closed, then each step names it")
    func closedAccounts() async throws {
        try await TestDatabase.sqlite.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            // Given
            let accounts = Accounts()
            let seller = accounts.add("Mina Seo")
            let buyer = accounts.add("Jun Park")
            let latecomer = accounts.add("Ada Late")
            let market = MarketPeople(
                items: SQLItemRepository(database: database.sql, changes: DataChanges()),
                vendors: SQLVendorRepository(database: database.sql, changes: DataChanges()),
                saved: SQLSavedRepository(database: database.sql),
                conversations: SQLConversationRepository(database: database.sql), people: accounts,
                library: try PageLibrary(OpenMarketRoutes.webResources), publicURL: nil)
            let vendor = try await market.vendors.seller(
                try #require(try await accounts.person(seller.id)), now: 1_700_000_000)
            var new = try ItemFactory.newItem("Brass desk lamp", images: 1)
            new.vendorID = vendor.id
            let item = try await market.items.create(new)
            let (conversation, _) = try await market.startConversation(about: item.id, buyer: buyer)

            // When the buyer's account is closed, then nothing more is sent to them, nor reserved for them
            accounts.close(buyer)
            await #expect(
                throws: APIError.badRequest(
                    "Jun Park's account is closed: messages can no longer be sent to them.", field: "body")
            ) {
                try await market.send("Still there?", from: seller, in: conversation)
            }
            await #expect(
                throws: APIError.badRequest(
                    "Jun Park's account is closed: reserve it for someone who can still come.", field: "conversation")
            ) {
                try await market.mark(item.id, .reserved, conversation: conversation.id, by: seller)
            }
            #expect(try await market.conversations.messages(in: conversation.id).isEmpty, "nothing was stored")

            // When the seller's account is closed, then nobody new can start a conversation with them
            accounts.close(seller)
            await #expect(
                throws: APIError(
                    .badRequest, "Mina Seo's account is closed: messages can no longer be sent to them.")
            ) {
                try await market.startConversation(about: item.id, buyer: latecomer)
            }
        }
    }
}
