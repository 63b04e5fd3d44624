import Foundation
import Locks
import Testing

@Suite("Locked: a value reached by one thread at a time")
struct LockedTests {
    @Test("increments from many threads at once all count")
    func concurrentIncrements() async {
        // Given a counter shared by 8 tasks
        let counter = Locked(0)
        // When each adds 10,000 times
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        // Then none is lost
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test("an error thrown inside keeps its type, leaves the value as the closure left it, and frees the lock")
    func typedThrows() {
        struct Refused: Error, Equatable {}
        let list = Locked([1, 2])
        #expect(throws: Refused()) {
            try list.withLock { (value: inout [Int]) throws(Refused) in
                value.append(3)
                throw Refused()
            }
        }
        #expect(list.withLock { $0 } == [1, 2, 3], "the lock is free again, and the change made stays")
    }
}
