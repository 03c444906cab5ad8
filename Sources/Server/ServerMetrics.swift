import Foundation
import Prometheus

/// The server's Prometheus metrics, in a registry of its own (one per application, so tests
/// build as many applications as they like; nothing touches the process-wide MetricsSystem).
///
/// Labels hold only route templates, methods, status codes and limit names: never a raw path,
/// a coordinate, a token or an address, so the number of series stays bounded.
public final class ServerMetrics: Sendable {
    /// The registry `/metrics` renders.
    public let registry = PrometheusCollectorRegistry()

    /// Request-duration buckets, in seconds: 1 ms to 10 s.
    static let buckets: [Duration] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
        .map { Duration.nanoseconds(Int64($0 * 1e9)) }

    static var requests: MetricNameDescriptor { .init(metricName: "http_requests", unitName: "total",
                                               helpText: "HTTP requests answered, by route template, method and status.") }
    static var duration: MetricNameDescriptor { .init(metricName: "http_request_duration", unitName: "seconds",
                                               helpText: "Time to produce a response, by route template.") }
    static var importDuration: MetricNameDescriptor { .init(namespace: "toiletnow", metricName: "import_duration", unitName: "seconds",
                                                     helpText: "How long each region's last OSM import took, from reading its file to its commit.") }
    static var rateLimited: MetricNameDescriptor { .init(namespace: "toiletnow", metricName: "rate_limited", unitName: "total",
                                                  helpText: "Writes refused with 429, by the limit they met.") }

    let snapshotAge: Gauge
    let dataVersion: Gauge
    let feedLag: Gauge
    let snapshotLoad: Gauge

    /// An empty registry with the snapshot gauges registered (they read 0 until the first scrape).
    public init() {
        snapshotAge = registry.makeGauge(descriptor: .init(namespace: "toiletnow", metricName: "snapshot_age", unitName: "seconds",
                                                           helpText: "Time since the served snapshot was built."))
        dataVersion = registry.makeGauge(descriptor: .init(namespace: "toiletnow", metricName: "data", unitName: "version",
                                                           helpText: "The data version of the served snapshot."))
        feedLag = registry.makeGauge(descriptor: .init(namespace: "toiletnow", metricName: "change_feed_lag", unitName: "seconds",
                                                       helpText: "Time since the served snapshot last held the database's data version (0: caught up)."))
        snapshotLoad = registry.makeGauge(descriptor: .init(namespace: "toiletnow", metricName: "snapshot_load", unitName: "seconds",
                                                            helpText: "How long the last snapshot load took: from a committed import to serving it."))
    }

    /// Counts one answered request and its duration.
    func recordRequest(route: String, method: String, status: Int, duration: Duration) {
        registry.makeCounter(descriptor: Self.requests, labels: [("route", route), ("method", method), ("status", String(status))])
            .increment()
        registry.makeDurationHistogram(descriptor: Self.duration, labels: [("route", route)], buckets: Self.buckets)
            .record(duration)
    }

    /// Counts one write refused by `limit` (`address`, `device`, `new_toilets`, `new_devices`).
    func recordRateLimited(_ limit: String) {
        registry.makeCounter(descriptor: Self.rateLimited, labels: [("limit", limit)]).increment()
    }

    /// The text exposition, with the snapshot gauges read now.
    func render(live: LiveSnapshot, refresher: RefresherState?, now: Date) -> String {
        let snapshot = live.current
        snapshotAge.set(to: max(0, now.timeIntervalSince(snapshot.loadedAt)))
        dataVersion.set(to: Double(snapshot.version))
        for (region, seconds) in snapshot.importSeconds {
            registry.makeGauge(descriptor: Self.importDuration, labels: [("region", region)]).set(to: seconds)
        }
        if let state = refresher?.current {
            let caughtUp = snapshot.version >= state.lastPolledVersion
            feedLag.set(to: caughtUp ? 0 : max(0, now.timeIntervalSince(state.lastCaughtUp)))
            if let load = state.lastLoadDuration {
                snapshotLoad.set(to: Double(load.components.seconds) + Double(load.components.attoseconds) * 1e-18)
            }
        } else {
            feedLag.set(to: 0)
        }
        return registry.emitToString()
    }
}
