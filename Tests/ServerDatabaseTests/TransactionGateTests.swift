import Testing

@testable import ServerDatabase

@Suite("TransactionGate: writers take turns, first come first served, and none waits past its limit")
struct TransactionGateTests {
    @Test("Given a turn held, when others wait, then they get it in the order they came")
    func firstComeFirstServed() async throws {
        let gate = TransactionGate()
        // Given the turn held
        try await gate.acquire(within: .seconds(30))
        let order = Recorder()
        // When three wait, one after another
        let waiters = (1...3).map { number in
            Task {
                try await gate.acquire(within: .seconds(30))
                await order.append(number)
                await gate.release()
            }
        }
        for _ in 0..<100 where await gate.waitingCount < 3 { try await Task.sleep(for: .milliseconds(5)) }
        await gate.release()
        for waiter in waiters { try await waiter.value }
        // Then each got it in turn
        #expect(await order.numbers == [1, 2, 3])
    }

    @Test("Given a turn held too long, when a writer's limit passes, then it fails as unavailable and leaves the queue")
    func waitingIsLimited() async throws {
        let gate = TransactionGate()
        // Given the turn held, and a patient writer waiting
        try await gate.acquire(within: .seconds(30))
        let patient = Task { try await gate.acquire(within: .seconds(30)) }
        for _ in 0..<100 where await gate.waitingCount < 1 { try await Task.sleep(for: .milliseconds(5)) }
        // When a hurried writer's limit passes
        await #expect(throws: DatabaseTimeout.self) { try await gate.acquire(within: .milliseconds(50)) }
        // Then it failed as a database that does not answer does, and left the queue
        #expect(DatabaseFailure.isUnavailable(DatabaseTimeout()))
        #expect(await gate.waitingCount == 1)
        // and the patient writer still gets the turn when it is released
        await gate.release()
        try await patient.value
        await gate.release()
        try await gate.acquire(within: .milliseconds(50))
    }
}

private actor Recorder {
    var numbers: [Int] = []
    func append(_ number: Int) { numbers.append(number) }
}
