import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import SQLKit
import ServerDatabase
import ServerTestSupport
import Testing

@testable import MyBizServer
@testable import ServerSecurity

@Suite("MyBiz accounts: sign-up, Basic login, bearer tokens, logout")
struct MyBizAuthTests {
    static let unauthorized = #"{"error":true,"reason":"Unauthorized"}"#

    @Test("sign-up makes a member and answers a working token", arguments: TestDatabase.available)
    func signup(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, _ in
            let response = try await client.call(
                "/api/users/signup", token: nil,
                body: SignupRequest(username: "  new@example.com ", password: "secret", name: "New Person"))
            #expect(response.status == .ok)
            let session = try response.myBizDecoded(Session.self)
            #expect(session.user.username == "new@example.com")
            let me = try await client.call("/api/users/me", token: session.token)
            #expect(
                try me.myBizDecoded(User.self)
                    == User(id: session.user.id, username: "new@example.com", name: "New Person"))
            let again = try await client.login("new@example.com", "secret")
            #expect(again.status == .ok)
        }
    }

    @Test(
        "sign-up refuses what the contract forbids, each with its reason",
        arguments: [
            (SignupRequest(username: " ", password: "secret", name: "A"), "username must not be blank."),
            (SignupRequest(username: "a@b.c", password: "secret", name: ""), "name must not be blank."),
            (SignupRequest(username: "a@b.c", password: "12345", name: "A"), "password must be at least 6 characters."),
            (
                SignupRequest(username: "member@example.com", password: "secret", name: "A"),
                "The username member@example.com is taken."
            ),
        ])
    func signupRules(request: SignupRequest, reason: String) async throws {
        try await MyBizApp.test { client, _ in
            let response = try await client.call("/api/users/signup", token: nil, body: request)
            #expect(response.status == .badRequest)
            #expect(response.errorReason == reason)
        }
    }

    @Test(
        "sign-ups racing for one username make one account; the others are told it is taken",
        arguments: TestDatabase.available)
    func signupRace(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: MyBizApp.migrations) { database in
            do {
                // Given a username nobody has, and eight sign-ups for it at the same moment
                let accounts = SQLAccountRepository(database: database.sql)
                // When each stores its account
                let created = try await withThrowingTaskGroup(of: Account?.self) { group in
                    for number in 1...8 {
                        group.addTask {
                            try await accounts.create(
                                Account(
                                    id: UUID(), username: "race@example.com", name: "Racer \(number)", role: .member),
                                passwordHash: "hash", at: Date())
                        }
                    }
                    return try await group.reduce(into: [Account?]()) { $0.append($1) }
                }
                // Then exactly one made it, and the others got "taken" rather than an error
                #expect(created.compactMap { $0 }.count == 1)
                let stored = try await accounts.account(username: "race@example.com")
                #expect(stored?.account == created.compactMap { $0 }.first)
            }
        }
    }

    @Test("Basic login answers a token and the user; the token opens every route", arguments: TestDatabase.available)
    func login(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let response = try await client.login(fixture.member.username, MyBizApp.Fixture.memberPassword)
            #expect(response.status == .ok)
            let session = try response.myBizDecoded(Session.self)
            #expect(session.user == Session.Account(id: fixture.member.id, username: fixture.member.username))
            // At least 128 random bits: 32 bytes in unpadded base64url.
            #expect(session.token.count == 43)
            for path in ["users/me", "announcements", "employees", "events", "products", "purchases"] {
                #expect(try await client.call("/api/\(path)", token: session.token).status == .ok, "\(path)")
            }
        }
    }

    @Test(
        "wrong or missing Basic credentials are 401 with the exact Unauthorized body",
        arguments: [
            "Basic " + Data("member@example.com:wrong".utf8).base64EncodedString(),
            "Basic " + Data("nobody@example.com:member-secret".utf8).base64EncodedString(),
            "Basic not-base64!", "Bearer something", "",
        ])
    func badLogin(header: String) async throws {
        try await MyBizApp.test { client, _ in
            let headers: HTTPFields = header.isEmpty ? [:] : [.authorization: header]
            let response = try await client.execute(uri: "/api/users/login", method: .post, headers: headers)
            #expect(response.status == .unauthorized)
            #expect(response.text == Self.unauthorized)
        }
    }

    @Test("no token, an unknown token and a malformed header are 401 with the exact body on every route")
    func badTokens() async throws {
        try await MyBizApp.test { client, fixture in
            let routes: [(String, HTTPRequest.Method)] = [
                ("/api/users/me", .get), ("/api/users/\(fixture.admin.id)", .get), ("/api/users/logout", .post),
                ("/api/announcements", .get), ("/api/employees", .get), ("/api/events", .get), ("/api/products", .get),
                ("/api/purchases", .get), ("/api/purchases", .post), ("/api/analytics", .post),
                ("/api/analytics/batch", .post), ("/api/analytics", .get), ("/api/analytics/summary", .get),
            ]
            for (uri, method) in routes {
                for headers: HTTPFields in [[:], [.authorization: "Bearer made-up"], [.authorization: "Bearer"]] {
                    let response = try await client.execute(uri: uri, method: method, headers: headers)
                    #expect(response.status == .unauthorized, "\(method) \(uri)")
                    #expect(response.text == Self.unauthorized, "\(method) \(uri)")
                }
            }
        }
    }

    @Test("an expired token is refused", arguments: TestDatabase.available)
    func expired(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database, tokenLifetime: .zero) { client, fixture in
            let token = try await client.token(for: fixture.member)
            let response = try await client.call("/api/users/me", token: token)
            #expect(response.status == .unauthorized)
            #expect(response.text == Self.unauthorized)
        }
    }

    @Test("logout revokes the token in use, and only that one", arguments: TestDatabase.available)
    func logout(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let phone = try await client.token(for: fixture.member)
            let laptop = try await client.token(for: fixture.member)
            #expect(try await client.call("/api/users/logout", .post, token: phone).status == .noContent)
            let revoked = try await client.call("/api/users/me", token: phone)
            #expect(revoked.status == .unauthorized)
            #expect(revoked.text == Self.unauthorized)
            #expect(try await client.call("/api/users/me", token: laptop).status == .ok)
        }
    }

    @Test("tokens are stored only as hashes, passwords only as bcrypt", arguments: TestDatabase.available)
    func storedHashed(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: MyBizApp.migrations) { database in
            let fixture = try await MyBizApp.prepare(database)
            let settings = MyBizSettings(tokenLifetime: .seconds(3_600), maxPurchaseOrderExpense: 1_000)
            try await MyBizApp.app(on: database, settings).test(.router) { client in
                let token = try await client.token(for: fixture.member)
                let stored = try await database.sql.select().column("token_hash").from("session_tokens").all()
                    .map { try $0.decode(column: "token_hash", as: String.self) }
                #expect(stored == [SessionToken(text: token).hash])
                #expect(!stored.contains(token))
                let hashes = try await database.sql.select().column("password_hash").from("users").all()
                    .map { try $0.decode(column: "password_hash", as: String.self) }
                #expect(hashes.count == 2 && hashes.allSatisfy { $0.hasPrefix("$bcrypt-sha256$$2b$04$") })
            }
        }
    }

    @Test("me and users/{id} answer id, username and name; unknown ids are 404, malformed 400")
    func users() async throws {
        try await MyBizApp.test { client, fixture in
            let token = try await client.token(for: fixture.member)
            let me = try await client.call("/api/users/me", token: token)
            #expect(try me.myBizDecoded(User.self) == fixture.member.user)
            let admin = try await client.call("/api/users/\(fixture.admin.id.uuidString)", token: token)
            #expect(try admin.myBizDecoded(User.self) == fixture.admin.user)
            let lowerCase = try await client.call(
                "/api/users/\(fixture.admin.id.uuidString.lowercased())", token: token)
            #expect(lowerCase.status == .ok)
            let unknown = UUID()
            let missing = try await client.call("/api/users/\(unknown)", token: token)
            #expect(missing.status == .notFound)
            #expect(missing.errorReason == "There is no user \(unknown.uuidString).")
            let malformed = try await client.call("/api/users/42", token: token)
            #expect(malformed.status == .badRequest)
            #expect(malformed.errorReason == "“42” is not a user id.")
        }
    }

    @Test("ten wrong passwords make the account wait, even for the right one")
    func attemptLimit() async throws {
        try await MyBizApp.test { client, fixture in
            for _ in 0..<10 { _ = try await client.login(fixture.member.username, "wrong") }
            let blocked = try await client.login(fixture.member.username, MyBizApp.Fixture.memberPassword)
            #expect(blocked.status == .tooManyRequests)
            #expect(blocked.errorReason?.hasPrefix("Too many wrong passwords for this account") == true)
            #expect(try await client.login(fixture.admin.username, MyBizApp.Fixture.adminPassword).status == .ok)
        }
    }
}
