import Testing

@testable import ServerHTTP

@Suite("CPUWork: long computations run off the cooperative pool and hand back their result or error")
struct CPUWorkTests {
    struct Refused: Error, Equatable {}

    @Test("Given work that returns, then its result comes back; given work that throws, then its error does")
    func resultAndError() async throws {
        #expect(try await CPUWork.run { (1...1_000).reduce(0, +) } == 500_500)
        await #expect(throws: Refused.self) { try await CPUWork.run { () throws -> Int in throw Refused() } }
    }
}
