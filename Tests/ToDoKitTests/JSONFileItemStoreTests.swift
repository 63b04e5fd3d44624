import Foundation
import Testing

@testable import ToDoKit

@Suite("JSONFileItemStore: saved after every change, atomically; an unreadable file is kept")
struct JSONFileItemStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-\(UUID().uuidString)")
    var url: URL { folder.appendingPathComponent("todos.json") }

    struct Interrupted: Error {}

    @Test("both sections survive a restart, with every field")
    func roundTrip() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = ItemManager(store: JSONFileItemStore(url: url))
        let office = try Location(
            name: "Office", address: "Drottninggatan 1, Stockholm", coordinate: .init(latitude: 59.33, longitude: 18.06)
        )
        let item = try ToDoItem(
            title: "Review PO", itemDescription: "Check the totals",
            dueDate: Date(timeIntervalSince1970: 1_795_339_800),
            location: office, createdAt: Date(timeIntervalSince1970: 1_795_300_000))
        try await manager.add(item)
        try await manager.add(try ToDoItem(title: "Call Ada"))
        try await manager.checkItem(at: 1)
        let reopened = try await ItemManager(store: JSONFileItemStore(url: url)).list()
        var expected = ToDoList()
        #expect(reopened.toDo == [try expected.add(item)])
        #expect(reopened.toDo.first?.number == 1 && reopened.done.first?.number == 2)
        #expect(reopened.done.map(\.title) == ["Call Ada"] && reopened.done[0].isDone)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(#""format" : "mybiz-todo""#) && text.contains(#""version" : 1"#))
        #expect(text.contains(#""dueDate" : "2026-11-22T09:30:00Z""#))
    }

    @Test("a save interrupted between writing and renaming leaves the old list, and no stray file after the next")
    func atomicSave() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await ItemManager(store: JSONFileItemStore(url: url)).add(try ToDoItem(title: "Kept"))
        let before = try Data(contentsOf: url)
        let crashing = ItemManager(store: JSONFileItemStore(url: url, beforeRename: { throw Interrupted() }))
        await #expect(throws: ItemStoreError.self) { try await crashing.add(try ToDoItem(title: "Lost in the crash")) }
        #expect(try Data(contentsOf: url) == before)
        // A crash leaves its new file behind; the next change clears it away.
        try Data("half".utf8).write(to: folder.appendingPathComponent(".todos.json.\(UUID().uuidString).tmp"))
        let manager = ItemManager(store: JSONFileItemStore(url: url))
        try await manager.add(try ToDoItem(title: "Next"))
        #expect(try await manager.list().toDo.map(\.title) == ["Kept", "Next"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test(
        "a file that cannot be read is reported with its path and never overwritten",
        arguments: [
            "{ not json", #"{"format": "mybiz-todo", "version": 2, "toDo": [], "done": []}"#,
            #"{"format": "something-else", "version": 1, "toDo": [], "done": []}"#, #"{"format": "mybiz-todo"}"#,
        ])
    func unreadable(contents: String) async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        let manager = ItemManager(store: JSONFileItemStore(url: url))
        let item = try ToDoItem(title: "Anything")
        do {
            try await manager.add(item)
            Issue.record("a change was saved over an unreadable file")
        } catch {
            guard case .unreadable(let path, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(path == url.path)
            #expect(error.description.hasPrefix("The to-do list at \(url.path) cannot be read ("))
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == contents)
    }

    @Test("a refused change saves nothing")
    func refused() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = ItemManager(store: JSONFileItemStore(url: url))
        try await manager.add(try ToDoItem(title: "Once"))
        let before = try Data(contentsOf: url)
        await #expect(throws: ItemStoreError.self) { try await manager.add(try ToDoItem(title: "once")) }
        #expect(try Data(contentsOf: url) == before)
    }

    @Test("threads changing the list at once lose nothing")
    func concurrentChanges() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = self.url
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    let manager = ItemManager(store: JSONFileItemStore(url: url))
                    for index in 0..<25 { try? await manager.add(try! ToDoItem(title: "w\(writer)-\(index)")) }
                }
            }
        }
        #expect(try await ItemManager(store: JSONFileItemStore(url: url)).toDoCount == 100)
    }

    @Test("the default file follows XDG_DATA_HOME")
    func defaultPlace() {
        #if !canImport(Darwin)
            #expect(
                JSONFileItemStore.defaultURL(environment: ["XDG_DATA_HOME": "/tmp/d"]).path == "/tmp/d/mybiz/todos.json"
            )
        #endif
    }
}
