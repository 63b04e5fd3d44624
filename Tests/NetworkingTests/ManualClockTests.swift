import NetworkingTesting
import Testing

@Suite("ManualClock: time moves when the test says")
struct ManualClockTests {
    @Test("a sleeper wakes when the clock is advanced past its deadline, not before")
    func advance() async throws {
        let clock = ManualClock()
        let woke = Task { try await clock.sleep(for: .seconds(10)) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(9))
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        try await woke.value
        #expect(clock.now.offset == .seconds(10))
    }

    @Test("a cancelled sleeper throws CancellationError; a deadline already reached returns at once")
    func cancel() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
        await clock.waitForSleepers()
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        try await clock.sleep(for: .zero)
    }
}
