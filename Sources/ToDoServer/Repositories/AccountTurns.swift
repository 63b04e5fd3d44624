import Foundation
import Locks

/// One change at a time to each account's list in this server: a change waits its turn rather than
/// reading the list another is writing, losing the race and trying again — which at a few hundred
/// changes at once would keep some from ever landing. Changes from other servers sharing the database
/// still meet over the list's version.
final class AccountTurns: Sendable {
    /// For each account whose turn is taken, the changes waiting for it, first come first.
    private let lines = Locked<[UUID: [CheckedContinuation<Void, Never>]]>([:])

    /// Runs `work` when it is `account`'s next turn, and gives the turn on when it ends.
    func inTurn<T: Sendable>(of account: UUID, _ work: () async throws -> T) async throws -> T {
        await take(account)
        do {
            let result = try await work()
            give(account)
            return result
        } catch {
            give(account)
            throw error
        }
    }

    private func take(_ account: UUID) async {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            let free = lines.withLock { lines -> Bool in
                guard lines[account] != nil else {
                    lines[account] = []
                    return true
                }
                lines[account]!.append(turn)
                return false
            }
            if free { turn.resume() }
        }
    }

    private func give(_ account: UUID) {
        let next = lines.withLock { lines -> CheckedContinuation<Void, Never>? in
            guard var line = lines[account], !line.isEmpty else {
                lines[account] = nil
                return nil
            }
            let next = line.removeFirst()
            lines[account] = line
            return next
        }
        next?.resume()
    }
}
