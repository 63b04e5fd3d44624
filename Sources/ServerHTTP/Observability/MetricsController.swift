import Hummingbird
import ServerObservability
import ServerSecurity

/// `GET /metrics`: the server's metrics in Prometheus's text format, when metrics are on. With a
/// token, only a scraper sending `Authorization: Bearer <token>` is answered; others get 401.
package struct MetricsController: Sendable {
    let metrics: ServerMetrics
    let token: String?

    /// Serves `metrics`, guarded by `token` when there is one.
    package init(metrics: ServerMetrics, token: String?) {
        self.metrics = metrics
        self.token = token
    }

    package func addRoutes(to router: Router<some RequestContext>) {
        guard metrics.isEnabled else { return }
        router.get("/metrics") { request, _ in
            if let token, !ConstantTimeComparison.equal(request.headers[.authorization], "Bearer \(token)") {
                throw APIError(.unauthorized, "Unauthorized")
            }
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: .init(string: metrics.prometheusText() ?? "")))
        }
    }
}
