import NIOConcurrencyHelpers
import NIOCore

/// Every open connection of one server, shared by its event loops: it counts them, knows which are
/// waiting for a request (and since when), and picks which one gives way when a new connection
/// arrives at the limit.
package final class ConnectionRegistry: Sendable {
    /// A registered connection.
    package typealias ID = UInt64

    /// What happens to a new connection.
    package enum Admission: Equatable {
        /// It may stay.
        case admitted(ID)
        /// It may stay; the connection given, the one that waited longest, was closed for it.
        case admittedClosing(ID, closed: ID)
        /// Every connection is busy with a request: this one is answered 503 and closed.
        case refused
    }

    private struct Entry {
        let channel: any Channel
        /// Counts changes, so a stale place in `waitingOrder` is recognised.
        var generation: UInt64
        var waiting: Bool
    }

    private struct State {
        var nextID: ID = 0
        var entries: [ID: Entry] = [:]
        /// Connections in the order they began to wait, with the generation they did so in; places
        /// whose connection has since closed or become busy are skipped when read.
        var waitingOrder: [(id: ID, generation: UInt64)] = []
        var oldestWaiting = 0
    }

    private let state = NIOLockedValueBox(State())
    /// The most connections open at once.
    package let maxConnections: Int

    package init(maxConnections: Int) {
        self.maxConnections = max(1, maxConnections)
    }

    /// How many connections are open.
    package var count: Int { state.withLockedValue { $0.entries.count } }

    /// Registers a new connection, waiting for its first request.
    package func admit(_ channel: any Channel) -> Admission {
        let (admission, victim): (Admission, (any Channel)?) = state.withLockedValue { state in
            var victim: (id: ID, channel: any Channel)?
            if state.entries.count >= maxConnections {
                guard let oldest = Self.popOldestWaiting(&state) else { return (.refused, nil) }
                victim = oldest
            }
            let id = state.nextID
            state.nextID += 1
            state.entries[id] = Entry(channel: channel, generation: 0, waiting: true)
            state.waitingOrder.append((id, 0))
            if let victim { return (.admittedClosing(id, closed: victim.id), victim.channel) }
            return (.admitted(id), nil)
        }
        victim?.close(promise: nil)
        return admission
    }

    /// Records that connection `id` is waiting for a request (`true`) or busy with one.
    package func setWaiting(_ id: ID, _ waiting: Bool) {
        state.withLockedValue { state in
            guard var entry = state.entries[id], entry.waiting != waiting else { return }
            entry.generation += 1
            entry.waiting = waiting
            state.entries[id] = entry
            if waiting { state.waitingOrder.append((id, entry.generation)) }
            Self.compact(&state)
        }
    }

    /// Forgets connection `id`, which has closed.
    package func remove(_ id: ID) {
        state.withLockedValue { state in
            state.entries[id] = nil
            Self.compact(&state)
        }
    }

    private static func popOldestWaiting(_ state: inout State) -> (id: ID, channel: any Channel)? {
        while state.oldestWaiting < state.waitingOrder.count {
            let candidate = state.waitingOrder[state.oldestWaiting]
            state.oldestWaiting += 1
            if let entry = state.entries[candidate.id], entry.waiting, entry.generation == candidate.generation {
                state.entries[candidate.id] = nil
                return (candidate.id, entry.channel)
            }
        }
        return nil
    }

    /// Drops stale places once they outnumber the live ones, so the order stays as small as the
    /// number of connections.
    private static func compact(_ state: inout State) {
        let places = state.waitingOrder.count - state.oldestWaiting
        guard places > 2 * state.entries.count + 1024 else { return }
        state.waitingOrder = state.waitingOrder[state.oldestWaiting...].filter { place in
            guard let entry = state.entries[place.id] else { return false }
            return entry.waiting && entry.generation == place.generation
        }
        state.oldestWaiting = 0
    }
}
