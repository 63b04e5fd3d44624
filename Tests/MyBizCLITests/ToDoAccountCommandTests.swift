import Foundation
import MyBizAPI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("mybiz todo on the account's list once logged in, and the local list moved to it once")
struct ToDoAccountCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-account-\(UUID().uuidString)")

    /// Runs `mybiz ARGUMENTS` against `server` with this test's config and data folders.
    func run(_ arguments: [String], server: RunningServer, input: String? = nil) async throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = try MyBizProcess(
            arguments,
            environment: [
                "MYBIZ_SERVER": server.url, "XDG_CONFIG_HOME": folder.path, "TZ": "UTC",
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            ],
            input: input)
        let status = try await process.waitForExit()
        return (status, process.standardOutput, process.standardError)
    }

    /// The account's list as another client reads it, with the session `login` saved.
    func accountList(_ server: RunningServer) async throws -> String {
        let url = try #require(URL(string: server.url))
        let file = folder.appendingPathComponent("mybiz/sessions/http_\(url.host ?? "")_\(url.port ?? 0).json")
        let session = try JSONDecoder().decode(Session.self, from: Data(contentsOf: file))
        var request = URLRequest(url: try #require(URL(string: server.url + "/api/todos")))
        request.setValue("Bearer \(session.token)", forHTTPHeaderField: "Authorization")
        let (data, _) = try await URLSession.shared.data(for: request)
        return String(decoding: data, as: UTF8.self)
    }

    @Test(
        "Given a local item, when the person logs in, then todo works on the account's list and move-to-account brings the local item over once"
    )
    func accountAndMove() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await RunningServer.start()
        #expect(
            try await run(["todo", "add", "Local errand"], server: server).output == "Added “Local errand” as item 1.\n"
        )
        let early = try await run(["todo", "move-to-account"], server: server)
        #expect(early.status == 1 && early.error.hasPrefix("Log in first with `mybiz biz login` (to \(server.url))"))

        _ = try await run(["biz", "login", "agent@shield.org"], server: server, input: "hailHydra\n")
        let added = try await run(["todo", "add", "Call Ann", "--due", "2030-01-02 14:00"], server: server)
        #expect(added.status == 0 && added.output.hasPrefix("Added “Call Ann” as item "))
        var stored = try await accountList(server)
        #expect(stored.contains("Call Ann") && !stored.contains("Local errand"))
        #expect(try await run(["todo", "list", "--local"], server: server).output.contains("Local errand"))

        let moved = try await run(["todo", "move-to-account"], server: server)
        #expect(moved.status == 0 && moved.output == "Moved 1 item to your list on \(server.url).\n")
        stored = try await accountList(server)
        #expect(stored.contains("Call Ann") && stored.contains("Local errand"))
        let list = try await run(["todo", "list"], server: server)
        #expect(list.output.contains("Call Ann") && list.output.contains("Local errand"))
        #expect(
            try await run(["todo", "list", "--local"], server: server).output.hasPrefix("Your to-do list is empty."))
        let again = try await run(["todo", "move-to-account"], server: server)
        #expect(again.status == 0 && again.output.hasSuffix("is empty; there is nothing to move.\n"))
    }
}
