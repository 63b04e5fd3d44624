import Foundation
import Testing

/// `mybiz serve` on a free port with the demo data in memory, stopped when the test lets go of it.
struct RunningServer {
    let process: MyBizProcess
    let url: String

    /// Starts the server on `port` (0: a free one) with `database`, and `options` added to `serve`.
    static func start(_ options: [String] = [], port: Int = 0, database: String = ":memory:") async throws
        -> RunningServer
    {
        let process = try MyBizProcess(
            ["serve", "--port", "\(port)", "--log-level", "error", "--database", database] + options)
        let line = try await process.waitForLine(containing: "MyBiz is serving on ")
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") })
        return RunningServer(process: process, url: String(url))
    }
}

extension RunningServer {
    /// Starts the server on a new `FixtureDatabase` in `folder`.
    static func startOnFixture(in folder: URL) async throws -> RunningServer {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("fixture.sqlite").path
        try await FixtureDatabase.make(at: path)
        return try await start(database: path)
    }

    /// The port the server listens on.
    var port: Int { URL(string: url)?.port ?? 0 }

    /// Stops the server and waits until it has.
    func stop() async throws {
        process.send(SIGTERM)
        _ = try await process.waitForExit()
    }
}
