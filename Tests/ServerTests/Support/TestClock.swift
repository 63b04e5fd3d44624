import Foundation
import Locks
import ServerTestSupport

/// A wall clock a test moves by hand.
final class TestClock: Sendable {
    private let current = Locked(Date(timeIntervalSince1970: 1_795_339_800))

    /// The time now.
    var now: Date { current.withLock { $0 } }

    /// Moves the clock `seconds` on.
    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
