import Foundation
public import Logging

/// An `AnalyticsService` that only writes each call to a log — for development, or an app that
/// has no analytics backend yet.
public struct LogAnalyticsService: AnalyticsService {
    private let logger: Logger
    private let installID = UUID().uuidString

    /// A service logging through `logger` at `info`.
    public init(logger: Logger = Logger(label: "mybiz.analytics.log")) {
        self.logger = logger
    }

    /// Logs that the service started.
    public func configure() {
        logger.info("analytics configured", metadata: ["install": "\(installID)"])
    }

    /// Logs the event and its parameters.
    public func logEvent(_ name: String, parameters: [String: AnalyticsParameter]) {
        logger.info(
            "event \(name)",
            metadata: parameters.mapValues { Logger.MetadataValue.string(Self.text($0)) })
    }

    /// Logs the property.
    public func setUserProperty(_ value: String?, forName name: String) {
        logger.info("user property \(name) = \(value ?? "(removed)")")
    }

    /// Logs the user id.
    public func setUserID(_ id: String?) {
        logger.info("user id = \(id ?? "(removed)")")
    }

    /// Logs the screen.
    public func setScreenName(_ name: String?, screenClass: String?) {
        logger.info("screen \(name ?? "(none)")\(screenClass.map { " (\($0))" } ?? "")")
    }

    /// An id made when the service was created.
    public func appInstanceID() -> String? { installID }

    /// Logs the reset.
    public func resetAnalyticsData() {
        logger.info("analytics data reset")
    }

    private static func text(_ parameter: AnalyticsParameter) -> String {
        switch parameter {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        }
    }
}
