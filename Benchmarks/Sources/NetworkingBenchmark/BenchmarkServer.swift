import Hummingbird
import Logging
import NIOCore
import NIOPosix

/// The local server the clients are measured against: Hummingbird on its own event-loop thread,
/// answering `GET /thing` with a small JSON body, as an API call would.
struct BenchmarkServer {
    static let thing = #"{"name":"Desk lamp","date":"2026-11-22T09:30:00Z","price":12000,"stock":7}"#

    /// Starts the server in `group` and returns its port once it listens.
    static func start(in group: inout ThrowingTaskGroup<Void, any Error>) async -> Int {
        var logger = Logger(label: "benchmark-server")
        logger.logLevel = .critical  // stopping by cancellation at the end logs a harmless error
        let router = Router()
        router.get("/thing") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(string: thing)))
        }
        let (ports, portSignal) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { portSignal.yield($0.localAddress?.port ?? 0) },
            eventLoopGroupProvider: .shared(MultiThreadedEventLoopGroup(numberOfThreads: 1)),
            logger: logger)
        group.addTask { try await app.run() }
        for await port in ports { return port }
        return 0
    }
}
