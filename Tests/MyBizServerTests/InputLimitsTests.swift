import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("Input a MyBiz request carries: text too long, NUL — refused, nothing stored")
struct InputLimitsTests {
    @Test(
        "MyBiz JSON with a NUL in any string is refused, naming it; nothing is stored",
        arguments: TestDatabase.available)
    func myBizNUL(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let signup = try await client.call(
                "/api/users/signup", .post, token: nil,
                json: #"{"username":"nul@example.com","password":"secret","name":"Nul\u0000Person"}"#)
            #expect(signup.status == .badRequest)
            #expect(signup.errorReason == #"Text in the body must not contain the NUL character (\u0000)."#)
            #expect(try await client.login("nul@example.com", "secret").status == .unauthorized)
            // An escaped backslash followed by "u0000" is text, not a NUL.
            let text = try await client.call(
                "/api/users/signup", .post, token: nil,
                json: #"{"username":"slash@example.com","password":"secret","name":"Back\\u0000slash"}"#)
            #expect(text.status == .ok)
            #expect(try text.myBizDecoded(Session.self).user.username == "slash@example.com")
        }
    }

    @Test("a login whose username holds a NUL is the usual 401", arguments: TestDatabase.available)
    func loginNUL(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, _ in
            let response = try await client.login("member@example.com\u{0}", "member-secret")
            #expect(response.status == .unauthorized)
            #expect(response.text == #"{"error":true,"reason":"Unauthorized"}"#)
        }
    }
}
