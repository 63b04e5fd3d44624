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
        guard let context = RequestContext.current else { return }
        var metadata = Self.metadata(context)
        if logger.logLevel <= .trace {
            metadata["http.request.headers"] = .string(Self.redacted(context.headers))
        }
        logger.log(level: level, "→ \(context.method) \(Self.loggable(context.url))", metadata: metadata)
    }

    /// Logs the status, size and duration of the answer.
    public func afterSuccess(result: AnyResponse) async {
        guard let context = RequestContext.current else { return }
        var metadata = Self.metadata(context)
        metadata["http.status"] = "\(result.statusCode)"
        metadata["http.response.bytes"] = "\(result.body.count)"
        logger.log(
            level: level,
            "← \(result.statusCode) \(context.method) \(Self.loggable(context.url)) in \(Self.elapsed(context))",
            metadata: metadata)
    }

    /// Logs why the request failed.
    public func afterFailure(error: NetworkError) async {
        var metadata = RequestContext.current.map(Self.metadata) ?? [:]
        if let code = error.statusCode { metadata["http.status"] = "\(code)" }
        let request = RequestContext.current.map { "\($0.method) \(Self.loggable($0.url)) " } ?? ""
        let after = RequestContext.current.map { " (after \(Self.elapsed($0)))" } ?? ""
        logger.log(level: failureLevel, "✗ \(request)failed: \(error)\(after)", metadata: metadata)
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

    private static func metadata(_ context: RequestContext) -> Logger.Metadata {
        [
            "request.id": "\(context.requestID)",
            "http.method": "\(context.method)",
            "http.url": "\(loggable(context.url))",
            "attempt": "\(context.attempt)",
        ]
    }

    private static func elapsed(_ context: RequestContext) -> String {
        let duration = ContinuousClock.now - context.startedAt
        let milliseconds =
            Double(duration.components.seconds) * 1000
            + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.1f ms", milliseconds)
    }
}
