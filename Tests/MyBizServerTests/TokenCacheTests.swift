import Foundation
import Testing

@testable import MyBizServer

@Suite("Tokens the database confirmed, trusted from memory for a bounded time")
struct TokenCacheTests {
    static let account = Account(id: UUID(), username: "mia@example.com", name: "Mia", role: .member)
    static let start = Date(timeIntervalSince1970: 1_795_339_800)

    /// A grant for the fixture's account expiring `seconds` after `start`.
    static func grant(expiringIn seconds: TimeInterval = 3_600) -> TokenGrant {
        TokenGrant(account: account, expiresAt: start.addingTimeInterval(seconds))
    }

    @Test("a confirmed token is answered from memory until its age runs out, then the database is asked again")
    func maxAge() {
        // Given a cache trusting tokens for two seconds, and a token the database just confirmed
        let cache = TokenCache(maxAge: .seconds(2))
        cache.remember(Self.grant(), tokenHash: "h1", kind: .apiToken, at: Self.start)
        // Then it is answered within the two seconds, and not once they are over
        #expect(cache.account(tokenHash: "h1", kind: .apiToken, at: Self.start.addingTimeInterval(1.9)) == Self.account)
        #expect(cache.account(tokenHash: "h1", kind: .apiToken, at: Self.start.addingTimeInterval(2)) == nil)
        #expect(cache.account(tokenHash: "h1", kind: .apiToken, at: Self.start.addingTimeInterval(0.5)) == nil)
    }

    @Test("a token is never answered at or past its expiry, however young the entry")
    func expiry() {
        let cache = TokenCache(maxAge: .seconds(60))
        cache.remember(Self.grant(expiringIn: 1), tokenHash: "h1", kind: .apiToken, at: Self.start)
        #expect(cache.account(tokenHash: "h1", kind: .apiToken, at: Self.start.addingTimeInterval(0.9)) == Self.account)
        #expect(cache.account(tokenHash: "h1", kind: .apiToken, at: Self.start.addingTimeInterval(1)) == nil)
    }

    @Test("what a lookup that began before a revocation found is not kept")
    func lookupBeforeRevocation() {
        // Given a lookup that began, then a logout that forgot its token
        let cache = TokenCache(maxAge: .seconds(60))
        let began = cache.revocations
        cache.forget(tokenHash: "h1", kind: .apiToken)
        // When the lookup ends with what the database said before the logout
        cache.remember(Self.grant(), tokenHash: "h1", kind: .apiToken, at: Self.start, revocations: began)
        // Then it is not kept; a lookup that began after the logout is
        #expect(cache.account(tokenHash: "h1", kind: .apiToken, at: Self.start) == nil)
        cache.remember(
            Self.grant(), tokenHash: "h1", kind: .apiToken, at: Self.start, revocations: cache.revocations)
        #expect(cache.account(tokenHash: "h1", kind: .apiToken, at: Self.start) == Self.account)
    }

    @Test("a forgotten token is asked of the database at once; other tokens and kinds stay")
    func forget() {
        let cache = TokenCache(maxAge: .seconds(60))
        cache.remember(Self.grant(), tokenHash: "h1", kind: .apiToken, at: Self.start)
        cache.remember(Self.grant(), tokenHash: "h2", kind: .apiToken, at: Self.start)
        cache.forget(tokenHash: "h1", kind: .apiToken)
        #expect(cache.account(tokenHash: "h1", kind: .apiToken, at: Self.start) == nil)
        #expect(cache.account(tokenHash: "h2", kind: .apiToken, at: Self.start) == Self.account)
        #expect(cache.account(tokenHash: "h2", kind: .webSession, at: Self.start) == nil)
    }

    @Test("a clock that went back does not make an entry trusted longer")
    func clockBack() {
        let cache = TokenCache(maxAge: .seconds(60))
        cache.remember(Self.grant(), tokenHash: "h1", kind: .apiToken, at: Self.start)
        #expect(cache.account(tokenHash: "h1", kind: .apiToken, at: Self.start.addingTimeInterval(-1)) == nil)
    }

    @Test("a zero age keeps nothing")
    func zero() {
        let cache = TokenCache(maxAge: .zero)
        cache.remember(Self.grant(), tokenHash: "h1", kind: .apiToken, at: Self.start)
        #expect(cache.account(tokenHash: "h1", kind: .apiToken, at: Self.start) == nil)
    }

    @Test("a full cache drops stale entries first, then everything, and never grows past its capacity")
    func capacity() {
        let cache = TokenCache(maxAge: .seconds(10), capacity: 3)
        cache.remember(Self.grant(), tokenHash: "old", kind: .apiToken, at: Self.start)
        let later = Self.start.addingTimeInterval(20)
        for hash in ["a", "b"] { cache.remember(Self.grant(), tokenHash: hash, kind: .apiToken, at: later) }
        // When a fourth token comes, the stale one goes and the young ones stay
        cache.remember(Self.grant(), tokenHash: "c", kind: .apiToken, at: later)
        #expect(["a", "b", "c"].allSatisfy { cache.account(tokenHash: $0, kind: .apiToken, at: later) != nil })
        // When a fifth comes and none is stale, the cache starts over with it alone
        cache.remember(Self.grant(), tokenHash: "d", kind: .apiToken, at: later)
        #expect(cache.account(tokenHash: "d", kind: .apiToken, at: later) == Self.account)
        #expect(cache.account(tokenHash: "a", kind: .apiToken, at: later) == nil)
    }
}
