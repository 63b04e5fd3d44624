import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import NIOFoundationCompat
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("Administrators put events in the calendar, change and remove them; everyone sees them at once")
struct EventAdministrationTests {
    static let friday = MyBizJSON.parse("2026-11-27T14:00:00Z")!

    @Test(
        "Given an admin's new event, then a member reads it with its place, and changes and removal follow",
        arguments: TestDatabase.available)
    func addChangeRemove(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let member = try await client.token(for: fixture.member)
            _ = try await client.call(MyBizPath.events, token: member)  // cached now
            let draft = EventDraft(
                name: " Demo day ", date: Self.friday, type: .meeting, duration: 3_600, place: "Lab 2")
            let added = try await client.call(MyBizPath.events, token: admin, body: draft)
            #expect(added.status == .created)
            let event = try added.myBizDecoded(Event.self)
            #expect(event.name == "Demo day" && event.place == "Lab 2")
            var list = try await client.call(MyBizPath.events, token: member).myBizDecoded([Event].self)
            #expect(list.contains(event))

            let changed = try await client.call(
                MyBizPath.event(event.id), .put, token: admin,
                body: EventDraft(name: "Demo day", date: Self.friday, type: .appointment, duration: 1_800))
            #expect(try changed.myBizDecoded(Event.self).place == nil)
            list = try await client.call(MyBizPath.events, token: member).myBizDecoded([Event].self)
            #expect(list.first { $0.id == event.id }?.type == .appointment)

            #expect(try await client.call(MyBizPath.event(event.id), .delete, token: admin).status == .noContent)
            list = try await client.call(MyBizPath.events, token: member).myBizDecoded([Event].self)
            #expect(!list.contains { $0.id == event.id })
        }
    }

    @Test(
        "Given an event that breaks a rule, or a member, then nothing is added and the answer says why",
        arguments: [
            (EventDraft(name: "", date: friday, type: .meeting, duration: 60), "name must not be blank."),
            (
                EventDraft(name: "Cake", date: friday, type: .birthday, duration: 60),
                "type may not be Birthday: birthdays come from the people's birthdays."
            ),
            (
                EventDraft(name: "Retreat", date: friday, type: .meeting, duration: 8 * 86_400),
                "duration must be from 0 to 604800 seconds (a week)."
            ),
        ])
    func refused(draft: EventDraft, reason: String) async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let member = try await client.token(for: fixture.member)
            let before = try await client.call(MyBizPath.events, token: admin).myBizDecoded([Event].self)
            let response = try await client.call(MyBizPath.events, token: admin, body: draft)
            #expect(response.status == .badRequest && response.errorReason == reason)
            let byMember = try await client.call(
                MyBizPath.events, token: member,
                body: EventDraft(name: "Mine", date: Self.friday, type: .meeting, duration: 60))
            #expect(byMember.status == .forbidden)
            #expect(try await client.call(MyBizPath.events, token: admin).myBizDecoded([Event].self) == before)
        }
    }

    @Test("Given the calendar's form, then an admin adds an event a member sees this week, with its place")
    func onThePages() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let form = try await admin.get("/app/calendar/new")
            #expect(form.status == .ok)
            let today = PageTextDay.today()
            let bad = try await admin.post(
                "/app/calendar", from: form,
                [
                    ("name", ""), ("type", "Meeting"), ("day", today), ("time", "25:00"), ("minutes", "60"),
                    ("place", ""),
                ])
            #expect(bad.status == .badRequest)
            #expect(
                bad.text.contains("Name must not be blank.") && bad.text.contains("Give the time as hours and minutes"))
            let added = try await admin.post(
                "/app/calendar", from: form,
                [
                    ("name", "Stand-up"), ("type", "Meeting"), ("day", today), ("time", "23:59"), ("minutes", "15"),
                    ("place", "Room Ada"),
                ])
            #expect(
                added.headers[.location]?.hasPrefix("/app/calendar?view=week&date=") == true
                    && added.headers[.location]?.contains("&notice=added#event-") == true)
            let calendar = try await member.get("/app/calendar")
            #expect(calendar.text.contains("Stand-up") && calendar.text.contains("Room Ada"))
            #expect(!calendar.text.contains("/app/calendar/new"), "members see no admin controls")
            #expect(try await member.get("/app/calendar/new", headers: [.accept: "text/html"]).status == .forbidden)
        }
    }

    @Test("Given a time typed in the writer's zone, then the event starts at that moment; an unknown zone is explained")
    func writersTimeZone() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let form = try await admin.get("/app/calendar/new")
            let zone = try XHTMLDocument(form.text).root.all("input").first { $0.attributes["name"] == "zone" }
            #expect(zone?.attributes["value"] == "UTC", "without the page's script, times are UTC")
            let name = "Seoul call \(UUID().uuidString.prefix(4))"
            let fields = [
                ("name", name), ("type", "Meeting"), ("day", "2026-11-27"), ("time", "09:00"), ("minutes", "30"),
                ("place", ""),
            ]
            let unknown = try await admin.post("/app/calendar", from: form, fields + [("zone", "Mars/Olympus")])
            #expect(unknown.status == .badRequest)
            #expect(unknown.text.contains("The time zone “Mars/Olympus” is not one we know"))

            let added = try await admin.post("/app/calendar", from: form, fields + [("zone", "Asia/Seoul")])
            #expect(
                added.headers[.location]?.hasPrefix("/app/calendar?view=week&date=") == true
                    && added.headers[.location]?.contains("&notice=added#event-") == true)
            let token = try await client.token(for: fixture.member)
            let events = try await client.call(MyBizPath.events, token: token).myBizDecoded([Event].self)
            let event = try #require(events.first { $0.name == name })
            #expect(MyBizJSON.format(event.date) == "2026-11-27T00:00:00Z", "09:00 in Seoul is midnight UTC")

            let edit = try await admin.get("/app/calendar/\(event.id.uuidString)/edit")
            let start = try XHTMLDocument(edit.text).root.all("form").compactMap { $0.attributes["data-start"] }
            #expect(start == ["2026-11-27T00:00:00Z"], "the script shows the stored start in the reader's zone")
        }
    }
}

/// Today as a date field writes it, in UTC.
enum PageTextDay {
    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
