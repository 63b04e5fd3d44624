import Foundation
import Testing

/// `mybiz serve` on a free port with the demo data in memory, stopped when the test lets go of it.
struct RunningServer {
    let process: MyBizProcess
    let url: String

    /// Starts the server with `options` added to `serve`.
    static func start(_ options: [String] = []) async throws -> RunningServer {
        let process = try MyBizProcess(
            ["serve", "--port", "0", "--log-level", "error", "--database", ":memory:"] + options)
        let line = try await process.waitForLine(containing: "MyBiz is serving on ")
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") })
        return RunningServer(process: process, url: String(url))
    }
}
