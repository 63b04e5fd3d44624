import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ICalendar
import ServerTestSupport
import Testing
import ToDoKit
import WebPages

@testable import ToDoServer

@Suite("CalDAV: the to-do list for Reminders, Thunderbird and DAVx⁵, signed in with an app password")
struct CalDAVTests {
    private static let propfind = HTTPRequest.Method("PROPFIND")!
    private static let report = HTTPRequest.Method("REPORT")!

    private static func basic(_ user: WebUserLike) -> HTTPFields {
        let credentials = Data("\(user.username):app-password-of-\(user.id)".utf8).base64EncodedString()
        return [.authorization: "Basic \(credentials)"]
    }

    private typealias WebUserLike = (id: UUID, username: String)

    private static func body(_ response: TestResponse) -> String { String(buffer: response.body) }

    private static func todo(uid: String, summary: String, extra: String = "") -> String {
        let lines =
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN", "BEGIN:VTODO", "UID:\(uid)",
                "DTSTAMP:20261201T090000Z", "SUMMARY:\(summary)",
            ]
            + (extra.isEmpty ? [] : [extra]) + ["END:VTODO", "END:VCALENDAR"]
        return lines.map { $0 + "\r\n" }.joined()
    }

    @Test("Given no app password, then every CalDAV request but OPTIONS is 401 asking for Basic credentials")
    func signInFirst() async throws {
        try await ToDoApp.test { client, _ in
            let refused = try await client.execute(
                uri: "/dav/", method: Self.propfind, headers: [HTTPField.Name("Depth")!: "0"])
            #expect(refused.status == .unauthorized)
            #expect(refused.headers[.wwwAuthenticate]?.hasPrefix("Basic realm=") == true)
            let options = try await client.execute(uri: "/dav/", method: .options)
            #expect(options.headers[HTTPField.Name("DAV")!]?.contains("calendar-access") == true)
        }
    }

    @Test(
        "Given the bare address, then PROPFIND on / and /dav/ names the principal and its calendar home; /.well-known/caldav redirects"
    )
    func discovery() async throws {
        try await ToDoApp.test { client, fixture in
            let me = (fixture.member.id, fixture.member.username)
            var headers = Self.basic(me)
            headers[HTTPField.Name("Depth")!] = "0"
            let root = try await client.execute(uri: "/", method: Self.propfind, headers: headers)
            #expect(root.status.code == 207)
            #expect(
                Self.body(root).contains(
                    "<d:current-user-principal><d:href>/dav/principals/\(me.0.uuidString)/</d:href>"))
            let principal = try await client.execute(
                uri: "/dav/principals/\(me.0.uuidString)/", method: Self.propfind, headers: headers)
            #expect(
                Self.body(principal).contains(
                    "<c:calendar-home-set><d:href>/dav/calendars/\(me.0.uuidString)/</d:href>"))
            let wellKnown = try await client.execute(uri: "/.well-known/caldav", method: .get)
            #expect(wellKnown.status == .movedPermanently)
            #expect(wellKnown.headers[.location] == "/dav/")
        }
    }

    @Test("Given another account's calendar home, then it is refused, whatever is asked")
    func othersAreRefused() async throws {
        try await ToDoApp.test { client, fixture in
            let answer = try await client.execute(
                uri: "/dav/calendars/\(fixture.admin.id.uuidString)/Inbox/", method: Self.propfind,
                headers: Self.basic((fixture.member.id, fixture.member.username)))
            #expect(answer.status == .forbidden)
        }
    }

    @Test(
        "Given a to-do written by a client, then the list has it, GET answers it whole with its ETag, and If-None-Match * refuses a second"
    )
    func writeAndRead() async throws {
        try await ToDoApp.test { client, fixture in
            let me = (fixture.member.id, fixture.member.username)
            let object = "/dav/calendars/\(me.0.uuidString)/Inbox/abc-123.ics"
            let text = Self.todo(uid: "abc-123", summary: "Buy a lamp", extra: "X-KEEP-ME:yes")
            var headers = Self.basic(me)
            headers[.contentType] = "text/calendar"
            headers[.ifNoneMatch] = "*"
            let made = try await client.execute(
                uri: object, method: .put, headers: headers, body: ByteBuffer(string: text))
            #expect(made.status == .created)
            let list = try #require(try await fixture.repository?.list(of: me.0))
            #expect(list.toDo.map(\.title) == ["Buy a lamp"])
            let read = try await client.execute(uri: object, method: .get, headers: Self.basic(me))
            #expect(read.status == .ok)
            let component = try ICalendarParser.calendar(Self.body(read)).components("VTODO")[0]
            #expect(component.property("X-KEEP-ME")?.value == "yes")
            #expect(component.property("UID")?.value == "abc-123")
            #expect(read.headers[.eTag] == made.headers[.eTag] || made.headers[.eTag] == nil)
            let again = try await client.execute(
                uri: object, method: .put, headers: headers, body: ByteBuffer(string: text))
            #expect(again.status == .preconditionFailed)
        }
    }

    @Test("Given a body that is not one VTODO, then 403 names what is wrong and the list is unchanged")
    func refusedBodies() async throws {
        try await ToDoApp.test { client, fixture in
            let me = (fixture.member.id, fixture.member.username)
            let object = "/dav/calendars/\(me.0.uuidString)/Inbox/x.ics"
            for (text, sentence) in [
                ("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\n", "has no END:VTODO"),
                (
                    "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
                    "A list holds to-dos (VTODO) only"
                ),
                (Self.todo(uid: "d", summary: "x", extra: "DUE:tomorrow"), "DUE: “tomorrow” is not a date"),
            ] {
                let answer = try await client.execute(
                    uri: object, method: .put, headers: Self.basic(me), body: ByteBuffer(string: text))
                #expect(answer.status == .forbidden)
                #expect(Self.body(answer).contains(sentence))
            }
            #expect(try await fixture.repository?.list(of: me.0).toDo.isEmpty == true)
        }
    }

    @Test(
        "Given a sync token, when items change and one is deleted, then sync-collection answers exactly those, the deleted one as 404"
    )
    func syncCollection() async throws {
        try await ToDoApp.test { client, fixture in
            let me = (fixture.member.id, fixture.member.username)
            let repository = try #require(fixture.repository)
            let first = try ToDoItem(title: "First")
            let second = try ToDoItem(title: "Second")
            let third = try ToDoItem(title: "Third")
            _ = try await repository.update(of: me.0) { list throws(ToDoInputError) in
                for item in [first, second, third] { try list.add(item) }
            }
            let collection = "/dav/calendars/\(me.0.uuidString)/Inbox/"
            let query = { (token: String) in
                "<?xml version=\"1.0\"?><d:sync-collection xmlns:d=\"DAV:\"><d:sync-token>\(token)</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>"
            }
            let initial = Self.body(
                try await client.execute(
                    uri: collection, method: Self.report, headers: Self.basic(me), body: ByteBuffer(string: query(""))))
            #expect(initial.components(separatedBy: "<d:response>").count == 4)
            let token = try #require(initial.firstMatch(of: /<d:sync-token>([^<]+)<\/d:sync-token>/)?.1)
            _ = try await repository.update(of: me.0) { list throws(ToDoInputError) in
                try list.replace(with: try ToDoItem(title: "First, renamed", id: first.id))
            }
            _ = try await repository.delete(third.id, of: me.0)
            let changes = Self.body(
                try await client.execute(
                    uri: collection, method: Self.report, headers: Self.basic(me),
                    body: ByteBuffer(string: query(String(token)))))
            #expect(changes.contains("\(first.id.uuidString).ics</d:href><d:propstat>"))
            #expect(changes.contains("\(third.id.uuidString).ics</d:href><d:status>HTTP/1.1 404 Not Found"))
            #expect(!changes.contains(second.id.uuidString))
            let stale = try await client.execute(
                uri: collection, method: Self.report, headers: Self.basic(me),
                body: ByteBuffer(string: query("urn:mybiz:todo-sync:999")))
            #expect(stale.status == .forbidden)
            #expect(Self.body(stale).contains("valid-sync-token"))
        }
    }
}
