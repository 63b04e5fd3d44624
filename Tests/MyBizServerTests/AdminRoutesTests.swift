import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("Every administrators' route refuses a member with 403, whatever the body or the id")
struct AdminRoutesTests {
    /// Each route only administrators may use, with an id in the path where it takes one.
    static let routes: [(HTTPRequest.Method, String)] = {
        let id = UUID()
        return [
            (.get, MyBizPath.users), (.post, MyBizPath.users), (.patch, MyBizPath.user(id)),
            (.post, MyBizPath.announcements), (.put, MyBizPath.announcement(id)),
            (.delete, MyBizPath.announcement(id)),
            (.post, MyBizPath.employees), (.put, MyBizPath.employee(id)), (.delete, MyBizPath.employee(id)),
            (.post, MyBizPath.events), (.put, MyBizPath.event(id)), (.delete, MyBizPath.event(id)),
            (.post, MyBizPath.catalogue), (.put, MyBizPath.catalogueProduct(id)),
            (.delete, MyBizPath.catalogueProduct(id)),
            (.get, MyBizPath.analytics), (.get, MyBizPath.analyticsSummary),
        ]
    }()

    @Test("Given a member, then a body that is not JSON, an empty one and a wrong id are all 403 on every admin route")
    func memberRefusedFirst() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await client.token(for: fixture.member)
            for (method, path) in Self.routes {
                for body in ["not json", "", "{\"name\": 5}"] {
                    // When a member sends it
                    let answer = try await client.call(path, method, token: member, json: body)
                    // Then it is refused for who they are, before the body is read
                    #expect(answer.status == .forbidden, "\(method) \(path) with \(body.debugDescription)")
                }
            }
            let wrongID = try await client.call("/api/catalogue/not-an-id", .put, token: member, json: "{}")
            #expect(wrongID.status == .forbidden)
        }
    }

    @Test("Given an administrator, then the same bodies are 400s naming what is wrong")
    func adminGetsTheBodysProblem() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let answer = try await client.call(MyBizPath.catalogue, .post, token: admin, json: "not json")
            #expect(answer.status == .badRequest)
        }
    }

    @Test("Given a member's browser, then every administrators' screen and form is a 403, whatever the form holds")
    func memberRefusedOnThePages() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let settings = try await member.get("/app/settings")
            let id = UUID().uuidString
            for path in [
                "/app/announcements/new", "/app/announcements/\(id)/edit", "/app/calendar/new",
                "/app/calendar/\(id)/edit", "/app/org/new", "/app/org/\(id)/edit", "/app/catalogue", "/app/accounts",
            ] {
                #expect(
                    try await member.get(path, headers: [.accept: "text/html"]).status == .forbidden, "GET \(path)")
            }
            for path in [
                "/app/announcements", "/app/announcements/\(id)", "/app/announcements/\(id)/delete", "/app/calendar",
                "/app/calendar/\(id)", "/app/calendar/\(id)/delete", "/app/org", "/app/org/\(id)",
                "/app/org/\(id)/delete", "/app/catalogue", "/app/catalogue/\(id)", "/app/catalogue/\(id)/retire",
                "/app/accounts", "/app/accounts/\(id)",
            ] {
                // A form with nothing in it, which an administrator would get back with its problems
                let answer = try await member.post(path, from: settings, [])
                #expect(answer.status == .forbidden, "POST \(path)")
            }
        }
    }
}
