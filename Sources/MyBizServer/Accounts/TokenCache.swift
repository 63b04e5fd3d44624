import Foundation
import Locks
import ServerSupport

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
    private let entries = Locked<[Key: Entry]>([:])
    /// The database lookups under way, one per token: requests that miss together share one.
    let lookups = SingleFlight<Key, TokenGrant?>()

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
        return entries.withLock { entries -> Account? in
            guard let entry = entries[key] else { return nil }
            let age = now.timeIntervalSince(entry.confirmedAt)
            guard now < entry.grant.expiresAt, age >= 0, age < maxAge else {
                entries[key] = nil
                return nil
            }
            return entry.grant.account
        }
    }

    /// Keeps what the database just confirmed, at `now`, about the token with `tokenHash`.
    func remember(_ grant: TokenGrant, tokenHash: String, kind: CredentialKind, at now: Date) {
        guard maxAge > 0 else { return }
        let key = Key(tokenHash: tokenHash, kind: kind)
        let (maxAge, capacity) = (self.maxAge, self.capacity)
        entries.withLock { entries in
            if entries[key] == nil, entries.count >= capacity {
                entries = entries.filter { now.timeIntervalSince($0.value.confirmedAt) < maxAge }
                if entries.count >= capacity { entries = [:] }
            }
            entries[key] = Entry(grant: grant, confirmedAt: now)
        }
    }

    /// Forgets the token with `tokenHash`: it has just been revoked.
    func forget(tokenHash: String, kind: CredentialKind) {
        let key = Key(tokenHash: tokenHash, kind: kind)
        entries.withLock { $0[key] = nil }
    }
}
