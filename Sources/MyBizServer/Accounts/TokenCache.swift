import Foundation
import Locks
import ServerDatabase
import ServerHTTP

/// The accounts session tokens opened lately, kept in memory so that a client's every request does
/// not cost a database lookup.
///
/// An entry is trusted for at most `maxAge` after the database confirmed it, and never past its
/// token's expiry. A logout through this server forgets the token at once; a token revoked through
/// another server sharing the database is refused here at most `maxAge` later, when this server next
/// asks the database. Only tokens the database confirmed are kept, by their hash, so an unknown token
/// is looked up every time and costs no memory.
final class TokenCache: Sendable {
    /// A token, by its hash, and what it was issued for.
    struct Key: Hashable, Sendable {
        let tokenHash: String
        let kind: CredentialKind
    }

    private struct Entry {
        let grant: TokenGrant
        let confirmedAt: Date
    }

    /// How long an entry is trusted without asking the database again.
    let maxAge: TimeInterval
    /// The most tokens kept; when full, entries past their age go, and if none has, all do.
    let capacity: Int
    /// What the database said about a token, and when the lookup that asked it began.
    struct Lookup: Sendable {
        let grant: TokenGrant?
        let startedAt: Date
    }

    /// A lookup is shared only by requests that arrived after the same revocations.
    struct LookupKey: Hashable, Sendable {
        let token: Key
        let revocations: Int
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        /// Bumped by every `forget`: a lookup that began before a revocation is not kept.
        var revocations = 0
    }

    private let state = Locked(State())
    /// The database lookups under way, one per token: requests that miss together share one.
    let lookups = SingleFlight<LookupKey, Lookup>()

    /// A cache trusting entries for `maxAge` (nothing is kept when it is zero), holding at most
    /// `capacity` tokens.
    init(maxAge: Duration, capacity: Int = 10_000) {
        self.maxAge = maxAge.timeInterval
        self.capacity = capacity
    }

    /// The account the token with `tokenHash` opens at `now`, if the database confirmed it less than
    /// `maxAge` ago and it has not expired; `nil` means "ask the database".
    func account(tokenHash: String, kind: CredentialKind, at now: Date) -> Account? {
        let key = Key(tokenHash: tokenHash, kind: kind)
        let maxAge = self.maxAge
        return state.withLock { state -> Account? in
            guard let entry = state.entries[key] else { return nil }
            let age = now.timeIntervalSince(entry.confirmedAt)
            guard now < entry.grant.expiresAt, age >= 0, age < maxAge else {
                state.entries[key] = nil
                return nil
            }
            return entry.grant.account
        }
    }

    /// How many revocations this cache has seen; a lookup notes it when it begins.
    var revocations: Int { state.withLock { $0.revocations } }

    /// Keeps what the database confirmed, at `now` (when the lookup began), about the token with
    /// `tokenHash` — unless a token was revoked since the lookup began (`revocations` then).
    func remember(
        _ grant: TokenGrant, tokenHash: String, kind: CredentialKind, at now: Date, revocations: Int? = nil
    ) {
        guard maxAge > 0 else { return }
        let key = Key(tokenHash: tokenHash, kind: kind)
        let (maxAge, capacity) = (self.maxAge, self.capacity)
        state.withLock { state in
            if let revocations, revocations != state.revocations { return }
            if state.entries[key] == nil, state.entries.count >= capacity {
                state.entries = state.entries.filter { now.timeIntervalSince($0.value.confirmedAt) < maxAge }
                if state.entries.count >= capacity { state.entries = [:] }
            }
            state.entries[key] = Entry(grant: grant, confirmedAt: now)
        }
    }

    /// Forgets every token of account `id`, but the one with `keptTokenHash`: they have just been
    /// revoked. Lookups under way are not kept.
    func forget(accountID id: UUID, keeping keptTokenHash: String? = nil) {
        state.withLock { state in
            state.entries = state.entries.filter {
                $0.value.grant.account.id != id || $0.key.tokenHash == keptTokenHash
            }
            state.revocations += 1
        }
    }

    /// Forgets the token with `tokenHash`: it has just been revoked. Lookups under way are not kept.
    func forget(tokenHash: String, kind: CredentialKind) {
        let key = Key(tokenHash: tokenHash, kind: kind)
        state.withLock { state in
            state.entries[key] = nil
            state.revocations += 1
        }
    }
}
