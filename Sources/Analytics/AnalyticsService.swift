/// An analytics vendor behind `AppLog`: the app never imports one directly, so it can be swapped
/// (a backend, a log, a test spy) in one place.
public protocol AnalyticsService: Sendable {
    /// Starts the service; called once at launch.
    func configure()
    /// Records that `name` happened, with its parameters.
    func logEvent(_ name: String, parameters: [String: AnalyticsParameter])
    /// Sets (or with `nil` removes) a property describing the user, e.g. their plan.
    func setUserProperty(_ value: String?, forName name: String)
    /// Sets (or with `nil` removes) the id events are tied to.
    func setUserID(_ id: String?)
    /// Records that a screen is shown.
    func setScreenName(_ name: String?, screenClass: String?)
    /// This installation's anonymous id, if the service has one.
    func appInstanceID() -> String?
    /// Forgets everything collected and starts as a new anonymous installation.
    func resetAnalyticsData()
}
