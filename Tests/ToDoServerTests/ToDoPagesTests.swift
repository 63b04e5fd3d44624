import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ServerTestSupport
import Testing
import ToDoKit

@testable import ServerDatabase
@testable import ToDoServer

@Suite("ToDo as web pages: each account's own list, with ToDoKit's rules")
struct ToDoPagesTests {
    /// Adds an item through the form; returns the answer.
    static func add(_ session: WebAppSession, _ fields: [(String, String)]) async throws -> TestResponse {
        let form = try await session.get("/todo/new")
        return try await session.post("/todo/items", from: form, fields)
    }

    /// The titles in a section of `/todo` (`todo-section` or `done-section`).
    static func titles(_ session: WebAppSession, _ section: String) async throws -> [String] {
        let document = try XHTMLDocument(try await session.get("/todo").text)
        return document.element(id: section)?.all("li").filter { $0.attributes["id"] != nil }
            .compactMap { $0.all("a").first?.allText } ?? []
    }

    /// The id of the item titled `title`.
    static func id(of title: String, _ session: WebAppSession) async throws -> String {
        let document = try XHTMLDocument(try await session.get("/todo").text)
        let item = try #require(document.root.all("li").first { $0.all("a").first?.allText == title })
        return String(try #require(item.attributes["id"]).dropFirst("item-".count))
    }

    @Test("without a web session /todo sends the browser to the login form")
    func needsLogin() async throws {
        try await ToDoApp.test { client, _ in
            let page = try await client.execute(uri: "/todo", method: .get)
            #expect(page.status == .seeOther && page.headers[.location] == "/app/login?next=%2Ftodo")
            let form = try await client.execute(uri: "/todo/items", method: .post)
            #expect(form.status == .seeOther)
        }
    }

    @Test(
        "Given a new list, when /todo is shown, then each section says it is empty and the way to add is one click away"
    )
    func emptyStates() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            let document = try XHTMLDocument(try await session.get("/todo").text)
            let toDo = try #require(document.element(id: "todo-empty"))
            #expect(toDo.attributes["class"] == "empty-state")
            #expect(toDo.allText.contains("Nothing to do"))
            #expect(toDo.all("a").first?.attributes["href"] == "/todo/new")
            #expect(document.element(id: "done-empty")?.allText.contains("Nothing finished yet") == true)
            // When the one item is added and checked, the to-do section says everything is finished
            _ = try await Self.add(session, [("title", "Buy milk")])
            let page = try await session.get("/todo")
            _ = try await session.post(
                "/todo/items/\(try await Self.id(of: "Buy milk", session))/check", from: page, [])
            let finished = try XHTMLDocument(try await session.get("/todo").text)
            #expect(finished.element(id: "todo-empty")?.allText.contains("Everything is finished.") == true)
            #expect(finished.element(id: "done-empty") == nil)
        }
    }

    @Test("add, check, uncheck and delete move items between the sections in the person's order")
    func sections() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            for title in ["Buy milk", "Call Ada", "Book flights"] {
                let added = try await Self.add(session, [("title", title)])
                #expect(added.status == .seeOther && added.headers[.location] == "/todo?notice=added")
            }
            #expect(try await Self.titles(session, "todo-section") == ["Buy milk", "Call Ada", "Book flights"])
            let page = try await session.get("/todo")
            let milk = try await Self.id(of: "Buy milk", session)
            _ = try await session.post("/todo/items/\(milk)/check", from: page, [])
            #expect(try await Self.titles(session, "todo-section") == ["Call Ada", "Book flights"])
            #expect(try await Self.titles(session, "done-section") == ["Buy milk"])
            _ = try await session.post("/todo/items/\(milk)/uncheck", from: page, [])
            #expect(try await Self.titles(session, "todo-section") == ["Call Ada", "Book flights", "Buy milk"])
            let ada = try await Self.id(of: "Call Ada", session)
            _ = try await session.post("/todo/items/\(ada)/delete", from: page, [])
            #expect(try await Self.titles(session, "todo-section") == ["Book flights", "Buy milk"])
        }
    }

    @Test("an action done already — a delete sent twice, a check of a deleted item — answers the list, never an error")
    func repeatedActions() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            _ = try await Self.add(session, [("title", "Pay the rent")])
            _ = try await Self.add(session, [("title", "Water the ficus")])
            let page = try await session.get("/todo")
            let rent = try await Self.id(of: "Pay the rent", session)
            // When Delete is sent twice, as a double tap on a slow connection does
            let first = try await session.post("/todo/items/\(rent)/delete", from: page, [])
            let second = try await session.post("/todo/items/\(rent)/delete", from: page, [])
            // Then both lead to the list with the item's Undo, and it was deleted once
            #expect(first.status == .seeOther && second.headers[.location] == first.headers[.location])
            let after = try await session.get(try #require(second.headers[.location]))
            #expect(
                after.status == .ok && after.text.contains("Deleted “Pay the rent”.")
                    && after.text.contains("data-undo"))
            #expect(try await Self.titles(session, "todo-section") == ["Water the ficus"])
            // And checking the deleted item leads to the list saying it is gone
            let check = try await session.post("/todo/items/\(rent)/check", from: page, [])
            #expect(check.status == .seeOther && check.headers[.location] == "/todo?notice=gone")
            #expect(try await session.get("/todo?notice=gone").text.contains("That item is not in your list any more."))
        }
    }

    @Test("a blank title and a duplicate of an unfinished item are refused with ToDoKit's sentences, nothing added")
    func rules() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            _ = try await Self.add(session, [("title", "Buy milk")])
            let blank = try await Self.add(session, [("title", "   ")])
            #expect(blank.status == .badRequest)
            #expect(
                try XHTMLDocument(blank.text).element(id: "title-error")?.allText
                    == ToDoInputError.emptyTitle.description)
            let duplicate = try await Self.add(session, [("title", "  buy MILK ")])
            #expect(duplicate.status == .badRequest)
            #expect(duplicate.text.contains("is already in your to-do list"))
            let badPlace = try await Self.add(session, [("title", "Walk"), ("latitude", "91"), ("longitude", "0")])
            #expect(
                try XHTMLDocument(badPlace.text).element(id: "coordinate-error")?.allText.contains(
                    "not a place on Earth") == true)
            #expect(try await Self.titles(session, "todo-section") == ["Buy milk"])
            // A finished item does not count as a duplicate.
            let page = try await session.get("/todo")
            _ = try await session.post(
                "/todo/items/\(try await Self.id(of: "Buy milk", session))/check", from: page, [])
            let again = try await Self.add(session, [("title", "Buy milk")])
            #expect(again.status == .seeOther)
        }
    }

    @Test(
        "a NUL in any field is refused next to that field with ToDoKit's sentence, and nothing is stored",
        arguments: TestDatabase.available)
    func nul(database: TestDatabase) async throws {
        try await ToDoApp.test(database: database) { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            for (field, error, name) in [
                ("title", "title-error", ToDoField.title), ("description", "description-error", .description),
                ("placeName", "place-error", .placeName), ("address", "place-error", .address),
            ] {
                var fields = [("title", "Walk"), ("placeName", "Park")]
                fields.removeAll { $0.0 == field }
                let answer = try await Self.add(session, fields + [(field, "a\u{0}b")])
                #expect(answer.status == .badRequest, "\(field)")
                #expect(
                    try XHTMLDocument(answer.text).element(id: error)?.allText
                        == ToDoInputError.containsNUL(name).description)
            }
            #expect(try await Self.titles(session, "todo-section").isEmpty)
        }
    }

    @Test("an item's page shows its due date, place, address, a map link and its description")
    func detail() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            _ = try await Self.add(
                session,
                [
                    ("title", "Dinner"), ("dueDate", "2030-05-17"), ("placeName", "Oak Café"), ("address", "1 Main St"),
                    ("latitude", "37.5"), ("longitude", "127"), ("description", "Bring the book."),
                ])
            let id = try await Self.id(of: "Dinner", session)
            let page = try await session.get("/todo/items/\(id)")
            for text in ["Fri 17 May 2030", "Oak Café", "1 Main St", "Bring the book.", "openstreetmap.org/?mlat=37.5"]
            {
                #expect(page.text.contains(text), "\(text)")
            }
            let missing = try await session.get("/todo/items/\(UUID().uuidString)")
            #expect(missing.status == .notFound)
        }
    }

    @Test("each account sees only its own list")
    func perAccount() async throws {
        try await ToDoApp.test { client, fixture in
            let member = fixture.session(of: fixture.member, on: client)
            let admin = fixture.session(of: fixture.admin, on: client)
            _ = try await Self.add(member, [("title", "Member's item")])
            #expect(try await Self.titles(admin, "todo-section").isEmpty)
            let id = try await Self.id(of: "Member's item", member)
            let page = try await admin.get("/todo/new")
            let attempt = try await admin.post("/todo/items/\(id)/delete", from: page, [])
            // Another's item is not in the admin's list: answered as one deleted already, changing nothing.
            #expect(attempt.status == .seeOther)
            #expect(!(try await admin.get(try #require(attempt.headers[.location])).text.contains("data-undo")))
            #expect(try await Self.titles(member, "todo-section") == ["Member's item"])
        }
    }

    @Test("a form from another site or without its token changes nothing")
    func forgedForm() async throws {
        try await ToDoApp.test { client, fixture in
            let session = fixture.session(of: fixture.member, on: client)
            let missing = try await session.post("/todo/items", [("title", "Forged")])
            #expect(missing.status == .forbidden)
            let page = try await session.get("/todo/new")
            let token = try #require(try BrowserForms.formToken(in: page))
            let elsewhere = try await session.post(
                "/todo/items", [("title", "Forged"), ("csrf", token)], headers: [.origin: "https://evil.example"])
            #expect(elsewhere.status == .forbidden)
            #expect(try await Self.titles(session, "todo-section").isEmpty)
        }
    }

    @Test("many changes to one list at once lose none of them", arguments: TestDatabase.available)
    func concurrentChanges(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: ToDoRoutes.migrations) { database in
            let repository = SQLToDoListRepository(database: database.sql, changes: DataChanges(), now: { Date() })
            let account = UUID()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<16 {
                    group.addTask {
                        let item = try ToDoItem(title: "Item \(index)")
                        _ = try await repository.update(of: account) { list throws(ToDoInputError) in try list.add(item)
                        }
                    }
                }
                try await group.waitForAll()
            }
            let list = try await repository.list(of: account)
            #expect(Set(list.toDo.map(\.title)) == Set((0..<16).map { "Item \($0)" }))
        }
    }

    @Test(
        "Given a person signed in, then /todo's account menu shows their name and username, as the company app's does")
    func accountMenuName() async throws {
        try await ToDoApp.test { client, fixture in
            let document = try XHTMLDocument(
                try await fixture.session(of: fixture.member, on: client).get("/todo").text)
            let summary = try #require(document.root.all("summary").first { $0.attributes["aria-label"] != nil })
            #expect(summary.attributes["aria-label"] == "Account: Mia Member")
            #expect(summary.allText.contains("M"))
            let menu = try #require(
                document.root.all("details").first { $0.all("summary").contains { $0 === summary } })
            #expect(menu.all("strong").first?.allText == "Mia Member")
            #expect(menu.allText.contains("member@example.com"))
        }
    }
}
