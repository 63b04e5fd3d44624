import Foundation
import Testing

@Suite("mybiz market vendor, run as an operator runs it beside mybiz serve")
struct VendorCommandTests {
    /// A folder for the test's database, removed after it.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vendor-cli-\(UUID().uuidString)")

    /// Runs `mybiz market vendor ARGUMENTS` on `database` and waits for it to end.
    func vendor(_ arguments: [String], database: String, input: String? = nil) async throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = try MyBizProcess(
            ["market", "vendor"] + arguments + ["--database", database], environment: [:], input: input)
        let status = try await process.waitForExit()
        return (status, process.standardOutput, process.standardError)
    }

    @Test("list shows the demo vendors' secrets; add (secret from standard input), a second add refused, remove")
    func addListRemove() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("mybiz.sqlite").path
        // Given a server that created its database
        let server = try await RunningServer.start(database: database)
        // When the operator lists the vendors, then the demo vendor and its secret are there
        let listed = try await vendor(["list"], database: database)
        #expect(listed.status == 0)
        #expect(listed.output.contains("7e1c6d2a-0b5f-4c1e-9d3a-2f6b8e4a1c90  Seoul Office Supply"))
        #expect(listed.output.contains("demo-vendor-1234"))
        // When a vendor is added with its secret piped in, then it is listed, its secret hidden
        let added = try await vendor(
            ["add", "--identifier", "app-vendor-1", "--name", "zhilly"], database: database, input: "ebs12345!\n")
        #expect(added.status == 0 && added.output.contains("Added vendor “zhilly” (app-vendor-1)."))
        let again = try await vendor(
            ["add", "--identifier", "app-vendor-1", "--name", "x", "--secret", "y"], database: database)
        #expect(again.status == 1 && again.error.contains("already exists"))
        let withNew = try await vendor(["list"], database: database)
        #expect(
            withNew.output.contains("zhilly") && withNew.output.contains("(hashed)")
                && !withNew.output.contains("ebs12345!"))
        // When it is removed, then it shows as removed; removing it twice is refused
        #expect(try await vendor(["remove", "--identifier", "app-vendor-1"], database: database).status == 0)
        #expect(try await vendor(["list"], database: database).output.contains("removed"))
        #expect(try await vendor(["remove", "--identifier", "app-vendor-1"], database: database).status == 1)
        try await server.stop()
    }

    @Test("a database the server never created is one sentence and exit code 1, and is not created")
    func noDatabase() async throws {
        let path = folder.appendingPathComponent("missing.sqlite").path
        let result = try await vendor(["list"], database: path)
        #expect(result.status == 1)
        #expect(result.error.contains("There is no database at") && result.error.contains("mybiz serve"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
