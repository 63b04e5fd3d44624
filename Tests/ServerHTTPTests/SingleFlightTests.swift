import Locks
import Testing

@testable import ServerHTTP

@Suite("SingleFlight: one piece of work per key at a time")
struct SingleFlightTests {
    struct Failure: Error {}

    @Test("callers asking together for one key share one run; another key runs on its own")
    func shared() async throws {
        let flights = SingleFlight<String, Int>()
        let runs = Locked(0)
        let work: @Sendable () async throws -> Int = {
            runs.withLock { $0 += 1 }
            try await Task.sleep(for: .milliseconds(200))
            return 7
        }
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<10 { group.addTask { try await flights.value(for: "a", work) } }
            group.addTask { try await flights.value(for: "b", work) }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: 7, count: 11))
        #expect(runs.withLock { $0 } == 2)
    }

    @Test("once a run has ended, the next ask runs anew, and a failure reaches every waiter")
    func endsAndFails() async throws {
        let flights = SingleFlight<Int, Int>()
        #expect(try await flights.value(for: 1) { 1 } == 1)
        #expect(try await flights.value(for: 1) { 2 } == 2)
        await #expect(throws: Failure.self) {
            try await flights.value(for: 1) {
                try await Task.sleep(for: .milliseconds(50))
                throw Failure()
            }
        }
        #expect(try await flights.value(for: 1) { 3 } == 3)
    }
}
