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

@Suite("A calendar you can move through: weeks and months, any date, today, days in the reader's time zone")
struct CalendarPeriodTests {
    /// An event `name` at `date`, added through the API.
    static func add(
        _ name: String, at date: Date, type: EventType = .meeting, _ client: any TestClientProtocol, admin: String
    )
        async throws
    {
        let added = try await client.call(
            MyBizPath.events, token: admin, body: EventDraft(name: name, date: date, type: type, duration: 3_600))
        try #require(added.status == .created)
    }

    @Test("Given an event next month, then the week does not show it, its month does, and the arrows lead there")
    func nextMonth() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let later = Date().addingTimeInterval(40 * 86_400)
            try await Self.add("Board meeting", at: later, client, admin: admin)
            let member = try await MyBizApp.signedIn(client, fixture.member)
            #expect(!(try await member.get("/app/calendar").text.contains("Board meeting")))
            let day = PageText.isoDay(later)
            let month = try await member.get("/app/calendar?view=month&date=\(day)")
            #expect(month.text.contains("Board meeting"))
            let week = try await member.get("/app/calendar?view=week&date=\(day)")
            #expect(week.text.contains("Board meeting"))
            // The month view's arrows name the months around it
            let document = try XHTMLDocument(month.text)
            let links = document.root.all("a").compactMap { $0.attributes["href"] }
            #expect(links.contains { $0.hasPrefix("/app/calendar?view=month&date=") })
            #expect(links.contains { $0.hasPrefix("/app/calendar?view=week&date=") })
            // A date that is none is today's period, not an error
            let nonsense = try await member.get("/app/calendar?view=month&date=2026-02-30")
            #expect(nonsense.status == .ok)
        }
    }

    @Test(
        "Given a reader in Seoul, then a meeting at 20:00 UTC on Monday is on their Tuesday at 05:00; a holiday keeps its date"
    )
    func readersTimeZone() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            try await Self.add(
                "Late sync", at: try #require(MyBizJSON.parse("2027-03-01T20:00:00Z")), client, admin: admin)
            try await Self.add(
                "Founders' day", at: try #require(MyBizJSON.parse("2027-03-03T00:00:00Z")), type: .holiday, client,
                admin: admin)
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let inSeoul = WebAppSession(client: client, cookie: member.cookie + "; mybiz_tz=Asia%2FSeoul")
            let page = try await inSeoul.get("/app/calendar?view=week&date=2027-03-01")
            let document = try XHTMLDocument(page.text)
            let headings = document.root.all("h3").map(\.allText)
            #expect(headings.contains("Tue 2 Mar") && !headings.contains("Mon 1 Mar"))
            #expect(headings.contains("Wed 3 Mar"))
            #expect(page.text.contains(">05:00<") && page.text.contains("times in Asia/Seoul"))
            let inUTC = try await member.get("/app/calendar?view=week&date=2027-03-01")
            #expect(try XHTMLDocument(inUTC.text).root.all("h3").map(\.allText).contains("Mon 1 Mar"))
            let madeUp = WebAppSession(client: client, cookie: member.cookie + "; mybiz_tz=Mars%2FOlympus")
            #expect(try await madeUp.get("/app/calendar").text.contains("times in UTC"))
        }
    }
}
