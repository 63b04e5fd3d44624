import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdBcrypt
import HummingbirdTesting
import Imaging
import MyBizAPI
import OpenMarketAPI
import SQLKit
import ServerTestSupport
import TestSupport
import Testing

@testable import MyBizServer
@testable import OpenMarketServer
@testable import Server
@testable import ServerDatabase
@testable import ServerSecurity

@Suite(
    "Password guesses and sign-ups: limits that hold under concurrency, across instances, per account and per address")
struct AttemptLimitTests {
    static let tooManyForAccount = "Too many wrong passwords for this account; try again in 10 minute(s)."

    /// Runs `body` `count` times at once; returns the statuses.
    static func concurrently(
        _ count: Int, _ body: @escaping @Sendable (Int) async throws -> HTTPResponse.Status
    ) async throws -> [HTTPResponse.Status] {
        try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
            for index in 0..<count { group.addTask { try await body(index) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test(
        "200 wrong logins at once for one account: exactly 10 are checked, the rest are 429",
        arguments: TestDatabase.available)
    func concurrentLogins(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let statuses = try await Self.concurrently(200) { _ in
                try await client.login(fixture.member.username, "wrong").status
            }
            #expect(statuses.count { $0 == .unauthorized } == 10)
            #expect(statuses.count { $0 == .tooManyRequests } == 190)
            let blocked = try await client.login(fixture.member.username, MyBizApp.Fixture.memberPassword)
            #expect(blocked.status == .tooManyRequests)
            #expect(blocked.errorReason == Self.tooManyForAccount)
            let retryAfter = try #require(blocked.headers[.retryAfter].flatMap { Int($0) })
            #expect((590...600).contains(retryAfter))
        }
    }

    @Test(
        "60 wrong item passwords at once: exactly 10 are checked, the rest are 429", arguments: TestDatabase.available)
    func concurrentItemGuesses(database: TestDatabase) async throws {
        try await OpenMarketApp.test(database: database) { client in
            let item = try await client.send(RawMultipart.registration(images: [try ImageFixtures.jpeg]))
                .decoded(ItemDetail.self)
            let statuses = try await Self.concurrently(60) { _ in
                var form = RawMultipart()
                form.text("password", "wrong")
                return try await client.send(form, .patch, to: "/item/\(item.id)").status
            }
            #expect(statuses.count { $0 == .notFound } == 10)
            #expect(statuses.count { $0 == .tooManyRequests } == 50)
            let delete = try await client.delete("/item/\(item.id)", json: #"{"password":"secret1"}"#)
            #expect(delete.status == .tooManyRequests)
            #expect(delete.headers[.retryAfter] != nil)
            #expect(delete.errorReason?.hasPrefix("Too many wrong passwords for item \(item.id)") == true)
        }
    }

    @Test(
        "two instances on one database count together: alternating between them does not help",
        arguments: TestDatabase.available)
    func acrossInstances(database: TestDatabase) async throws {
        try await database.withFreshStorage { storage in
            let fixture = try await MyBizApp.prepare(storage)
            let first = try await buildApplication(configuration: MyBizApp.configuration(storage))
            let second = try await buildApplication(configuration: MyBizApp.configuration(storage))
            try await first.test(.router) { one in
                try await second.test(.router) { two in
                    for guess in 0..<10 {
                        let status = try await (guess.isMultiple(of: 2) ? one : two).login(
                            fixture.member.username, "wrong"
                        ).status
                        #expect(status == .unauthorized)
                    }
                    #expect(try await one.login(fixture.member.username, "wrong").status == .tooManyRequests)
                    #expect(try await two.login(fixture.member.username, "wrong").status == .tooManyRequests)
                }
            }
        }
    }

    /// Trusts the test client's own address as a proxy, so X-Forwarded-For names the client.
    static let behindProxy: @Sendable (inout ServerConfiguration) -> Void = { $0.trustedProxies = ["127.0.0.1"] }

    @Test("an account under attack from one address still lets its owner in from another")
    func ownerFromElsewhere() async throws {
        try await MyBizApp.test(.live, configure: Self.behindProxy) { client, fixture in
            for _ in 0..<10 {
                let status = try await client.login(fixture.member.username, "wrong", forwardedFor: "203.0.113.9")
                    .status
                #expect(status == .unauthorized)
            }
            // The attacker's address waits, even with the right password
            let attacker = try await client.login(
                fixture.member.username, MyBizApp.Fixture.memberPassword, forwardedFor: "203.0.113.9")
            #expect(attacker.status == .tooManyRequests)
            // The owner, elsewhere, gets in
            let owner = try await client.login(
                fixture.member.username, MyBizApp.Fixture.memberPassword, forwardedFor: "198.51.100.7")
            #expect(owner.status == .ok)
        }
    }

    @Test("X-Forwarded-For is believed only from a trusted proxy")
    func forwardedForUntrusted() async throws {
        try await MyBizApp.test(.live) { client, fixture in
            for number in 0..<10 {
                _ = try await client.login(fixture.member.username, "wrong", forwardedFor: "203.0.113.\(number)")
            }
            let next = try await client.login(fixture.member.username, "wrong", forwardedFor: "198.51.100.7")
            #expect(next.status == .tooManyRequests)
        }
    }

    @Test("an attack spread over many addresses makes everyone wait until the window ends, stated in Retry-After")
    func spreadAttack() async throws {
        try await MyBizApp.test(.live, configure: Self.behindProxy) { client, fixture in
            for number in 0..<50 {
                let status = try await client.login(fixture.member.username, "wrong", forwardedFor: "10.0.0.\(number)")
                    .status
                #expect(status == .unauthorized)
            }
            let owner = try await client.login(
                fixture.member.username, MyBizApp.Fixture.memberPassword, forwardedFor: "198.51.100.7")
            #expect(owner.status == .tooManyRequests)
            #expect(owner.errorReason == Self.tooManyForAccount)
            #expect(owner.headers[.retryAfter] != nil)
        }
    }

    @Test("an unknown username is counted and refused in the same words: a 429 reveals no account")
    func unknownAccount() async throws {
        try await MyBizApp.test { client, _ in
            for _ in 0..<10 { #expect(try await client.login("nobody@example.com", "wrong").status == .unauthorized) }
            let blocked = try await client.login("nobody@example.com", "wrong")
            #expect(blocked.status == .tooManyRequests)
            #expect(blocked.errorReason == Self.tooManyForAccount)
        }
    }

    @Test("one address guessing over many accounts is stopped after 30 wrong passwords in all")
    func oneAddressManyAccounts() async throws {
        try await MyBizApp.test { client, _ in
            var statuses: [HTTPResponse.Status] = []
            for number in 0..<40 {
                for _ in 0..<2 { statuses.append(try await client.login("user\(number)@example.com", "wrong").status) }
            }
            #expect(statuses.prefix(30).allSatisfy { $0 == .unauthorized })
            #expect(statuses.dropFirst(30).allSatisfy { $0 == .tooManyRequests })
            let last = try await client.login("user99@example.com", "wrong")
            #expect(last.errorReason == "Too many wrong passwords from your address; try again in 10 minute(s).")
        }
    }

    @Test("sign-ups are limited per address: the 11th within an hour is 429")
    func signups() async throws {
        try await MyBizApp.test { client, _ in
            for number in 0..<10 {
                let response = try await client.call(
                    "/api/users/signup", .post, token: nil,
                    body: SignupRequest(username: "new\(number)@example.com", password: "secret", name: "New"))
                #expect(response.status == .ok)
            }
            let eleventh = try await client.call(
                "/api/users/signup", .post, token: nil,
                body: SignupRequest(username: "eleven@example.com", password: "secret", name: "New"))
            #expect(eleventh.status == .tooManyRequests)
            #expect(eleventh.errorReason == "Too many sign-ups from your address; try again in 60 minute(s).")
            #expect(eleventh.headers[.retryAfter] != nil)
            #expect(try await client.login("eleven@example.com", "secret").status == .unauthorized)
        }
    }

    @Test("a window's counts start afresh when it is over")
    func windowEnds() async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            try await TestDatabase.withDatabase(at: storage) { database in
                try await Migrator(database: database, migrations: SecurityMigrations.all).migrate()
                let clock = TestClock()
                let limiter = AttemptLimiter(
                    store: SQLAttemptCounterStore(database: database.sql),
                    limits: AttemptLimits(perSubjectAndClient: 2, window: .seconds(600)), now: { clock.now })
                for _ in 0..<2 { _ = try await limiter.begin("item:1", from: "a") }
                await #expect(throws: AttemptLimiter.Refused(scope: .subject, retryAfter: 600)) {
                    try await limiter.begin("item:1", from: "a")
                }
                clock.advance(by: 599)
                await #expect(throws: AttemptLimiter.Refused(scope: .subject, retryAfter: 1)) {
                    try await limiter.begin("item:1", from: "a")
                }
                clock.advance(by: 1)
                _ = try await limiter.begin("item:1", from: "a")
            }
        }
    }
}

@Suite("Passwords: every byte counts, old hashes keep working and are replaced")
struct PasswordHashingTests {
    @Test("an item's password longer than bcrypt's 72 bytes is checked whole")
    func longItemPassword() async throws {
        try await OpenMarketApp.test { client in
            let password = String(repeating: "A", count: 72) + "B"
            let item = try await client.send(
                RawMultipart.registration(password: password, images: [try ImageFixtures.jpeg])
            ).decoded(ItemDetail.self)
            var wrong = RawMultipart()
            wrong.text("password", String(repeating: "A", count: 72) + "Z")
            #expect(try await client.send(wrong, .patch, to: "/item/\(item.id)").status == .notFound)
            var right = RawMultipart()
            right.text("password", password)
            #expect(try await client.send(right, .patch, to: "/item/\(item.id)").status == .ok)
        }
    }

    @Test("an account's password longer than 72 bytes is checked whole")
    func longAccountPassword() async throws {
        try await MyBizApp.test { client, _ in
            let password = String(repeating: "p", count: 72) + "1"
            let signup = try await client.call(
                "/api/users/signup", .post, token: nil,
                body: SignupRequest(username: "long@example.com", password: password, name: "Long"))
            #expect(signup.status == .ok)
            #expect(
                try await client.login("long@example.com", String(repeating: "p", count: 72) + "2").status
                    == .unauthorized)
            #expect(try await client.login("long@example.com", password).status == .ok)
        }
    }

    @Test(
        "plain bcrypt hashes stored before still open their item and account, and are replaced at once",
        arguments: TestDatabase.available)
    func legacyHashes(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            // Given an item and an account whose hashes are plain bcrypt, as the server stored them before
            let legacy = Bcrypt.hash("legacy-secret", cost: 4)
            let itemID = try await TestDatabase.withDatabase(at: fixture.storage) { database in
                let item = try await SQLItemRepository(database: database.sql, changes: DataChanges()).create(
                    NewItem(
                        fields: ItemFields(
                            title: "Old", descriptions: "", price: 1, currency: "KRW", stock: 1, discountedPrice: nil),
                        passwordHash: legacy, registrationDate: 0,
                        images: [StoredImageUpload(try ImagePipeline().process(ImageFixtures.jpeg))]))
                try await database.sql.update("users").set("password_hash", to: legacy)
                    .where("id", .equal, fixture.member.id.uuidString).run()
                return item.id
            }
            // When the right passwords are given
            var form = RawMultipart()
            form.text("password", "legacy-secret")
            #expect(try await client.send(form, .patch, to: "/item/\(itemID)").status == .ok)
            #expect(try await client.login(fixture.member.username, "legacy-secret").status == .ok)
            // Then both are hashed anew, and still open
            try await TestDatabase.withDatabase(at: fixture.storage) { database in
                let item = try await SQLItemRepository(database: database.sql, changes: DataChanges()).item(id: itemID)
                #expect(item?.passwordHash?.hasPrefix(BcryptPasswordHasher.prefix) == true)
                let account = try await SQLAccountRepository(database: database.sql).account(
                    username: fixture.member.username)
                #expect(account?.passwordHash.hasPrefix(BcryptPasswordHasher.prefix) == true)
            }
            #expect(try await client.send(form, .patch, to: "/item/\(itemID)").status == .ok)
            #expect(try await client.login(fixture.member.username, "legacy-secret").status == .ok)
        }
    }
}

@Suite("Usernames: one account whatever the case of its letters")
struct UsernameCaseTests {
    @Test(
        "a username differing only in case is taken, and logs in to the same account", arguments: TestDatabase.available
    )
    func caseInsensitive(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let taken = try await client.call(
                "/api/users/signup", .post, token: nil,
                body: SignupRequest(username: "Member@Example.COM", password: "secret", name: "Copy"))
            #expect(taken.status == .badRequest)
            #expect(taken.errorReason == "The username Member@Example.COM is taken.")
            let login = try await client.login("MEMBER@example.com", MyBizApp.Fixture.memberPassword)
            #expect(login.status == .ok)
            #expect(try login.myBizDecoded(Session.self).user.id == fixture.member.id)
        }
    }

    @Test(
        "108 keeps accounts that differ only in case working, each by its own spelling",
        arguments: TestDatabase.available)
    func migration(database: TestDatabase) async throws {
        try await database.withFreshStorage { storage in
            let passwords = BcryptPasswordHasher(cost: 4)
            let (older, newer) = try await TestDatabase.withDatabase(at: storage) { database in
                let before = OpenMarketMigrations.all + MyBizMigrations.all.filter { $0.version < 108 }
                try await Migrator(database: database, migrations: before).migrate()
                var made: [UUID] = []
                for (username, created) in [("Case@X.org", 1.0), ("case@x.org", 2.0)] {
                    let id = UUID()
                    try await database.sql.insert(into: "users")
                        .columns("id", "username", "name", "password_hash", "role", "created_at")
                        .values(
                            SQLBind(id.uuidString), SQLBind(username), SQLBind("Person"),
                            SQLBind(try await passwords.hash("pw-\(username)")), SQLBind("member"), SQLBind(created)
                        ).run()
                    made.append(id)
                }
                return (made[0], made[1])
            }
            try await buildApplication(configuration: MyBizApp.configuration(storage)).test(.router) { client in
                let exactOld = try await client.login("Case@X.org", "pw-Case@X.org")
                #expect(try exactOld.myBizDecoded(Session.self).user.id == older)
                let exactNew = try await client.login("case@x.org", "pw-case@x.org")
                #expect(try exactNew.myBizDecoded(Session.self).user.id == newer)
                let other = try await client.login("CASE@X.ORG", "pw-Case@X.org")
                #expect(try other.myBizDecoded(Session.self).user.id == older)
            }
        }
    }
}
