import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ICalendar
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("The calendar in other apps: a secret feed address per person, and one event's download")
struct CalendarFeedTests {
    /// The address a page shows once, made on the subscribe page.
    private static func makeAddress(_ session: WebAppSession) async throws -> String {
        let page = try await session.get("/app/calendar/subscribe")
        let made = try await session.post("/app/calendar/subscribe", from: page, [])
        #expect(made.status == .ok)
        let match = try #require(
            made.text.firstMatch(of: /<code id="feed-address">[^<]*(\/feeds\/calendar\/[^<]+)<\/code>/))
        return String(match.1)
    }

    @Test(
        "Given an address made in Seoul time, then the feed holds the events in Seoul time with a VTIMEZONE, birthdays yearly, and the person's answers",
        arguments: TestDatabase.available)
    func feed(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let seoul = WebAppSession(client: client, cookie: member.cookie + "; mybiz_tz=Asia/Seoul")
            let path = try await Self.makeAddress(seoul)
            let event = try #require(fixture.company.events.first { !$0.type.isAllDay })
            let token = try await client.token(for: fixture.member)
            _ = try await client.call(
                MyBizPath.eventResponse(event.id), .put, token: token, body: EventResponseChange(answer: .going))
            let answer = try await client.execute(uri: path, method: .get)
            #expect(answer.status == .ok)
            #expect(answer.headers[.contentType] == "text/calendar; charset=utf-8")
            let calendar = try ICalendarParser.calendar(String(buffer: answer.body))
            #expect(calendar.property("X-WR-TIMEZONE")?.value == "Asia/Seoul")
            #expect(calendar.components("VTIMEZONE").first?.property("TZID")?.value == "Asia/Seoul")
            let vevent = try #require(
                calendar.components("VEVENT").first { $0.property("UID")?.value == event.id.uuidString })
            #expect(vevent.property("DTSTART")?.parameter("TZID") == "Asia/Seoul")
            #expect(ICalendarTime(try #require(vevent.property("DTSTART")))?.date(in: .gmt) == event.date)
            #expect(vevent.property("X-MYBIZ-ANSWER")?.value == "going")
            // The answer dates the event's last change, so importers take it again.
            #expect(vevent.property("LAST-MODIFIED") != nil)
            #expect(vevent.property("DESCRIPTION")?.text.contains("Your answer: Going.") == true)
            let birthdays = calendar.components("VEVENT").filter {
                $0.property("UID")?.value.hasPrefix("birthday-") == true
            }
            #expect(!birthdays.isEmpty)
            #expect(birthdays.allSatisfy { $0.property("RRULE")?.value.hasPrefix("FREQ=YEARLY") == true })
            #expect(birthdays.allSatisfy { $0.property("DTSTART")?.parameter("VALUE") == "DATE" })
            let again = try await client.execute(
                uri: path, method: .get, headers: [.ifNoneMatch: try #require(answer.headers[.eTag])])
            #expect(again.status == .notModified)
        }
    }

    @Test(
        "Given an event changed and then deleted, then the feed keeps its UID, counts its SEQUENCE, and shows it cancelled"
    )
    func changesKeepTheUID() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let path = try await Self.makeAddress(admin)
            let event = fixture.company.events[0]
            let token = try await client.token(for: fixture.admin)
            let draft = EventDraft(
                name: "Moved", date: event.date.addingTimeInterval(3_600), type: event.type, duration: 600)
            #expect(try await client.call(MyBizPath.event(event.id), .put, token: token, body: draft).status == .ok)
            func vevent() async throws -> ICalendarComponent? {
                let text = String(buffer: try await client.execute(uri: path, method: .get).body)
                return try ICalendarParser.calendar(text).components("VEVENT").first {
                    $0.property("UID")?.value == event.id.uuidString
                }
            }
            let changed = try #require(try await vevent())
            #expect(changed.property("SUMMARY")?.text == "Moved" && changed.property("SEQUENCE")?.value == "1")
            #expect(try await client.call(MyBizPath.event(event.id), .delete, token: token).status == .noContent)
            let cancelled = try #require(try await vevent())
            #expect(cancelled.property("STATUS")?.value == "CANCELLED" && cancelled.property("SEQUENCE")?.value == "2")
        }
    }

    @Test("Given a new address, then the old one is 404 with a sentence; turned off, so is the new one")
    func replacedAndTurnedOff() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let old = try await Self.makeAddress(member)
            let new = try await Self.makeAddress(member)
            let gone = try await client.execute(uri: old, method: .get)
            #expect(gone.status == .notFound)
            #expect(String(buffer: gone.body).contains("turned off or replaced"))
            let page = try await member.get("/app/calendar/subscribe")
            #expect(page.text.contains("Your address has been on since"))
            let off = try await member.post("/app/calendar/subscribe/off", from: page, [])
            #expect(off.headers[.location] == "/app/calendar/subscribe?notice=off")
            #expect(try await client.execute(uri: new, method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/feeds/calendar/nothing.ics", method: .get).status == .notFound)
        }
    }

    @Test("Given an event's page, then it links its own .ics, which downloads one VEVENT")
    func oneEvent() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let event = fixture.company.events[0]
            let page = try await member.get("/app/calendar/\(event.id.uuidString)")
            #expect(page.text.contains("/app/calendar/\(event.id.uuidString)/event.ics"))
            let file = try await member.get("/app/calendar/\(event.id.uuidString)/event.ics")
            #expect(file.headers[.contentDisposition]?.hasPrefix("attachment; filename=") == true)
            let calendar = try ICalendarParser.calendar(String(buffer: file.body))
            #expect(calendar.components("VEVENT").map { $0.property("UID")?.value } == [event.id.uuidString])
            #expect(try await member.get("/app/calendar/\(UUID().uuidString)/event.ics").status == .notFound)
        }
    }
}
