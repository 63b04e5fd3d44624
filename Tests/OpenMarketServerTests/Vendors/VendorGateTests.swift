import Foundation
import HTTPTypes
import Locks
import ServerTestSupport
import Testing

@testable import OpenMarketServer
@testable import ServerDatabase
@testable import ServerHTTP
@testable import ServerSecurity

/// bcrypt that counts its checks, so a test can tell that every refusal cost one.
final class CountingHasher: PasswordHasher {
    private let base = BcryptPasswordHasher(cost: 4)
    private let checks = Locked(0)

    /// How many checks were made.
    var count: Int { checks.withLock { $0 } }

    func hash(_ password: String) async throws -> String { try await base.hash(password) }

    func verify(_ password: String, against hash: String) async throws -> PasswordCheck {
        checks.withLock { $0 += 1 }
        return try await base.verify(password, against: hash)
    }
}

@Suite("The vendor gate tells no one which identifiers exist")
struct VendorGateTests {
    @Test(
        "an unknown identifier, a removed vendor and a wrong secret are one sentence after one bcrypt check each",
        arguments: TestDatabase.available)
    func oneAnswer(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: OpenMarketApp.migrations) { database in
            // Given a vendor, a removed one, and a gate that counts its bcrypt checks
            let passwords = CountingHasher()
            let vendors = SQLVendorRepository(database: database.sql, changes: DataChanges())
            for identifier in ["known", "gone"] {
                _ = try await vendors.add(
                    identifier: identifier, name: identifier, secretHash: try await passwords.hash("right"), now: 0)
            }
            _ = try await vendors.remove(identifier: "gone", now: 1)
            let gate = VendorGate(
                vendors: vendors, passwords: passwords,
                limiter: AttemptLimiter(store: SQLAttemptCounterStore(database: database.sql), limits: AttemptLimits()),
                openVendors: false, decoy: DecoyHash(passwords: passwords))
            // When each is tried
            var reasons: [String] = []
            for identifier in ["unknown", "gone", "known"] {
                let before = passwords.count
                do {
                    _ = try await gate.vendor(identifier: identifier, secret: "wrong", client: "203.0.113.9")
                    Issue.record("\(identifier) was let through")
                } catch let error as APIError {
                    #expect(error.status == .badRequest)
                    reasons.append(error.reason.replacingOccurrences(of: identifier, with: "X"))
                }
                // Then each cost exactly one check
                #expect(passwords.count == before + 1, "\(identifier)")
            }
            // And all three say the same
            #expect(Set(reasons).count == 1, "\(reasons)")
            #expect(
                try await gate.vendor(identifier: "known", secret: "right", client: "203.0.113.9").identifier == "known"
            )
        }
    }
}
