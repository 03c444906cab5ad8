import Foundation
import Store

/// Whether this instance should get traffic: the answer of `/healthz`, which a load balancer
/// (HAProxy's `option httpchk`) polls to take an instance out while it is not ready.
///
/// Three checks, each true for a server built without a refresher (a fixed finder never changes):
/// - `graph`: every region with a recorded graph file has its walking network in the served
///   snapshot (else its toilets would be ranked by straight-line distance), or a load is under
///   way that brings it. Judged only when the database is still at the snapshot's version: an
///   import that just committed a new region is the feed's lag until the next poll, not a
///   missing graph (else every instance would turn unready at once after each import);
/// - `database`: the refresher's last data-version poll succeeded within
///   max(3 × interval, 3 s), so the database answers;
/// - `feed`: the served snapshot holds the last polled version (caught up), or a load is under way.
struct Readiness: Sendable {
    let live: LiveSnapshot
    let refresher: RefresherMonitor?
    let graphs: (any GraphFileCatalog)?
    /// The database's data version now (read after the graph files, to date them).
    let databaseVersion: @Sendable () async throws -> Int64
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
    /// - Complexity: one read of the store's graph files (a few rows) when there is a refresher.
    func report() async -> HealthReport {
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
        let graph = await graphsLoaded(in: snapshot) || state.loading
        return HealthReport(checks: .init(graph: graph, database: database, feed: feed), dataVersion: snapshot.version,
                            snapshotAgeSeconds: age)
    }

    /// Whether every region with a graph file has its network in `snapshot` (false when the
    /// store cannot say). The files are read before the version: versions only grow, so when the
    /// version read after them is the snapshot's, they are the snapshot's files.
    private func graphsLoaded(in snapshot: ServingSnapshot) async -> Bool {
        guard let graphs else { return true }
        guard let files = try? await graphs.graphFiles(), let version = try? await databaseVersion() else { return false }
        guard version == snapshot.version else { return true }
        return Set(files.keys).isSubset(of: Set(snapshot.finder.networkRegions))
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
