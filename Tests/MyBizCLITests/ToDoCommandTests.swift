import Foundation
import Testing

@Suite("mybiz todo, run as a person runs it, with a list file of its own")
struct ToDoCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-cli-\(UUID().uuidString)")
    var store: URL { folder.appendingPathComponent("todos.json") }

    /// Runs `mybiz todo ARGUMENTS` on this test's list, in Stockholm's time zone.
    func todo(_ arguments: [String], input: String? = nil) async throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = try MyBizProcess(
            ["todo"] + arguments, environment: ["MYBIZ_TODO_STORE": store.path, "TZ": "Europe/Stockholm"], input: input)
        let status = try await process.waitForExit()
        return (status, process.standardOutput, process.standardError)
    }

    @Test("add, list in two sections, check, uncheck, delete — numbers stay, and the list survives every run")
    func everyday() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try await todo(["list"]).output == "Your to-do list is empty. Add an item with `mybiz todo add TITLE`.\n")
        #expect(try await todo(["add", "Buy milk"]).output == "Added “Buy milk” as item 1.\n")
        _ = try await todo(["add", "Review PO-7", "--due", "2020-01-10 14:00", "--location", "Office"])
        _ = try await todo(["add", "Visit the lab", "--due", "2999-01-01"])
        #expect(try await todo(["check", "1"]).output == "Checked “Buy milk”: it is in Finished now.\n")
        let list = try await todo(["list"])
        #expect(
            list.output == """
                To Do
                  2. Review PO-7 — due Fri 10 Jan 2020 14:00 (OVERDUE) — at Office
                  3. Visit the lab — due Tue 1 Jan 2999

                Finished
                  1. ✓ Buy milk

                """)
        // Running the same command again names the same item, now finished
        #expect(
            try await todo(["check", "1"]).error == "Item 1 is already finished; `mybiz todo uncheck 1` puts it back.\n"
        )
        #expect(try await todo(["uncheck", "1"]).status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(try await todo(["list", "--json"]).output.utf8))
        let toDo = (json as? [String: Any])?["toDo"] as? [[String: Any]]
        #expect(toDo?.compactMap { $0["title"] as? String } == ["Review PO-7", "Visit the lab", "Buy milk"])
        #expect(toDo?.compactMap { $0["number"] as? Int } == [2, 3, 1])
        #expect(try await todo(["rm", "3"]).output == "Deleted “Visit the lab”.\n")
        #expect(try await todo(["rm", "3"]).error.hasPrefix("There is no item 3 (deleted, or never added)"))
        #expect(try await todo(["add", "Call Ada"]).output == "Added “Call Ada” as item 4.\n")
        #expect(
            try await todo(["list"]).output.contains(
                "  2. Review PO-7 — due Fri 10 Jan 2020 14:00 (OVERDUE) — at Office\n  1. Buy milk\n  4. Call Ada\n"))
    }

    @Test(
        "add reads its title as the quick-add line does; --as-typed keeps it whole; a repeating item checked moves on")
    func quickAddInTheTerminal() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let added = try await todo(["add", "Dentist 2999-01-04 9:00 #health !2 every week @teeth"])
        #expect(
            added.output == "Added “Dentist” as item 1, due Fri 4 Jan 2999 09:00 (!2 #health @teeth ↻ every week).\n")
        #expect(
            try await todo(["add", "--as-typed", "Read chapter 14:00 #1 !2"]).output
                == "Added “Read chapter 14:00 #1 !2” as item 2.\n")
        #expect(
            try await todo(["add", "Water plants", "--every", "every! 3 days", "--priority", "4", "--label", "home"])
                .status
                == 0)
        #expect(
            try await todo(["add", "x", "--priority", "7"]).error.contains("--priority is 1 (the most urgent) to 4"))
        #expect(
            try await todo(["add", "x", "--every", "sometimes"]).error.contains("--every \"sometimes\" is no repeat"))
        #expect(try await todo(["check", "1"]).status == 0)
        let list = try await todo(["list"]).output
        #expect(list.contains("  1. Dentist — due Fri 11 Jan 2999 09:00 — !2 #health @teeth ↻ every week\n"), "\(list)")
        #expect(list.contains("✓ Dentist — due Fri 4 Jan 2999 09:00 — !2 #health @teeth\n"), "\(list)")
        let shown = try await todo(["show", "1"]).output
        #expect(shown.contains("Repeats:      Every week") && shown.contains("List:         health"))

        // An edit of one thing keeps the others; --no- flags remove them.
        #expect(try await todo(["edit", "1", "--title", "Dentist (Dr Lee)"]).status == 0)
        #expect(
            try await todo(["list"]).output.contains(
                "Dentist (Dr Lee) — due Fri 11 Jan 2999 09:00 — !2 #health @teeth ↻ every week"))
        #expect(
            try await todo(["edit", "1", "--no-repeat", "--list", "", "--labels", "a, b", "--priority", "1"]).status
                == 0)
        #expect(try await todo(["list"]).output.contains("Dentist (Dr Lee) — due Fri 11 Jan 2999 09:00 — !1 @a @b\n"))

        // What is due: a reminder that has come, then what is overdue.
        _ = try await todo(["add", "Call the bank", "--remind", "2020-01-01 09:00"])
        _ = try await todo(["add", "--as-typed", "File taxes", "--due", "2020-01-10"])
        let due = try await todo(["due"]).output
        #expect(due.hasPrefix("Reminders\n"), "\(due)")
        #expect(due.contains("Call the bank — reminder Wed 1 Jan 2020 09:00\n"), "\(due)")
        #expect(due.contains("\nDue\n") && due.contains("File taxes — due Fri 10 Jan 2020 (OVERDUE)"), "\(due)")
    }

    @Test("edit changes only what is given; the item keeps its number and section")
    func edit() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await todo(["add", "Buy milk", "--due", "2999-01-01", "--location", "Shop", "--description", "Oat"])
        _ = try await todo(["add", "Call Ada"])
        // When the first gets a new title and no due date
        let edited = try await todo(["edit", "1", "--title", "Buy oat milk", "--no-due"])
        #expect(edited.output == "Changed item 1, “Buy oat milk”.\n")
        // Then the rest stays
        let shown = try await todo(["show", "1"]).output
        #expect(shown.hasPrefix("Buy oat milk  (item 1, to do)\n") && !shown.contains("Due:"))
        #expect(shown.contains("Location:     Shop\n") && shown.contains("Description:  Oat\n"))
        // And a place, a description and a section change the same way
        _ = try await todo(["check", "2"])
        #expect(
            try await todo(["edit", "2", "--location", "Home", "--address", "Main St 1", "--description", ""]).status
                == 0)
        let ada = try await todo(["show", "2"]).output
        #expect(ada.hasPrefix("Call Ada  (item 2, finished)\n") && ada.contains("Address:      Main St 1\n"))
        #expect(!ada.contains("Description:"))
        #expect(try await todo(["edit", "1", "--no-location"]).status == 0)
        #expect(!(try await todo(["show", "1"]).output.contains("Location:")))
        // And mistakes change nothing
        let before = try Data(contentsOf: store)
        #expect(try await todo(["edit", "1"]).status == 64)
        #expect(
            try await todo(["edit", "1", "--address", "Somewhere"]).error
                == "The item has no place yet: give its name with --location too.\n")
        _ = try await todo(["add", "Buy bread"])
        let after = try Data(contentsOf: store)
        #expect(
            try await todo(["edit", "3", "--title", "buy  OAT milk"]).error
                == "“Buy oat milk” is already in your to-do list.\n")
        #expect(try Data(contentsOf: store) == after && before != after)
    }

    @Test("show gives every detail and a map link; items can be named by id")
    func show() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await todo([
            "add", "Site visit", "--location", "Harbour", "--lat", "-33.86", "--lon", "151.21", "--description",
            "Bring boots",
        ])
        _ = try await todo(["add", "Post office", "--location", "Post", "--address", "Main St 1, Springfield"])
        let shown = try await todo(["show", "1"])
        #expect(shown.output.hasPrefix("Site visit  (item 1, to do)\n"))
        #expect(shown.output.contains("Coordinates:  -33.86, 151.21\n"))
        #expect(
            shown.output.contains(
                "Map:          https://www.openstreetmap.org/?mlat=-33.86&mlon=151.21#map=17/-33.86/151.21\n"))
        #expect(shown.output.contains("Description:  Bring boots\n"))
        let id = try #require(
            shown.output.split(separator: "\n").first { $0.hasPrefix("Id:") }?.split(separator: " ").last)
        #expect(try await todo(["show", String(id.prefix(8)).lowercased()]).output == shown.output)
        let post = try await todo(["show", "2"])
        #expect(
            post.output.contains(
                "Map:          https://www.openstreetmap.org/search?query=Main%20St%201%2C%20Springfield\n"))
        #expect(try await todo(["check", String(id)]).status == 0)
        #expect(try await todo(["show", "1", "--json"]).output.contains(#""isDone" : true"#))
    }

    @Test("an id that starts with digits is still found by its start, unless that start is an item's number")
    func digitIDs() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Given a list whose second item's id starts with eight digits
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            """
            {"format": "mybiz-todo", "version": 1, "done": [], "toDo": [
              {"createdAt": "2026-11-20T08:00:00Z", "id": "0F0C768B-B82B-49A1-855C-3BE0085557D4", "isDone": false,
               "title": "Letters"},
              {"createdAt": "2026-11-20T08:00:00Z", "id": "12345678-B82B-49A1-855C-3BE0085557D4", "isDone": false,
               "title": "Digits"}
            ]}
            """.utf8
        ).write(to: store)
        // When it is named by the start of its id, Then it is that item
        #expect(try await todo(["show", "12345678"]).output.hasPrefix("Digits  (item 2, to do)\n"))
        #expect(try await todo(["show", "1234"]).output.hasPrefix("Digits  (item 2, to do)\n"))
        // And a number the list has is still the number
        #expect(try await todo(["show", "1"]).output.hasPrefix("Letters  (item 1, to do)\n"))
        // And digits that are neither get one sentence naming both readings
        let neither = try await todo(["show", "9999"])
        #expect(neither.status != 0)
        #expect(
            neither.error
                == "There is no item 9999, nor an item whose id starts with it; `mybiz todo list` shows the numbers.\n")
    }

    @Test("mistakes get one sentence and a non-zero exit, and change nothing")
    func mistakes() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await todo(["add", "Buy milk", "--due", "tomorrow"])
        let before = try Data(contentsOf: store)
        let cases: [([String], Int32, String)] = [
            (["add", "  "], 1, "An item needs a title.\n"),
            (
                ["add", "  buy   MILK ", "--due", "tomorrow"], 1,
                "“Buy milk” is already in your to-do list with the same due date and location.\n"
            ),
            (
                ["add", "X", "--location", "Y", "--lat", "91", "--lon", "0"], 1,
                "91.0, 0.0 is not a place on Earth: latitude must be −90 to 90 and longitude −180 to 180.\n"
            ),
            (
                ["check", "5"], 1,
                "There is no item 5 (deleted, or never added); `mybiz todo list` shows the numbers.\n"
            ),
            (["uncheck", "1"], 1, "Item 1 is not finished; `mybiz todo check 1` finishes it.\n"),
            (
                ["show", "abc"], 1,
                "“abc” is neither an item's number nor the start of its id (4 characters or more).\n"
            ),
        ]
        for (arguments, status, error) in cases {
            let result = try await todo(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.error == error, "\(arguments)")
        }
        let badDate = try await todo(["add", "X", "--due", "next week"])
        #expect(badDate.status == 64 && badDate.error.contains("--due"))
        #expect(try Data(contentsOf: store) == before)
    }

    @Test("clear asks first: no answer deletes nothing; yes deletes everything")
    func clear() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await todo(["add", "A"])
        _ = try await todo(["add", "B"])
        let declined = try await todo(["clear"], input: "")
        #expect(declined.status == 1 && declined.error.hasSuffix("Nothing was deleted.\n"))
        #expect(declined.error.hasPrefix("Delete all 2 items? [y/N] "))
        let confirmed = try await todo(["clear"], input: "y\n")
        #expect(confirmed.status == 0 && confirmed.output == "Deleted all 2 items.\n")
        #expect(try await todo(["clear", "--yes"]).output == "Your to-do list is already empty.\n")
    }

    @Test("an unreadable list is reported with its path and kept")
    func unreadable() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ my notes".utf8).write(to: store)
        for arguments in [["list"], ["add", "Anything"]] {
            let result = try await todo(arguments)
            #expect(result.status == 1)
            #expect(
                result.error.hasPrefix(
                    "The to-do list at \(store.path) cannot be read (it is not valid JSON: an unexpected “m”, at line 1, column 3)."
                ))
        }
        #expect(try String(contentsOf: store, encoding: .utf8) == "{ my notes")
    }

    @Test("adds killed with SIGKILL at random moments leave a readable list holding every acknowledged item")
    func killedMidSave() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var acknowledged: [String] = []
        var generator = SystemRandomNumberGenerator()
        for index in 1...30 {
            let process = try MyBizProcess(
                ["todo", "add", "item \(index)"], environment: ["MYBIZ_TODO_STORE": store.path])
            if index.isMultiple(of: 3) {
                try await Task.sleep(for: .microseconds(Int.random(in: 0...30_000, using: &generator)))
                process.send(SIGKILL)
            }
            if try await process.waitForExit() == 0, process.standardOutput.hasPrefix("Added") {
                acknowledged.append("item \(index)")
            }
        }
        let list = try await todo(["list", "--json"])
        #expect(list.status == 0, "\(list.error)")
        let json = try JSONSerialization.jsonObject(with: Data(list.output.utf8))
        let titles =
            ((json as? [String: Any])?["toDo"] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
        #expect(Set(acknowledged).isSubset(of: Set(titles)), "lost: \(Set(acknowledged).subtracting(titles))")
        #expect(acknowledged.count >= 20)
        // What a killed save left behind goes with the next change.
        _ = try await todo(["add", "after the crashes"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test("two terminals adding 50 items each at once end with 100")
    func twoProcesses() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for terminal in ["a", "b"] {
                group.addTask {
                    for index in 1...50 {
                        let result = try await todo(["add", "\(terminal)\(index)"])
                        #expect(result.status == 0, "\(result.error)")
                    }
                }
            }
            try await group.waitForAll()
        }
        let json = try JSONSerialization.jsonObject(with: Data(try await todo(["list", "--json"]).output.utf8))
        let titles =
            ((json as? [String: Any])?["toDo"] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
        #expect(titles.count == 100 && Set(titles).count == 100)
    }
}
