import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ServerTestSupport
import Testing
import ToDoKit

@testable import ToDoServer

@Suite("The list by what matters, quick add, undo and edit on the pages")
struct ToDoQuickTests {
    /// The titles under each heading of the to-do section, and Finished.
    static func groups(_ session: WebAppSession) async throws -> [String: [String]] {
        let document = try XHTMLDocument(try await session.get("/todo").text)
        var groups: [String: [String]] = [:]
        for key in ["overdue", "today", "upcoming", "no-date", "done"] {
            groups[key] =
                document.element(id: "\(key)-section")?.all("li").compactMap { $0.all("a").first?.allText } ?? []
        }
        return groups
    }

    @Test(
        "Given items due at various times, then the list shows Overdue (marked), Today, Upcoming, No date, then Finished newest first"
    )
    func ordered() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            for (title, due) in [
                ("Far", "2999-01-01"), ("Loose", ""), ("Late", "2020-01-01"), ("Soon", "2998-06-01"),
                ("Now-ish", DueTextToday.utc()),
            ] {
                _ = try await ToDoPagesTests.add(session, [("title", title), ("dueDate", due)])
            }
            for title in ["First done", "Second done"] {
                _ = try await ToDoPagesTests.add(session, [("title", title)])
                let page = try await session.get("/todo")
                _ = try await session.post(
                    "/todo/items/\(try await ToDoPagesTests.id(of: title, session))/check", from: page, [])
            }
            let groups = try await Self.groups(session)
            #expect(groups["overdue"] == ["Late"])
            #expect(groups["today"] == ["Now-ish"])
            #expect(groups["upcoming"] == ["Soon", "Far"])
            #expect(groups["no-date"] == ["Loose"])
            #expect(groups["done"] == ["Second done", "First done"])
            let page = try XHTMLDocument(try await session.get("/todo").text)
            let late = try #require(page.element(id: "overdue-section")?.all("li").first)
            #expect(late.classes.contains("overdue") && late.allText.contains("Overdue"))
        }
    }

    @Test("Given a quick-add line in Seoul's zone, then its end is the due date in that zone and the rest the title")
    func quickAdd() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            let page = try await session.get("/todo")
            let added = try await session.post(
                "/todo/quick", from: page, [("line", "Call Ann 2030-05-17 14:00"), ("zone", "Asia/Seoul")])
            #expect(added.status == .seeOther && added.headers[.location] == "/todo?notice=added")
            let seoul = WebAppSession(client: client, cookie: session.cookie + "; tz=Asia/Seoul")
            let list = try await seoul.get("/todo")
            #expect(list.text.contains("Call Ann") && list.text.contains("Due Fri 17 May 2030, 14:00"))
            let utc = try await session.get("/todo")
            #expect(utc.text.contains("Due Fri 17 May 2030, 05:00"), "14:00 in Seoul is 05:00 UTC")

            let blank = try await session.post("/todo/quick", from: page, [("line", "   ")])
            #expect(blank.status == .badRequest)
            #expect(try XHTMLDocument(blank.text).element(id: "quick-error")?.allText == "An item needs a title.")
            let duplicate = try await session.post("/todo/quick", from: page, [("line", "call ann 2030-05-17 05:00")])
            #expect(duplicate.status == .badRequest && duplicate.text.contains("is already in your to-do list"))
            #expect(
                try XHTMLDocument(duplicate.text).element(id: "quick-line")?.attributes["value"]
                    == "call ann 2030-05-17 05:00")
        }
    }

    @Test("Given a deleted item, when Undo is sent, then it is back in its place with its number")
    func undo() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            for title in ["One", "Two", "Three"] { _ = try await ToDoPagesTests.add(session, [("title", title)]) }
            let page = try await session.get("/todo")
            let two = try await ToDoPagesTests.id(of: "Two", session)
            // When it is deleted, the answer leads to the list with an Undo, so a reload sends nothing again
            let answer = try await session.post("/todo/items/\(two)/delete", from: page, [])
            #expect(answer.status == .seeOther && answer.headers[.location] == "/todo?deleted=\(two)")
            let deleted = try await session.get("/todo?deleted=\(two)")
            #expect(deleted.status == .ok && deleted.text.contains("Deleted “Two”."))
            #expect(try await ToDoPagesTests.titles(session, "todo-section") == ["One", "Three"])
            let document = try XHTMLDocument(deleted.text)
            let undo = try #require(document.root.all("form").first { $0.attributes["action"] == "/todo/restore" })
            let fields = undo.all("input").compactMap { input in
                input.attributes["name"].map { ($0, input.attributes["value"] ?? "") }
            }
            // The form names the item; the server kept the item itself, so nothing of it travels the page
            #expect(fields.map(\.0) == ["csrf", "item"] && fields.last?.1.lowercased() == two.lowercased())
            let restored = try await session.post("/todo/restore", fields)
            #expect(restored.status == .seeOther && restored.headers[.location] == "/todo?notice=restored")
            #expect(try await ToDoPagesTests.titles(session, "todo-section") == ["One", "Two", "Three"])
            let again = try await session.post("/todo/restore", fields)
            #expect(again.status == .conflict && again.text.contains("there is nothing to undo"))
            let item = try await session.get("/todo/items/\(two)")
            #expect(item.status == .ok, "the same id")
            // and the address of the delete, visited again, no longer offers to undo it
            let back = try await session.get("/todo?deleted=\(two)")
            #expect(back.status == .ok && !back.text.contains("Deleted “Two”.") && !back.text.contains("data-undo"))
        }
    }

    @Test("Given a deleted item, when the list changes otherwise, then its Undo is no longer offered")
    func undoOnlyUntilTheNextChange() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            for title in ["One", "Two"] { _ = try await ToDoPagesTests.add(session, [("title", title)]) }
            let page = try await session.get("/todo")
            let one = try await ToDoPagesTests.id(of: "One", session)
            let two = try await ToDoPagesTests.id(of: "Two", session)
            _ = try await session.post("/todo/items/\(two)/delete", from: page, [])
            #expect(try await session.get("/todo?deleted=\(two)").text.contains("Deleted “Two”."))
            // When another item is checked
            _ = try await session.post("/todo/items/\(one)/check", from: page, [])
            // Then the delete's address shows the list without its notice; another person never sees it
            let later = try await session.get("/todo?deleted=\(two)")
            #expect(later.status == .ok && !later.text.contains("Deleted “Two”."))
            let other = fixture.session(of: fixture.admin, on: client)
            #expect(!(try await other.get("/todo?deleted=\(two)").text.contains("Deleted")))
        }
    }

    @Test("Given an item, when it is edited, then it keeps its number and section; the add form's rules apply")
    func edit() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            for title in ["Buy milk", "Call Ada"] { _ = try await ToDoPagesTests.add(session, [("title", title)]) }
            let ada = try await ToDoPagesTests.id(of: "Call Ada", session)
            let form = try await session.get("/todo/items/\(ada)/edit")
            #expect(form.status == .ok)
            #expect(try XHTMLDocument(form.text).element(id: "title")?.attributes["value"] == "Call Ada")
            let duplicate = try await session.post("/todo/items/\(ada)", from: form, [("title", "buy milk")])
            #expect(duplicate.status == .badRequest && duplicate.text.contains("is already in your to-do list"))
            let badTime = try await session.post(
                "/todo/items/\(ada)", from: form,
                [("title", "Call Ada"), ("dueDate", "2030-01-02"), ("dueTime", "25:00")])
            #expect(badTime.status == .badRequest && badTime.text.contains("Enter the time as hours and minutes"))
            let saved = try await session.post(
                "/todo/items/\(ada)", from: form,
                [("title", "Call Ada back"), ("dueDate", "2030-01-02"), ("dueTime", "09:30"), ("placeName", "Office")])
            #expect(saved.status == .seeOther && saved.headers[.location] == "/todo/items/\(ada)?notice=saved")
            let item = try await session.get("/todo/items/\(ada)")
            #expect(item.text.contains("Call Ada back") && item.text.contains("Wed 2 Jan 2030, 09:30"))
            #expect(try await ToDoPagesTests.titles(session, "todo-section") == ["Call Ada back", "Buy milk"])
            let again = try await session.get("/todo/items/\(ada)/edit")
            #expect(try XHTMLDocument(again.text).element(id: "dueTime")?.attributes["value"] == "09:30")
        }
    }
}

/// Today as a date field writes it, in UTC.
enum DueTextToday {
    static func utc() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
