import ArgumentParser
import AsyncHTTPClient
import Foundation
import Networking
import NetworkingAsyncHTTPClient

/// Requests per second on loopback for raw AsyncHTTPClient, `NetworkClient` over
/// `AsyncHTTPClientTransport`, and `NetworkClient` over `URLSessionTransport`.
@main
struct NetworkingBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure NetworkClient's request rate on loopback against raw AsyncHTTPClient and URLSession.")

    @Option(help: "Seconds each measurement runs.")
    var seconds = 5

    @Option(help: "Measurements per variant and concurrency; the median is reported.")
    var repetitions = 3

    @Option(parsing: .upToNextOption, help: "Requests in flight at once.")
    var concurrency: [Int] = [1, 32]

    @Option(help: "Measure only the variants whose name contains this text (for profiling one).")
    var only: String?

    func run() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            let port = await BenchmarkServer.start(in: &group)
            let baseURL = URL(string: "http://127.0.0.1:\(port)")!
            try await measure(baseURL: baseURL)
            group.cancelAll()
        }
    }

    private func measure(baseURL: URL) async throws {
        let connections = concurrency.max() ?? 1
        // Both AsyncHTTPClient variants share one client, allowed as many connections as workers.
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = connections
        configuration.connectionPool.retryConnectionEstablishment = false
        let httpClient = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        let session = ClientVariant.urlSession(connections: connections)
        let variants = [
            ClientVariant.rawAsyncHTTPClient(httpClient, url: baseURL.appendingPathComponent("thing")),
            .networkClient(
                "NetworkClient + AsyncHTTPClientTransport", transport: AsyncHTTPClientTransport(client: httpClient),
                baseURL: baseURL),
            .networkClient(
                "NetworkClient + AsyncHTTPClientTransport + counter & auth behaviours",
                transport: AsyncHTTPClientTransport(client: httpClient), baseURL: baseURL,
                behavior: ClientVariant.typicalBehaviors()),
            .networkClient(
                "NetworkClient + URLSessionTransport", transport: URLSessionTransport(session: session),
                baseURL: baseURL),
        ]

        if let only {
            for variant in variants where !variant.name.contains(only) {
                print("skipping \(variant.name)")
            }
        }
        print("Machine: \(Machine.description)")
        print(
            "Each figure: median of \(repetitions) runs of \(seconds) s; the variants take turns within each",
            "repetition, after a 1 s warm-up each.\n")
        let measured = variants.filter { only.map($0.name.contains) ?? true }
        var runs: [String: [Int: [Double]]] = [:]
        for workers in concurrency {
            for variant in measured {
                _ = try await LoadGenerator(concurrency: workers, duration: .seconds(1)).requestsPerSecond(
                    variant.fetch)
            }
            for _ in 0..<repetitions {
                for variant in measured {
                    let rate = try await LoadGenerator(concurrency: workers, duration: .seconds(seconds))
                        .requestsPerSecond(variant.fetch)
                    runs[variant.name, default: [:]][workers, default: []].append(rate)
                }
            }
        }
        let rates = runs.mapValues { $0.mapValues { $0.sorted()[$0.count / 2] } }
        print("| client | " + concurrency.map { "\($0) concurrent (req/s)" }.joined(separator: " | ") + " |")
        print("|---|" + concurrency.map { _ in "---:|" }.joined())
        for variant in measured {
            let row = concurrency.map { String(format: "%.0f", rates[variant.name]![$0]!) }
            print("| \(variant.name) | " + row.joined(separator: " | ") + " |")
        }
        print()
        if only == nil {
            printRatios(
                rates, raw: variants[0].name, ours: [variants[1].name, variants[2].name], session: variants[3].name)
        }
        try await httpClient.shutdown()
        session.finishTasksAndInvalidate()
    }

    private func printRatios(_ rates: [String: [Int: Double]], raw: String, ours: [String], session: String) {
        for workers in concurrency {
            for name in ours {
                let ofRaw = rates[name]![workers]! / rates[raw]![workers]! * 100
                let overSession = rates[name]![workers]! / rates[session]![workers]!
                let figures = String(
                    format: "%.1f %% of raw AsyncHTTPClient, %.1f× URLSessionTransport", ofRaw, overSession)
                print("\(workers) concurrent: \(name) = \(figures)")
            }
        }
    }
}
