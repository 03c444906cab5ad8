import Foundation
import Finder

/// Everything the in-memory endpoints answer from, built from one state of the database.
///
/// Immutable: a request takes the current snapshot once and uses only it, so it never sees
/// half of an update. The caches belong to the snapshot, so a swap drops them with the data
/// they were written from.
public final class ServingSnapshot: Sendable {
    /// The store's ``Store/ToiletRepository/dataVersion()`` this snapshot was read at.
    public let version: Int64
    /// Nearest, routes and Refuge's `by_location`.
    public let finder: ToiletFinder
    /// The newest toilet revision the snapshot includes: the change feed goes no further, so a
    /// client that sees a change there finds it in `/api/nearest` (nil: no limit, as in tests
    /// over a fixed finder).
    public let revision: Int64?
    /// When the snapshot was built: `/healthz` and `/metrics` report its age.
    public let loadedAt: Date
    /// The regions whose walking graph the database recorded at ``version`` (nil: not known, as
    /// for a fixed finder). `/healthz` compares them with the networks the finder holds, so it
    /// needs no query of its own: it answers while the database is down.
    public let recordedGraphs: Set<String>?
    /// Each region's last import duration, as the database recorded it (`/metrics`).
    public let importSeconds: [String: Double]
    let nearestJSON = ToiletJSONCache()
    let refugeJSON = RefugeJSONCache()

    public init(version: Int64, finder: ToiletFinder, revision: Int64? = nil, loadedAt: Date = Date(), recordedGraphs: Set<String>? = nil,
                importSeconds: [String: Double] = [:]) {
        self.importSeconds = importSeconds
        self.version = version
        self.finder = finder
        self.revision = revision
        self.loadedAt = loadedAt
        self.recordedGraphs = recordedGraphs
    }
}

/// The snapshot requests read now; the refresher swaps in a new one when the database changes.
public final class LiveSnapshot: @unchecked Sendable {
    private let lock = NSLock()
    private var snapshot: ServingSnapshot

    public init(_ snapshot: ServingSnapshot) {
        self.snapshot = snapshot
    }

    /// The snapshot to answer one request from.
    public var current: ServingSnapshot { lock.withLock { snapshot } }

    /// Makes `next` the snapshot for every request that starts from now on.
    public func swap(to next: ServingSnapshot) {
        lock.withLock { snapshot = next }
    }
}
