import Foundation
import Locks

/// The app's sessions, as analytics counts them: one lasts while reports keep coming less than
/// `idleLimit` apart, and a new launch starts a new one. Each report carries its session's id, so the
/// dashboard can tell visits apart.
public final class AnalyticsSessions: Sendable {
    /// How long without a report ends a session: 30 minutes, as web and app analytics count it.
    public static let idleLimit: TimeInterval = 30 * 60

    private struct State {
        var id: String?
        var lastReport: Date?
    }

    private let state = Locked(State())
    private let makeID: @Sendable () -> String

    /// Sessions whose ids `makeID` makes (a new UUID each, by default).
    public init(makeID: @escaping @Sendable () -> String = { UUID().uuidString }) {
        self.makeID = makeID
    }

    /// The id of the session a report made at `date` belongs to: the current one, unless
    /// `idleLimit` has passed since the last report (or none was made yet), when a new one starts.
    /// A report dated before the last (a clock set back) stays in the current session.
    public func session(at date: Date) -> String {
        state.withLock { state in
            if let id = state.id, let last = state.lastReport, date.timeIntervalSince(last) < Self.idleLimit {
                if date > last { state.lastReport = date }
                return id
            }
            let id = makeID()
            state.id = id
            state.lastReport = date
            return id
        }
    }

    /// Ends the current session: the app was launched anew, and its next report starts another.
    public func launched() {
        state.withLock { $0 = State() }
    }
}
