import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ServerTestSupport
import Testing
import ToDoKit

@testable import ToDoServer

@Suite("Quick add that understands, and an item's list, priority, labels, repeat and reminder on the pages")
struct ToDoOrganisedPagesTests {
    static let line = "Dentist friday 9am #health !2 every week @teeth"

    @Test(
        "Given the issue's line, then the item is weekly, priority 2, in health, labelled teeth, due a Friday at 9:00")
    func quickAddUnderstands() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            let page = try await session.get("/todo")
            let added = try await session.post("/todo/quick", from: page, [("line", Self.line), ("zone", "UTC")])
            #expect(added.status == .seeOther)
            let list = try await session.get("/todo")
            let row = try #require(XHTMLDocument(list.text).root.all("li").first { $0.allText.contains("Dentist") })
            for text in ["Priority 2", "health", "@teeth", "Repeats every week", ", 09:00"] {
                #expect(row.allText.contains(text), "\(text) in \(row.allText)")
            }
            #expect(row.allText.hasPrefix("Dentist") || row.all("a").first?.allText == "Dentist")
            let id = try await ToDoPagesTests.id(of: "Dentist", session)
            let detail = try await session.get("/todo/items/\(id)").text
            #expect(detail.contains("Fri ") && detail.contains("Every week") && detail.contains("health"))
        }
    }

    @Test(
        "Given a line being typed, then /todo/understand says what the line's post would add; without a session it answers nothing"
    )
    func understand() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            let page = try await session.get("/todo")
            let answer = try await session.post(
                "/todo/understand", from: page, [("line", Self.line), ("zone", "Asia/Seoul")])
            #expect(answer.status == .ok && answer.headers[.cacheControl] == "no-store")
            struct Reading: Decodable {
                struct Piece: Decodable { let kind: String, words: String, meaning: String }
                let title: String
                let understood: [Piece]
            }
            let reading = try JSONDecoder().decode(Reading.self, from: Data(answer.text.utf8))
            #expect(reading.title == "Dentist")
            #expect(reading.understood.map(\.kind) == ["due", "list", "priority", "repeats", "label"])
            #expect(reading.understood[0].words == "friday 9am" && reading.understood[0].meaning.hasSuffix(", 09:00"))
            let stranger = try await client.execute(uri: "/todo/understand", method: .post)
            #expect(stranger.status != .ok)
            let long = try await session.post(
                "/todo/quick", from: page, [("line", String(repeating: "@ab ", count: 100))])
            #expect(long.status == .badRequest && long.text.contains("A quick-add line has at most 300 characters"))
        }
    }

    @Test(
        "Given a weekly item, when it is checked on the page, then a finished copy is in Finished and the item is still to do, due a week later"
    )
    func checkRepeating() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            _ = try await ToDoPagesTests.add(
                session, [("title", "Water plants"), ("dueDate", "2030-05-17"), ("repeats", "every week")])
            let id = try await ToDoPagesTests.id(of: "Water plants", session)
            let page = try await session.get("/todo")
            let checked = try await session.post("/todo/items/\(id)/check", from: page, [])
            #expect(checked.status == .seeOther)
            #expect(try await ToDoPagesTests.titles(session, "done-section") == ["Water plants"])
            #expect(try await ToDoPagesTests.titles(session, "todo-section") == ["Water plants"])
            let detail = try await session.get("/todo/items/\(id)").text
            #expect(detail.contains("Fri 24 May 2030"), "a week after 17 May")
        }
    }

    @Test(
        "Given the edit form, then it shows the item's list, priority, labels, repeat and reminder, and refuses each wrong one beside its field"
    )
    func editForm() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            let page = try await session.get("/todo")
            _ = try await session.post("/todo/quick", from: page, [("line", Self.line), ("zone", "UTC")])
            let id = try await ToDoPagesTests.id(of: "Dentist", session)
            let form = try await session.get("/todo/items/\(id)/edit")
            let document = try XHTMLDocument(form.text)
            #expect(document.element(id: "list")?.attributes["value"] == "health")
            #expect(document.element(id: "labels")?.attributes["value"] == "teeth")
            #expect(document.element(id: "repeats")?.attributes["value"] == "every week")
            #expect(form.text.contains(#"<option value="2" selected="selected">"#))

            let wrong = try await session.post(
                "/todo/items/\(id)", from: form,
                [
                    ("title", "Dentist"), ("priority", "9"), ("repeats", "sometimes"), ("reminder", "soon"),
                    ("list", String(repeating: "l", count: 51)), ("labels", "teeth, ok"), ("zone", "UTC"),
                ])
            #expect(wrong.status == .badRequest)
            let refused = try XHTMLDocument(wrong.text)
            #expect(refused.element(id: "priority-error")?.allText == "Choose a priority from the list, or None.")
            #expect(refused.element(id: "repeats-error")?.allText.hasPrefix("Write the repeat as") == true)
            #expect(refused.element(id: "reminder-error")?.allText.hasPrefix("Give the reminder") == true)
            #expect(refused.element(id: "list-error")?.allText == "A list's name has at most 50 characters.")

            let saved = try await session.post(
                "/todo/items/\(id)", from: form,
                [
                    ("title", "Dentist"), ("priority", "1"), ("repeats", "every! 2 months"),
                    ("reminder", "2030-05-17T08:30"), ("list", "Inbox"), ("labels", "@teeth, Errands"), ("zone", "UTC"),
                ])
            #expect(saved.status == .seeOther)
            let detail = try await session.get("/todo/items/\(id)").text
            for text in [
                "Every 2 months, counted from when it is done", "teeth, Errands", "Fri 17 May 2030, 08:30", "Inbox",
            ] {
                #expect(detail.contains(text), "\(text)")
            }
        }
    }

    @Test(
        "Given items in lists, then a list's view, a label's and a search show theirs; without JavaScript an item moves up"
    )
    func viewsAndMoves() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            for line in ["Dentist #health @teeth", "Buy oat milk @shop", "Call Ann", "Pay rent"] {
                let page = try await session.get("/todo")
                _ = try await session.post("/todo/quick", from: page, [("line", line), ("zone", "UTC")])
            }
            let titles = { (path: String) in
                try XHTMLDocument(try await session.get(path).text).root.all("a")
                    .filter { $0.attributes["data-action"] == "open" }.map(\.allText)
            }
            #expect(try await titles("/todo?list=health") == ["Dentist"])
            #expect(try await titles("/todo?list=Inbox") == ["Buy oat milk", "Call Ann", "Pay rent"])
            #expect(try await titles("/todo?label=SHOP") == ["Buy oat milk"])
            #expect(try await titles("/todo?q=milk+oat") == ["Buy oat milk"])
            #expect(try await titles("/todo?q=%C3%A4nything") == [])
            let view = try await session.get("/todo?list=health")
            #expect(view.text.contains("List: health") && view.text.contains("Show everything"))

            // Added in a list's view, an item goes to that list.
            _ = try await session.post(
                "/todo/quick", from: view, [("line", "Stretch"), ("zone", "UTC"), ("list", "health")])
            #expect(try await titles("/todo?list=health") == ["Dentist", "Stretch"])

            let pay = try await ToDoPagesTests.id(of: "Pay rent", session)
            let call = try await ToDoPagesTests.id(of: "Call Ann", session)
            let page = try await session.get("/todo")
            let moved = try await session.post("/todo/items/\(pay)/move", from: page, [("before", call)])
            #expect(moved.status == .seeOther)
            #expect(try await titles("/todo?list=Inbox") == ["Buy oat milk", "Pay rent", "Call Ann"])
        }
    }
}
