import CoreMetrics
import Prometheus

/// What the server counts — requests by route and status and their durations, database statements
/// under way, photos processed, analytics reports stored — kept for Prometheus when metrics are on,
/// counted nowhere when they are off. Injected, not bootstrapped globally, so each server (and each
/// test) has its own.
public struct ServerMetrics: Sendable {
    private let registry: PrometheusCollectorRegistry?
    private let factory: any MetricsFactory

    /// Metrics counted for nobody: the default.
    public static let disabled = ServerMetrics(registry: nil)

    /// Metrics kept for `/metrics` in Prometheus's text format.
    public static func prometheus() -> ServerMetrics {
        ServerMetrics(registry: PrometheusCollectorRegistry())
    }

    private init(registry: PrometheusCollectorRegistry?) {
        self.registry = registry
        if let registry {
            var factory = PrometheusMetricsFactory(registry: registry)
            factory.defaultDurationHistogramBuckets = [
                .milliseconds(1), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50),
                .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5),
                .seconds(10),
            ]
            self.factory = factory
        } else {
            self.factory = NOOPMetricsHandler.instance
        }
    }

    /// Whether metrics are kept.
    package var isEnabled: Bool { registry != nil }

    /// A counter.
    package func counter(_ label: String, _ dimensions: [(String, String)] = []) -> CoreMetrics.Counter {
        CoreMetrics.Counter(label: label, dimensions: dimensions, factory: factory)
    }

    /// Adds `amount` to counter `label`.
    package func count(_ label: String, by amount: Int = 1) {
        guard isEnabled else { return }
        counter(label).increment(by: amount)
    }

    /// A timer (a histogram of durations).
    package func timer(_ label: String, _ dimensions: [(String, String)] = []) -> CoreMetrics.Timer {
        CoreMetrics.Timer(label: label, dimensions: dimensions, factory: factory)
    }

    /// A value that goes up and down.
    package func meter(_ label: String, _ dimensions: [(String, String)] = []) -> CoreMetrics.Meter {
        CoreMetrics.Meter(label: label, dimensions: dimensions, factory: factory)
    }

    /// Everything counted, in Prometheus's text format; `nil` when metrics are off.
    package func prometheusText() -> String? {
        registry?.emitToString()
    }
}
