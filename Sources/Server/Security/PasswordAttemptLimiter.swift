/// Counts wrong passwords per item and refuses further tries for a while after too many, so a
/// per-item password cannot be guessed quickly (the API's 429 "too many attempts").
actor PasswordAttemptLimiter {
    private let maxFailures: Int
    private let window: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private var failures: [Int: [ContinuousClock.Instant]] = [:]

    /// Allows `maxFailures` wrong passwords per item within `window`; `now` is injectable for tests.
    init(
        maxFailures: Int = 10, window: Duration = .seconds(600),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.maxFailures = maxFailures
        self.window = window
        self.now = now
    }

    /// How long until item `id` may be tried again, or `nil` when it may be tried now.
    func waitBeforeTrying(_ id: Int) -> Duration? {
        let now = self.now()
        let recent = (failures[id] ?? []).filter { $0.duration(to: now) < window }
        failures[id] = recent.isEmpty ? nil : recent
        guard recent.count >= maxFailures, let oldest = recent.first else { return nil }
        return window - oldest.duration(to: now)
    }

    /// Records a wrong password for item `id`.
    func recordFailure(_ id: Int) {
        failures[id, default: []].append(now())
    }

    /// Forgets the failures of item `id` after its right password was given.
    func recordSuccess(_ id: Int) {
        failures[id] = nil
    }
}
