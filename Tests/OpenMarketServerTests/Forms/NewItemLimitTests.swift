import Foundation
import Hummingbird
import HummingbirdTesting
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@testable import OpenMarketServer
@testable import ServerSecurity

@Suite("Anonymous registrations are limited per client address, across instances")
struct NewItemLimitTests {
    static let limits = AttemptLimits(newItemsPerClient: 2)

    @Test(
        "past the limit a registration is 429 with Retry-After before its photos are read; refused forms do not count",
        arguments: TestDatabase.available)
    func limit(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            // Given two instances on one database, each allowing an address 2 products an hour
            let settings = OpenMarketApp.Settings(attemptLimits: Self.limits)
            let (one, other) = (
                try OpenMarketApp.app(on: database, settings), try OpenMarketApp.app(on: database, settings)
            )
            try await one.test(.router) { first in
                try await other.test(.router) { second in
                    let photo = try ImageFixtures.jpeg
                    // A refused form gives its count back
                    #expect(
                        try await first.send(RawMultipart.registration(title: " ", images: [photo])).status
                            == .badRequest)
                    // When the address registers through both instances
                    #expect(try await first.send(RawMultipart.registration(images: [photo])).status == .ok)
                    #expect(try await second.send(RawMultipart.registration(images: [photo])).status == .ok)
                    let third = try await first.send(RawMultipart.registration(images: [photo]))
                    // Then the third is refused, saying when to try again, and nothing more is stored
                    #expect(third.status == .tooManyRequests)
                    #expect(Int(third.headers[.retryAfter] ?? "") ?? 0 > 3_000)
                    #expect(
                        third.errorReason?.hasPrefix("This address has registered as many products as it may") == true)
                    #expect(try await second.get("/items/1").decoded(ItemPage.self).items.count == 2)
                }
            }
        }
    }
}
