import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing
import WebPages

@testable import MyBizServer

@Suite("Signed-in pages kept rendered: the same bytes until the data changes, and never another reader's")
struct KeptPagesTests {
    @Test(
        "Given a screen read twice, when an administrator changes the company through the API, then the next read shows it"
    )
    func changeShowsAtOnce() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let token = try await client.token(for: fixture.admin)
            // Given the org chart and the calendar, each read twice (the second time from what is kept)
            for path in ["/app/org", "/app/calendar"] {
                let first = try await member.get(path)
                #expect(try await member.get(path).text == first.text, "\(path) is the same page again")
            }
            // When a person and an event are added through the API
            _ = try await client.call(
                MyBizPath.employees, token: token,
                body: EmployeeDraft(
                    givenName: "Zelda", familyName: "Quartz", location: "Busan",
                    manager: fixture.company.employees[0].id))
            _ = try await client.call(
                MyBizPath.events, token: token,
                body: EventDraft(name: "Quarterly kick-off", date: Date(), type: .meeting, duration: 3_600))
            // Then the next reads show them
            #expect(try await member.get("/app/org").text.contains("Quartz"))
            #expect(try await member.get("/app/calendar").text.contains("Quarterly kick-off"))
        }
    }

    @Test("Given two browsers of one account, then each page carries its own session's form token")
    func ownFormToken() async throws {
        try await MyBizApp.test { client, fixture in
            let laptop = try await MyBizApp.signedIn(client, fixture.member)
            let phone = try await MyBizApp.signedIn(client, fixture.member)
            for path in ["/app/settings", "/app/purchases", "/app/announcements", "/app/calendar"] {
                for _ in 0..<2 {
                    for browser in [laptop, phone] {
                        let page = try await browser.get(path)
                        let session = try #require(browser.cookie.split(separator: "=", maxSplits: 1).last)
                        #expect(
                            try BrowserForms.formToken(in: page) == FormProtection.token(forSession: String(session)),
                            "\(path)")
                    }
                }
            }
        }
    }

    @Test("Given two accounts, then neither is ever shown the other's page")
    func ownReader() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            for path in ["/app/settings", "/app/org", "/app/purchases"] {
                for _ in 0..<2 {
                    #expect(try await member.get(path).text.contains(fixture.member.username), "\(path)")
                    #expect(!(try await member.get(path).text.contains(fixture.admin.username)), "\(path)")
                    #expect(try await admin.get(path).text.contains(fixture.admin.username), "\(path)")
                }
            }
        }
    }

    @Test("Given a dashboard just read, when a report is stored, then the dashboard shows it at once")
    func dashboardShowsReportAtOnce() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let token = try await client.token(for: fixture.member)
            let before = try XHTMLDocument(try await admin.get("/dashboard").text)
            #expect(before.tableRows(id: "screens-table").first { $0[0] == "Calendar" } == ["Calendar", "0", "0"])
            _ = try await client.call(
                "/api/analytics", token: token, body: MyBizApp.report("calendarShown", at: Date()))
            let after = try XHTMLDocument(try await admin.get("/dashboard").text)
            #expect(after.tableRows(id: "screens-table").first { $0[0] == "Calendar" } == ["Calendar", "1", "1"])
        }
    }

    @Test("Given a notice in the address, then the page says it once, and the plain address does not")
    func noticeInKey() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            _ = try await member.get("/app/settings")
            #expect(try await member.get("/app/settings?notice=password").text.contains("Your password is changed."))
            #expect(!(try await member.get("/app/settings").text.contains("Your password is changed.")))
            #expect(!(try await member.get("/app/settings?notice=nonsense").text.contains("Your password is changed.")))
        }
    }
}
