import Foundation
import Hummingbird
import Locks
import Logging
import NIOCore
import NIOFoundationCompat
import Networking
import NetworkingTesting
import ServiceLifecycle

/// A real HTTP server on 127.0.0.1 with a free port, with the routes the transport tests need.
enum LoopbackServer {
    /// One part of a multipart upload as the server understood it.
    struct ReceivedPart: Codable, Equatable {
        let name: String
        let filename: String?
        let contentType: String?
        let body: Data
    }

    /// The bytes `GET /large` answers with: 1 MiB in a pattern that catches reordering.
    static let largeBody = Data((0..<1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })

    /// Runs `body` with the base URL of a freshly started server, then stops the server — by
    /// cancelling it, not draining it, so a test that abandoned a slow request does not wait for it.
    static func with<T: Sendable>(_ body: @Sendable (URL) async throws -> T) async throws -> T {
        var logger = Logger(label: "loopback-server")
        logger.logLevel = .critical  // stopping by cancellation makes the server log a harmless "Already closed"
        let (ports, portSignal) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: makeRouter(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "LoopbackServer"),
            onServerRunning: { channel in portSignal.yield(channel.localAddress?.port ?? 0) },
            logger: logger)
        let services = ServiceGroup(configuration: .init(services: [app], logger: logger))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await services.run() }
            var port = 0
            for await bound in ports {
                port = bound
                break
            }
            defer { group.cancelAll() }
            return try await body(URL(string: "http://127.0.0.1:\(port)")!)
        }
    }

    private static func makeRouter() -> Router<PeerRequestContext> {
        let router = Router(context: PeerRequestContext.self)
        let attempts = Locked<[String: Int]>([:])

        router.get("/status/:code") { _, context in
            let code = try context.parameters.require("code", as: Int.self)
            return Response(
                status: .init(code: code), headers: [.contentType: "text/plain"],
                body: .init(byteBuffer: ByteBuffer(string: "status \(code)")))
        }
        router.get("/headers") { request, _ in
            var headers: [String: String] = [:]
            for field in request.headers { headers[field.name.canonicalName] = field.value }  // lower case
            return Response(
                status: .ok, headers: [.contentType: "application/json", .init("X-Served-By")!: "loopback"],
                body: .init(byteBuffer: ByteBuffer(data: try JSONEncoder().encode(headers))))
        }
        router.get("/large") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/octet-stream"],
                body: .init(byteBuffer: ByteBuffer(data: largeBody)))
        }
        router.post("/echo") { request, _ in
            let body = try await request.body.collect(upTo: 8 * 1_048_576)
            return Response(
                status: .ok, headers: [.contentType: request.headers[.contentType] ?? "application/octet-stream"],
                body: .init(byteBuffer: body))
        }
        router.post("/upload") { request, _ in
            let body = try await request.body.collect(upTo: 8 * 1_048_576)
            let form = try MultipartForm(
                parsing: Data(buffer: body), contentType: request.headers[.contentType] ?? "")
            let parts = form.parts.map {
                ReceivedPart(name: $0.name, filename: $0.filename, contentType: $0.contentType, body: $0.body)
            }
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(data: try JSONEncoder().encode(parts))))
        }
        router.get("/flaky/:key") { _, context in
            let key = try context.parameters.require("key")
            let count = attempts.withLock { counts in
                counts[key, default: 0] += 1
                return counts[key]!
            }
            guard count > 1 else {
                return Response(status: .serviceUnavailable, headers: [.retryAfter: "0"])
            }
            return Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: "attempt \(count)")))
        }
        router.get("/peer") { _, context in
            "\(context.remotePort ?? 0)"
        }
        addSpecExampleRoutes(to: router)
        router.get("/slow") { _, _ in
            try await Task.sleep(for: .seconds(30))
            return Response(status: .ok)
        }
        return router
    }

    /// The resources the usage example of `spec/networking.md` talks to.
    private static func addSpecExampleRoutes(to router: Router<PeerRequestContext>) {
        let thing = #"{"name":"lamp","date":"2026-11-22T09:30:00Z"}"#
        router.get("/things/1") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(string: thing)))
        }
        router.get("/things/1/raw") { _, _ in
            Response(status: .ok, body: .init(byteBuffer: ByteBuffer(bytes: [0, 159, 255])))
        }
        router.delete("/things/1") { request, _ in
            let body = try await request.body.collect(upTo: 1024)
            let password = try JSONDecoder().decode([String: String].self, from: Data(buffer: body))["password"]
            let traced = request.headers[.init("X-Trace")!] == "1"
            return Response(status: password == "secret" && traced ? .noContent : .badRequest)
        }
        router.post("/item") { request, _ in
            guard request.headers[.authorization] == "Bearer abc" else { return Response(status: .unauthorized) }
            let body = try await request.body.collect(upTo: 1_048_576)
            let form = try MultipartForm(parsing: Data(buffer: body), contentType: request.headers[.contentType] ?? "")
            guard let title = form.parts.first(where: { $0.name == "title" }),
                form.parts.contains(where: { $0.name == "images[]" && $0.contentType == "image/jpeg" })
            else { return Response(status: .badRequest) }
            let created = #"{"name":"\#(String(decoding: title.body, as: UTF8.self))","date":"2026-11-22T09:30:00Z"}"#
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(string: created)))
        }
    }
}

/// A request context that knows the client's port, so tests can tell connections apart.
struct PeerRequestContext: Hummingbird.RequestContext {
    var coreContext: CoreRequestContextStorage
    let remotePort: Int?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remotePort = source.channel.remoteAddress?.port
    }
}
