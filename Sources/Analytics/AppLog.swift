public import Logging

/// The app's one door to analytics: every screen and button logs through it, and it forwards to
/// the injected `AnalyticsService`. Calls that break the vendors' rules (`AnalyticsNameRules`) are
/// logged as warnings and dropped — analytics never crashes the app.
///
/// ```swift
/// let log = AppLog(service: MyBizAnalyticsService(…))
/// log.configure()
/// log.setScreenName("announcementsShown", screenClass: "AnnouncementsViewController")
/// log.logEvent("po_submitted", parameters: ["lines": 3])
/// ```
public struct AppLog: Sendable {
    /// Where the calls go.
    public let service: any AnalyticsService
    private let logger: Logger

    /// A facade over `service`; refused calls are reported through `logger`.
    public init(service: any AnalyticsService, logger: Logger = Logger(label: "mybiz.analytics")) {
        self.service = service
        self.logger = logger
    }

    /// Starts the service; call once at launch.
    public func configure() {
        service.configure()
    }

    /// Logs `name` with `parameters`, when both follow the rules.
    public func logEvent(_ name: String, parameters: [String: AnalyticsParameter] = [:]) {
        if let problem = AnalyticsNameRules.problem(event: name, parameters: parameters) {
            return refuse(problem)
        }
        service.logEvent(name, parameters: parameters)
    }

    /// Sets (or removes) a user property, when it follows the rules.
    public func setUserProperty(_ value: String?, forName name: String) {
        if let problem = AnalyticsNameRules.problem(userProperty: name, value: value) { return refuse(problem) }
        service.setUserProperty(value, forName: name)
    }

    /// Sets (or removes) the user id.
    public func setUserID(_ id: String?) {
        if let id, id.isEmpty || id.count > AnalyticsNameRules.maxUserID {
            return refuse("A user id must be 1 to \(AnalyticsNameRules.maxUserID) characters.")
        }
        service.setUserID(id)
    }

    /// Records that the screen `name` is shown.
    public func setScreenName(_ name: String?, screenClass: String? = nil) {
        for value in [name, screenClass].compactMap({ $0 })
        where value.isEmpty || value.count > AnalyticsNameRules.maxScreenName {
            return refuse("A screen name or class must be 1 to \(AnalyticsNameRules.maxScreenName) characters.")
        }
        service.setScreenName(name, screenClass: screenClass)
    }

    /// This installation's anonymous id.
    public func appInstanceID() -> String? {
        service.appInstanceID()
    }

    /// Forgets what was collected; the installation gets a new anonymous id.
    public func resetAnalyticsData() {
        service.resetAnalyticsData()
    }

    private func refuse(_ problem: String) {
        logger.warning("Analytics call dropped: \(problem)")
    }
}
