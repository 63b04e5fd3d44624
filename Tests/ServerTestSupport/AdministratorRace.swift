import Foundation
import HTTPTypes
import HummingbirdTesting
import MyBizAPI
import Testing

/// One of two administrators racing each other: who they are and the server they go through.
package struct RacingAdministrator: Sendable {
    package let id: UUID
    package let username: String
    package let password: String
    package let client: any TestClientProtocol

    package init(id: UUID, username: String, password: String, client: any TestClientProtocol) {
        self.id = id
        self.username = username
        self.password = password
        self.client = client
    }
}

/// Two administrators changing each other at the same moment, round after round: the rule that an
/// enabled administrator always remains must hold whichever request the database takes first.
package enum AdministratorRace {
    /// Makes `second` an administrator through `first` (one already), then races the two `rounds` times
    /// — demoting each other, then disabling each other — and checks after every round that at most
    /// one change was made and one enabled administrator remains; the survivor then makes the other an
    /// enabled administrator again. `settle` is waited after each round, for servers that trust a role
    /// from memory that long.
    package static func run(
        _ rounds: Int, _ first: RacingAdministrator, _ second: RacingAdministrator, settle: Duration = .zero
    ) async throws {
        let promoter = try await first.client.token(first.username, first.password)
        let promoted = try await first.client.call(
            MyBizPath.user(second.id), .patch, token: promoter, body: AccountChange(role: .admin))
        try #require(promoted.status == .ok)
        var tokens = [promoter, try await second.client.token(second.username, second.password)]
        let racers = [first, second]
        for round in 0..<rounds {
            let change = round.isMultiple(of: 2) ? AccountChange(role: .member) : AccountChange(disabled: true)
            // When each changes the other at once
            let (one, two) = (tokens[0], tokens[1])
            async let byFirst = first.client.call(MyBizPath.user(second.id), .patch, token: one, body: change)
            async let bySecond = second.client.call(MyBizPath.user(first.id), .patch, token: two, body: change)
            let statuses = [try await byFirst.status, try await bySecond.status]
            // Then at most one succeeds, and exactly one enabled administrator remains
            #expect(statuses.filter { $0 == .ok }.count <= 1, "round \(round): \(statuses)")
            var list: [AccountSummary]?
            for (racer, token) in zip(racers, tokens) {
                let answer = try await racer.client.call(MyBizPath.users, token: token)
                if answer.status == .ok { list = try answer.myBizDecoded([AccountSummary].self) }
            }
            let admins = try #require(list, "round \(round): no administrator can list the accounts")
                .filter { $0.role == .admin && !$0.disabled && ($0.id == first.id || $0.id == second.id) }
            try #require(admins.count == 1, "round \(round): \(statuses), administrators \(admins.map(\.name))")
            // And the survivor makes the other an enabled administrator again
            let survivor = admins[0].id == first.id ? 0 : 1
            let other = 1 - survivor
            let restored = try await racers[survivor].client.call(
                MyBizPath.user(racers[other].id), .patch, token: tokens[survivor],
                body: AccountChange(role: .admin, disabled: false))
            #expect(restored.status == .ok, "round \(round): restoring \(racers[other].username)")
            if change.disabled == true {
                // A disabled account's tokens ended with it: it logs in again.
                tokens[other] = try await racers[other].client.token(racers[other].username, racers[other].password)
            }
            try await Task.sleep(for: settle)
        }
    }
}
