public import Analytics
import Locks

/// A test spy: an `AnalyticsService` that records every call, in order.
public final class RecordingAnalyticsService: AnalyticsService {
    /// One call the service received.
    public enum Call: Hashable, Sendable {
        case configure
        case logEvent(String, [String: AnalyticsParameter])
        case setUserProperty(String?, name: String)
        case setUserID(String?)
        case setScreenName(String?, screenClass: String?)
        case resetAnalyticsData
    }

    private let recorded = Locked<[Call]>([])
    private let installID: String?

    /// A spy answering `installID` when asked for one.
    public init(installID: String? = "test-install") {
        self.installID = installID
    }

    /// The calls so far.
    public var calls: [Call] { recorded.withLock { $0 } }

    /// Records the call.
    public func configure() { record(.configure) }
    /// Records the call.
    public func logEvent(_ name: String, parameters: [String: AnalyticsParameter]) {
        record(.logEvent(name, parameters))
    }
    /// Records the call.
    public func setUserProperty(_ value: String?, forName name: String) { record(.setUserProperty(value, name: name)) }
    /// Records the call.
    public func setUserID(_ id: String?) { record(.setUserID(id)) }
    /// Records the call.
    public func setScreenName(_ name: String?, screenClass: String?) {
        record(.setScreenName(name, screenClass: screenClass))
    }
    /// The install id given at creation.
    public func appInstanceID() -> String? { installID }
    /// Records the call.
    public func resetAnalyticsData() { record(.resetAnalyticsData) }

    private func record(_ call: Call) {
        recorded.withLock { $0.append(call) }
    }
}
