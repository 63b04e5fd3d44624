import Foundation
import Networking
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("mybiz serve, run as a person runs it")
struct ServeCommandTests {
    @Test("mybiz --help lists the serve command")
    func help() async throws {
        let mybiz = try MyBizProcess(["--help"])
        #expect(try await mybiz.waitForExit() == 0)
        #expect(mybiz.standardOutput.contains("USAGE: mybiz <subcommand>"))
        #expect(mybiz.standardOutput.contains("serve"))
    }

    @Test("mybiz serve --help shows --host and --port with their defaults")
    func serveHelp() async throws {
        let mybiz = try MyBizProcess(["serve", "--help"])
        #expect(try await mybiz.waitForExit() == 0)
        let help = mybiz.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--host <host> The address to listen on."))
        #expect(help.contains("(default: 127.0.0.1)"))
        #expect(help.contains("--port <port> The port to listen on (0 picks a free one). MYBIZ_PORT. (default: 8080)"))
    }

    @Test("the server answers /health, then stops cleanly on the signal", arguments: [SIGINT, SIGTERM])
    func servesThenStops(signal: Int32) async throws {
        // Given
        let mybiz = try MyBizProcess(["serve", "--port", "0", "--log-level", "error", "--database", ":memory:"])
        let line = try await mybiz.waitForLine(containing: "MyBiz is serving on ")
        let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") })
        // When
        let client = NetworkClient(baseURL: URL(string: String(address))!, transport: URLSessionTransport())
        let health = try await client.send(Request<[String: String]>(path: "/health"))
        mybiz.send(signal)
        // Then
        #expect(health == ["status": "ok"])
        #expect(try await mybiz.waitForExit() == 0)
        #expect(mybiz.standardError.isEmpty, "a clean stop prints no error: \(mybiz.standardError)")
        #expect(mybiz.standardOutput.hasSuffix("MyBiz has stopped; every request that had arrived was answered.\n"))
    }

    @Test("a --max-po-expense default is shown once in the help")
    func helpDefaultsOnce() async throws {
        let mybiz = try MyBizProcess(["serve", "--help"])
        #expect(try await mybiz.waitForExit() == 0)
        #expect(mybiz.standardOutput.components(separatedBy: "(default: 1000000").count == 2)
    }

    @Test("a file that is not a database is one sentence naming it, and is left as it was")
    func databaseFileProblems() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mybiz-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let junk = folder.appendingPathComponent("notes.sqlite")
        try Data("not a database\n".utf8).write(to: junk)
        let mybiz = try MyBizProcess(["serve", "--port", "0", "--database", junk.path])
        #expect(try await mybiz.waitForExit() == 1)
        #expect(
            mybiz.standardError.hasSuffix(
                "\(junk.path) is not an SQLite database: move it away, or choose another file with --database.\n"))
        #expect(try Data(contentsOf: junk) == Data("not a database\n".utf8))
    }

    @Test("a port out of range is refused with a sentence naming it, before anything starts")
    func portOutOfRange() async throws {
        let mybiz = try MyBizProcess(["serve", "--port", "70000"])
        #expect(try await mybiz.waitForExit() == 64)
        #expect(mybiz.standardError.contains("--port must be between 0 and 65535; 70000 is not."))
    }

    @Test("a database that cannot be opened is reported in one sentence with a non-zero exit")
    func databaseUnavailable() async throws {
        let mybiz = try MyBizProcess(
            ["serve", "--port", "0", "--log-level", "critical", "--database", "/nonexistent/folder/mybiz.sqlite"])
        #expect(try await mybiz.waitForExit() == 1)
        #expect(
            mybiz.standardError
                == "The folder /nonexistent/folder for the database does not exist: create it, or choose another file with --database.\n"
        )
    }

    @Test("--public-url must be an http(s) URL")
    func publicURLChecked() async throws {
        let mybiz = try MyBizProcess(["serve", "--public-url", "market.example.com"])
        #expect(try await mybiz.waitForExit() == 64)
        #expect(
            mybiz.standardError.contains("--public-url must be an http:// or https:// URL, not “market.example.com”."))
    }

    @Test("a port already in use is reported in one sentence with a non-zero exit")
    func portInUse() async throws {
        let first = try MyBizProcess(["serve", "--port", "0", "--log-level", "error", "--database", ":memory:"])
        let line = try await first.waitForLine(containing: "MyBiz is serving on ")
        let port = try #require(line.split(separator: ":").last?.split(separator: " ").first)

        let second = try MyBizProcess(
            ["serve", "--port", String(port), "--log-level", "critical", "--database", ":memory:", "--no-demo-data"])
        #expect(try await second.waitForExit() == 1)
        #expect(second.standardError.contains("Port \(port) on 127.0.0.1 is already in use."))

        first.send(SIGTERM)
        #expect(try await first.waitForExit() == 0)
    }

    @Test("a busy port is reported before anything is written: no database file is created")
    func busyPortWritesNothing() async throws {
        let first = try MyBizProcess(["serve", "--port", "0", "--log-level", "error", "--database", ":memory:"])
        let line = try await first.waitForLine(containing: "MyBiz is serving on ")
        let port = try #require(line.split(separator: ":").last?.split(separator: " ").first)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("new.sqlite").path

        let second = try MyBizProcess(["serve", "--port", String(port), "--database", database])
        #expect(try await second.waitForExit() == 1)
        #expect(second.standardError.contains("Port \(port) on 127.0.0.1 is already in use."))
        #expect(!FileManager.default.fileExists(atPath: database), "the database was created anyway")

        first.send(SIGTERM)
        #expect(try await first.waitForExit() == 0)
    }

    @Test("SIGTERM while a new database is being filled ends cleanly, and the next start finds it whole")
    func terminatedDuringStartUp() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("mybiz.sqlite").path
        // Given a server filling a new database with the demo data
        let starting = try MyBizProcess(["serve", "--port", "0", "--log-level", "error", "--database", database])
        while !FileManager.default.fileExists(atPath: database) { try await Task.sleep(for: .milliseconds(5)) }
        // When it is told to stop before it serves
        starting.send(SIGTERM)
        // Then it stops without an error
        #expect(try await starting.waitForExit() == 0)
        #expect(starting.standardError.isEmpty, "\(starting.standardError)")
        // And the next start serves the whole demo catalogue
        let next = try MyBizProcess(["serve", "--port", "0", "--log-level", "error", "--database", database])
        let line = try await next.waitForLine(containing: "MyBiz is serving on ")
        let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") })
        let client = NetworkClient(baseURL: URL(string: String(address))!, transport: URLSessionTransport())
        let secondPage = try await client.send(Request<[String: JSONValue]>(path: "/items/2"))
        if case .array(let items) = secondPage["items"] { #expect(items.count == 20) } else { Issue.record("no items") }
        next.send(SIGTERM)
        #expect(try await next.waitForExit() == 0)
    }
}
