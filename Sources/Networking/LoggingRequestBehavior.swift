import Foundation
public import Logging

/// Logs each attempt and each outcome through swift-log, with the request id, method, URL, attempt
/// and duration as metadata. Header values that carry credentials (`Authorization`, cookies …) are
/// never logged, nor is a password in the URL.
public struct LoggingRequestBehavior: RequestBehavior {
    private let logger: Logger
    private let level: Logger.Level
    private let failureLevel: Logger.Level

    /// Creates the behaviour: attempts and successes at `level`, failures at `failureLevel`.
    public init(logger: Logger, level: Logger.Level = .info, failureLevel: Logger.Level = .warning) {
        self.logger = logger
        self.level = level
        self.failureLevel = failureLevel
    }

    /// Logs the attempt about to be made; the request's headers, redacted, at trace level.
    public func beforeSend() async throws {
        guard let attempt = RequestAttempt.current else { return }
        let url = Self.loggable(attempt.url)
        var metadata = Self.metadata(attempt, url: url)
        if logger.logLevel <= .trace {
            metadata["http.request.headers"] = .string(Self.redacted(attempt.headers))
        }
        logger.log(level: level, "→ \(attempt.method) \(url)", metadata: metadata)
    }

    /// Logs the status, size and duration of the answer.
    public func afterSuccess(result: AnyResponse) async {
        guard let attempt = RequestAttempt.current else { return }
        let url = Self.loggable(attempt.url)
        var metadata = Self.metadata(attempt, url: url)
        metadata["http.status"] = "\(result.statusCode)"
        metadata["http.response.bytes"] = "\(result.body.count)"
        logger.log(
            level: level, "← \(result.statusCode) \(attempt.method) \(url) in \(Self.elapsed(attempt))",
            metadata: metadata)
    }

    /// Logs why the request failed.
    public func afterFailure(error: NetworkError) async {
        // Without an attempt the request could not even be built (a bad base URL): no URL to name.
        guard let attempt = RequestAttempt.current else {
            logger.log(level: failureLevel, "✗ request failed: \(error)")
            return
        }
        let url = Self.loggable(attempt.url)
        var metadata = Self.metadata(attempt, url: url)
        if let code = error.statusCode { metadata["http.status"] = "\(code)" }
        logger.log(
            level: failureLevel, "✗ \(attempt.method) \(url) failed: \(error) (after \(Self.elapsed(attempt)))",
            metadata: metadata)
    }

    static let sensitiveHeaders: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key",
    ]

    /// Headers as `Name: value` pairs, credentials replaced by `<redacted>`.
    static func redacted(_ headers: [String: String]) -> String {
        headers.sorted { $0.key.lowercased() < $1.key.lowercased() }
            .map { "\($0.key): \(sensitiveHeaders.contains($0.key.lowercased()) ? "<redacted>" : $0.value)" }
            .joined(separator: ", ")
    }

    /// The URL without a password (`http://user:secret@host` → `http://user:<redacted>@host`).
    static func loggable(_ url: URL) -> String {
        guard url.password != nil, var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        else { return url.absoluteString }
        components.password = "<redacted>"
        return components.string ?? url.absoluteString
    }

    private static func metadata(_ attempt: RequestAttempt, url: String) -> Logger.Metadata {
        [
            "request.id": "\(attempt.requestID)",
            "http.method": "\(attempt.method)",
            "http.url": "\(url)",
            "attempt": "\(attempt.number)",
        ]
    }

    private static func elapsed(_ attempt: RequestAttempt) -> String {
        let duration = ContinuousClock.now - attempt.startedAt
        let milliseconds =
            Double(duration.components.seconds) * 1000
            + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.1f ms", milliseconds)
    }
}
