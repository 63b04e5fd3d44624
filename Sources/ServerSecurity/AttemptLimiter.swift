import Foundation
import NIOConcurrencyHelpers
import ServerDatabase

/// Limits guesses of a password — an account's or an item's — where an attacker cannot get round
/// the limit: each guess is counted in the shared database *before* the password is checked, so
/// two hundred guesses at once are counted like two hundred in a row, and alternating instances
/// counts on both. Three counters hold each guess: the account or item from this address, the
/// account or item from everywhere, and this address over everything it tries. A right password
/// gives its guess back and clears its address's count for that account or item.
package final class AttemptLimiter: Sendable {
    /// A guess, counted, waiting for its outcome.
    package struct Attempt: Sendable {
        fileprivate let counted: [(key: String, windowStart: Date)]
        fileprivate let pairKey: String
    }

    /// Which count ran out.
    package enum Scope: Sendable, Equatable {
        /// The account or item, from this address or from everywhere.
        case subject
        /// This address, over everything it tried.
        case client
    }

    /// A guess refused: the limit of `scope` is reached until `retryAfter` seconds have passed.
    package struct Refused: Error, Equatable {
        package let scope: Scope
        package let retryAfter: Int

        /// The wait in whole minutes, for sentences.
        package var minutes: Int { max(1, (retryAfter + 59) / 60) }
    }

    private let store: any AttemptCounterStore
    private let limits: AttemptLimits
    private let now: @Sendable () -> Date
    private let lastSweep = NIOLockedValueBox(Date.distantPast)

    package init(
        store: any AttemptCounterStore, limits: AttemptLimits, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.limits = limits
        self.now = now
    }

    /// Counts a guess at `subject` (`account:…`, `item:…`) from `client`.
    ///
    /// - Throws: `Refused` when a limit is reached; nothing is counted then.
    package func begin(_ subject: String, from client: String) async throws -> Attempt {
        try await sweepIfDue()
        let pairKey = "guess:\(subject)@\(client)"
        let counters: [(key: String, limit: Int, scope: Scope)] = [
            (pairKey, limits.perSubjectAndClient, .subject),
            ("guess:\(subject)", limits.perSubject, .subject),
            ("guess-from:\(client)", limits.perClient, .client),
        ]
        let counted = try await count(counters, window: limits.window)
        return Attempt(counted: counted, pairKey: pairKey)
    }

    /// The password was right: its guess is given back, and its address may try this subject afresh.
    package func succeeded(_ attempt: Attempt) async throws {
        try await store.reset(attempt.pairKey)
        for counter in attempt.counted where counter.key != attempt.pairKey {
            try await store.decrement(counter.key, windowStart: counter.windowStart)
        }
    }

    /// Counts a sign-up from `client`.
    ///
    /// - Throws: `Refused` when the address has signed up too often.
    package func signup(from client: String) async throws {
        _ = try await count(
            [("signup-from:\(client)", limits.signupsPerClient, .client)], window: limits.signupWindow)
    }

    /// Counts a new product from `client`, before its body is read; `giveBack` returns the count when
    /// the product is not stored after all.
    ///
    /// - Throws: `Refused` when the address has registered as many as the window allows.
    package func newItem(from client: String) async throws -> Attempt {
        try await sweepIfDue()
        let key = "item-from:\(client)"
        let counted = try await count([(key, limits.newItemsPerClient, .client)], window: limits.newItemWindow)
        return Attempt(counted: counted, pairKey: key)
    }

    /// Gives back every count of `attempt`: what it counted did not happen.
    package func giveBack(_ attempt: Attempt) async throws {
        for counter in attempt.counted { try await store.decrement(counter.key, windowStart: counter.windowStart) }
    }

    /// Counts one on each counter; when one is past its limit, gives every count back and refuses.
    private func count(_ counters: [(key: String, limit: Int, scope: Scope)], window: Duration) async throws
        -> [(key: String, windowStart: Date)]
    {
        let now = self.now()
        var counted: [(key: String, windowStart: Date)] = []
        for counter in counters {
            let (count, start) = try await store.increment(counter.key, at: now, window: window)
            counted.append((counter.key, start))
            if count > counter.limit {
                for earlier in counted { try await store.decrement(earlier.key, windowStart: earlier.windowStart) }
                let remaining = start.addingTimeInterval(window.timeInterval).timeIntervalSince(now)
                throw Refused(scope: counter.scope, retryAfter: max(1, Int(remaining.rounded(.up))))
            }
        }
        return counted
    }

    /// Drops counters whose window is long over, at most once a minute.
    private func sweepIfDue() async throws {
        let now = self.now()
        let due = lastSweep.withLockedValue { last in
            guard now.timeIntervalSince(last) >= 60 else { return false }
            last = now
            return true
        }
        guard due else { return }
        let longest = max(limits.window, limits.signupWindow, limits.newItemWindow)
        try await store.removeWindows(startedBefore: now.addingTimeInterval(-longest.timeInterval))
    }
}
