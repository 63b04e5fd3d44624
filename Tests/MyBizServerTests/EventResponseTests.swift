import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("Answers to events: going, maybe, not going — and who is coming")
struct EventResponseTests {
    @Test(
        "Given an event, then people answer it, change their answer or withdraw it, and everyone sees who comes",
        arguments: TestDatabase.available)
    func answering(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let event = fixture.company.events[0]
            let member = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            let going = try await client.call(
                MyBizPath.eventResponse(event.id), .put, token: member, body: EventResponseChange(answer: .going))
            #expect(try going.myBizDecoded([EventResponse].self).map(\.answer) == [.going])
            _ = try await client.call(
                MyBizPath.eventResponse(event.id), .put, token: admin, body: EventResponseChange(answer: .maybe))
            _ = try await client.call(
                MyBizPath.eventResponse(event.id), .put, token: member, body: EventResponseChange(answer: .notGoing))
            let all = try await client.call(MyBizPath.eventResponses(event.id), token: member)
                .myBizDecoded([EventResponse].self)
            #expect(all.map(\.name) == ["Ada Admin", "Mia Member"] && all.map(\.answer) == [.maybe, .notGoing])
            let withdrawn = try await client.call(MyBizPath.eventResponse(event.id), .delete, token: member)
            #expect(withdrawn.status == .noContent)
            #expect(
                try await client.call(MyBizPath.eventResponses(event.id), token: admin).myBizDecoded(
                    [EventResponse].self
                ).count == 1)
            let missing = try await client.call(
                MyBizPath.eventResponse(UUID()), .put, token: member, body: EventResponseChange(answer: .going))
            #expect(missing.status == .notFound)
            let wrong = try await client.call(
                MyBizPath.eventResponse(event.id), .put, token: member, json: #"{"answer":"perhaps"}"#)
            #expect(wrong.status == .badRequest)
        }
    }

    @Test("Given the calendar, then an event's page shows its details, and the reader answers it with a button")
    func onThePage() async throws {
        try await MyBizApp.test { client, fixture in
            let event = fixture.company.events[0]
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let calendar = try await member.get("/app/calendar")
            #expect(calendar.text.contains(#"<a href="/app/calendar/\#(event.id.uuidString)">\#(event.name)</a>"#))
            let page = try await member.get("/app/calendar/\(event.id.uuidString)")
            #expect(page.status == .ok && page.text.contains("<h1>\(event.name)</h1>") && page.text.contains("1 h"))
            let answered = try await member.post(
                "/app/calendar/\(event.id.uuidString)/response", from: page, [("answer", "going")])
            #expect(answered.headers[.location] == "/app/calendar/\(event.id.uuidString)?notice=answered")
            let after = try await member.get("/app/calendar/\(event.id.uuidString)?notice=answered")
            #expect(after.text.contains("You said: <strong>Going</strong>."))
            #expect(after.text.contains("<li>Mia Member</li>"))
            #expect(after.text.contains(#"value="going" class="selected" aria-pressed="true""#))
        }
    }
}
