import Foundation

/// Whether this instance should get traffic: the answer of `/healthz`, which a load balancer
/// (HAProxy's `option httpchk`) polls to take an instance out while it is not ready.
///
/// Three checks, each true for a server built without a refresher (a fixed finder never changes):
/// - `graph`: every region whose graph the database recorded at the served snapshot's version
///   (``ServingSnapshot/recordedGraphs``) has its walking network in the snapshot (else its
///   toilets would be ranked by straight-line distance), or a load is under way that brings it.
///   An import committed since is the feed's lag until the next poll, not a missing graph.
///   Nothing here queries the database: an earlier version read the graph files on every
///   `/healthz`, which then hung while PostgreSQL was down (the cluster test) and made the check
///   cost a database round trip per call;
/// - `database`: the refresher's last data-version poll succeeded within
///   max(3 × interval, 3 s), so the database answers;
/// - `feed`: the served snapshot holds the last polled version (caught up), or a load is under way.
struct Readiness: Sendable {
    let live: LiveSnapshot
    let refresher: RefresherMonitor?
    let now: @Sendable () -> Date

    /// A refresher's state with its poll interval.
    struct RefresherMonitor: Sendable {
        let state: RefresherState
        let interval: Duration

        /// How old the last successful poll may be: three missed ticks, and at least 3 s.
        var pollDeadline: TimeInterval {
            let interval = Double(interval.components.seconds) + Double(interval.components.attoseconds) * 1e-18
            return max(3 * interval, 3)
        }
    }

    /// The checks as they stand now.
    /// - Complexity: O(regions), from memory.
    func report() -> HealthReport {
        let snapshot = live.current
        let time = now()
        let age = max(0, time.timeIntervalSince(snapshot.loadedAt))
        guard let refresher else {
            return HealthReport(checks: .init(graph: true, database: true, feed: true), dataVersion: snapshot.version,
                                snapshotAgeSeconds: age)
        }
        let state = refresher.state.current
        let database = time.timeIntervalSince(state.lastSuccessfulPoll) <= refresher.pollDeadline
        let feed = snapshot.version >= state.lastPolledVersion || state.loading
        let graph = Self.graphsLoaded(in: snapshot) || state.loading
        return HealthReport(checks: .init(graph: graph, database: database, feed: feed), dataVersion: snapshot.version,
                            snapshotAgeSeconds: age)
    }

    /// Whether every region with a recorded graph has its network in `snapshot` (true when the
    /// snapshot does not know its graphs).
    static func graphsLoaded(in snapshot: ServingSnapshot) -> Bool {
        guard let recorded = snapshot.recordedGraphs else { return true }
        return recorded.isSubset(of: Set(snapshot.finder.networkRegions))
    }
}

/// The body of `/healthz`: 200 when ``ready``, else 503 with the same fields.
struct HealthReport: Encodable, Sendable, Equatable {
    /// One flag per check.
    struct Checks: Encodable, Sendable, Equatable {
        var graph: Bool
        var database: Bool
        var feed: Bool
    }

    var checks: Checks
    var dataVersion: Int64
    var snapshotAgeSeconds: Double

    var ready: Bool { checks.graph && checks.database && checks.feed }

    enum CodingKeys: String, CodingKey {
        case status, ready, checks, dataVersion, snapshotAgeSeconds
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ready ? "ok" : "unavailable", forKey: .status)
        try container.encode(ready, forKey: .ready)
        try container.encode(checks, forKey: .checks)
        try container.encode(dataVersion, forKey: .dataVersion)
        // Milliseconds are enough, and keep the number short.
        try container.encode((snapshotAgeSeconds * 1000).rounded() / 1000, forKey: .snapshotAgeSeconds)
    }
}
