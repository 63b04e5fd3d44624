/// Runs an operation from `concurrency` workers at once for a while and counts completions.
struct LoadGenerator {
    let concurrency: Int
    let duration: Duration

    /// Requests per second completed while `operation` ran back to back in every worker.
    func requestsPerSecond(_ operation: @escaping @Sendable () async throws -> Void) async throws -> Double {
        let clock = ContinuousClock()
        let started = clock.now
        let deadline = started + duration
        let completed = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<concurrency {
                group.addTask {
                    var count = 0
                    while clock.now < deadline {
                        try await operation()
                        count += 1
                    }
                    return count
                }
            }
            return try await group.reduce(0, +)
        }
        let elapsed = started.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Double(completed) / seconds
    }
}
