import Foundation
import Hummingbird
import Logging

/// The reference for the server's own cost: a bare Hummingbird 2 application with `GET /health`
/// answering `{"status":"ok"}` as ours does, and nothing else — no middleware, the default HTTP/1
/// server. `stack-overhead.sh` loads it and `mybiz serve` side by side.
///
/// `POST /reports` is the framework's own ceiling for a single analytics report: it decodes the
/// report's JSON body and answers JSON, as `POST /api/analytics` does, but checks no token and stores
/// nothing. `single-reports-benchmark.sh` measures it against this app's `/health`.
///
///     swift run -c release BareHummingbird [--port 8081]
@main
struct BareHummingbird {
    struct Health: ResponseEncodable {
        let status: String
    }

    struct Report: Decodable {
        let name: String
        let type: String
        let recordedDate: Date
        let device: String?
        let os: String?
        let appVersion: String?
    }

    struct Received: ResponseEncodable {
        let id: UUID
        let name: String
        let type: String
        let recordedDate: Date
    }

    static func main() async throws {
        let arguments = CommandLine.arguments
        let port = arguments.firstIndex(of: "--port").flatMap { Int(arguments[$0 + 1]) } ?? 0
        let router = Router()
        router.get("/health") { _, _ in Health(status: "ok") }
        router.post("/reports") { request, context in
            let report = try await request.decode(as: Report.self, context: context)
            return Received(id: UUID(), name: report.name, type: report.type, recordedDate: report.recordedDate)
        }
        var logger = Logger(label: "bare")
        logger.logLevel = .error
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in
                // Written unbuffered, so the benchmark script reads the line at once.
                let line = "Bare Hummingbird is serving on http://127.0.0.1:\(channel.localAddress?.port ?? port)\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            },
            logger: logger)
        try await app.runService()
    }
}
