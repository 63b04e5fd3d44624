import CoreMetrics
import Foundation
import Hummingbird
import Logging

/// One log line and the request metrics for every answer: method, route (its pattern, such as
/// `/items/{page}`, never the query or the path a user typed), status and duration. Nothing from
/// headers or bodies — no token, password, cookie or username — ever reaches it.
package struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    /// Logs and counts through `metrics`.
    package init(metrics: ServerMetrics) {
        self.metrics = metrics
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - start
        let route = context.endpointPath ?? "unmatched"
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1_000
        context.logger.info(
            "\(request.method) \(route) \(response.status.code)",
            metadata: [
                "http.method": "\(request.method)", "http.route": "\(route)",
                "http.status": "\(response.status.code)", "http.duration_ms": "\(String(format: "%.1f", milliseconds))",
            ])
        // Without metrics, nothing to make: every request passes here.
        guard metrics.isEnabled else { return response }
        let dimensions = [("method", request.method.rawValue), ("route", route), ("status", "\(response.status.code)")]
        metrics.counter("http_requests_total", dimensions).increment()
        metrics.timer("http_request_duration_seconds", [("method", request.method.rawValue), ("route", route)])
            .recordNanoseconds(
                elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000)
        return response
    }
}
