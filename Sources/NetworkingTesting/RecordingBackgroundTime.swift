import Locks
public import Networking

/// A `BackgroundTimeGranting` double that grants every request (or none) and records what was
/// begun and ended; `expire(_:)` plays the system taking the time back.
public final class RecordingBackgroundTime: BackgroundTimeGranting {
    private struct State {
        var next = 1
        var begun: [(grant: BackgroundGrant, name: String, onExpiry: @Sendable () -> Void)] = []
        var ended: [BackgroundGrant] = []
    }

    private let grants: Bool
    private let state = Locked(State())

    /// A double that grants time when `grants` is true, and never otherwise.
    public init(grants: Bool = true) {
        self.grants = grants
    }

    /// The names of the grants begun, in order.
    public var begunNames: [String] { state.withLock { $0.begun.map(\.name) } }
    /// The grants begun, in order.
    public var begun: [BackgroundGrant] { state.withLock { $0.begun.map(\.grant) } }
    /// The grants ended, in order — by the code under test or by `expire(_:)`.
    public var ended: [BackgroundGrant] { state.withLock { $0.ended } }

    /// Grants time (or not), as the system would.
    public func begin(name: String, onExpiry: @escaping @Sendable () -> Void) async -> BackgroundGrant? {
        guard grants else { return nil }
        return state.withLock { state in
            let grant = BackgroundGrant(id: state.next)
            state.next += 1
            state.begun.append((grant, name, onExpiry))
            return grant
        }
    }

    /// Records the grant as ended.
    public func end(_ grant: BackgroundGrant) async {
        state.withLock { $0.ended.append(grant) }
    }

    /// Takes `grant`'s time back, as the system does when it runs out: ends it, then tells whoever
    /// asked for it.
    public func expire(_ grant: BackgroundGrant) {
        let onExpiry = state.withLock { state in
            state.ended.append(grant)
            return state.begun.first { $0.grant == grant }?.onExpiry
        }
        onExpiry?()
    }
}
