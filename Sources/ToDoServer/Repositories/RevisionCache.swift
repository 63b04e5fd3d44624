import Foundation
import Locks

/// What was last made of each account's list — its answer, the list read — by the revision it was
/// made from: while the list is still at that revision, which the database says in one small read
/// whichever server changed it, the same value serves, and the list is neither read nor decoded nor
/// written out again.
final class RevisionCache<Value: Sendable>: Sendable {
    private let values = Locked<[UUID: (revision: Int64, value: Value)]>([:])
    /// How many accounts' values are kept; past it, the kept ones are dropped and kept anew.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value kept for `account` at `revision`, if there is one.
    func value(of account: UUID, at revision: Int64) -> Value? {
        values.withLock { kept in kept[account].flatMap { $0.revision == revision ? $0.value : nil } }
    }

    /// Keeps `value` as `account`'s at `revision`.
    func keep(_ value: Value, of account: UUID, at revision: Int64) {
        values.withLock { kept in
            if kept.count >= capacity, kept[account] == nil { kept.removeAll(keepingCapacity: true) }
            kept[account] = (revision, value)
        }
    }
}
