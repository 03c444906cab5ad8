import Foundation

/// Reusable state for one-to-many searches over a ``ContractionHierarchy``; one per thread.
///
/// Same contract as ``WalkingSearch/nearest(from:targets:limit:maxSeconds:shouldAccept:)``
/// (which stays as the plain reference implementation): targets are offered to
/// `shouldAccept` in order of walking time, ties by index, and the first `limit` accepted
/// come back with exact times and metres. Within the buckets' cover the search merges the
/// user's upward search with the time-sorted buckets and stops at the answer (see
/// ``BucketQuery``); past the cover it sweeps the whole hierarchy once (see ``DownwardSweep``).
public final class HierarchySearch {
    /// What the last search did, counted (for benchmarks and tests, never timed).
    public struct Work: Sendable, Hashable {
        /// Vertices settled by the upward search from the user.
        public var settledVertices = 0
        /// Of those, the ones stalled: reached faster from above, so neither expanded nor scanned.
        public var stalledVertices = 0
        /// Bucket entries scanned.
        public var scannedEntries = 0
        /// Anchors (target edge ends) reached with their final time.
        public var anchorsReached = 0
        /// Targets offered to the predicate.
        public var targetsOffered = 0
        /// Vertices swept past the cover (0 when the buckets answered).
        public var sweptVertices = 0
        /// Whether the search went on past the hierarchy's horizon with plain Dijkstra.
        public var wentBeyondHorizon = false

        /// No work yet.
        public init() {}
    }

    /// The hierarchy searched.
    public let hierarchy: ContractionHierarchy
    /// The speed for the straight stretch from the user's position to the graph.
    public let profile: WalkingProfile
    var query = BucketQuery()
    var sweepForward: UpwardSearch
    var sweep = DownwardSweep()
    var downward: UpwardSearch
    /// What the last search ran on, for ``route(to:)``; `isSwept` when the sweep ran.
    var last: (start: SnappedPoint, targets: HierarchyTargets, isSwept: Bool)?
    /// Plain Dijkstra for the walks past the hierarchy's horizon, made on a search's first such
    /// walk (see ``nearest(from:targets:limit:maxSeconds:shouldAccept:isFinished:)``).
    var beyondHorizon: WalkingSearch?
    /// Whether the last search's hits past the horizon came from ``beyondHorizon``.
    var lastWentBeyond = false

    /// What the last search did.
    public internal(set) var lastWork = Work()

    /// Creates search state for `hierarchy`.
    public init(hierarchy: ContractionHierarchy, profile: WalkingProfile = .standard) {
        self.hierarchy = hierarchy
        self.profile = profile
        sweepForward = UpwardSearch(hierarchy: hierarchy)
        downward = UpwardSearch(hierarchy: hierarchy)
    }

    /// Makes the search's state ready for `targets` now: every page of it is handed over by
    /// the kernel here rather than at queries' first touches. A new server's first queries
    /// otherwise paid those page faults (78,000 in the first 1.5 s on a 2.7 M-junction grid,
    /// p99 12-21 ms there against 0.7 ms after).
    public func prepare(for targets: HierarchyTargets) {
        query.prepare(vertexCount: hierarchy.graph.vertexCount, targetCount: targets.targets.count)
        sweepForward.touchPages()
        downward.touchPages()
    }

    deinit {
        query.release()
        sweepForward.release()
        downward.release()
    }

    /// The first `limit` targets by walking time from `start` that `shouldAccept` accepts,
    /// within `maxSeconds`; the search also stops before offering a target at a time for which
    /// `isFinished` says nothing more can be accepted (the caller's answer is complete).
    ///
    /// ```swift
    /// let hierarchy = ContractionHierarchy(graph: graph)            // once, at load
    /// let buckets = HierarchyTargets(hierarchy: hierarchy, targets: toilets)
    /// let search = HierarchySearch(hierarchy: hierarchy)            // one per thread
    /// let hits = search.nearest(from: start, targets: buckets, limit: 3) { t, s in isOpen(t, s) }
    /// let route = hits.first.flatMap { search.route(to: $0) }
    /// ```
    /// - Complexity: within the cover, O(W log W) for the W forward vertices, bucket entries,
    ///   anchors and targets whose time is below the answer's (the region's other toilets cost
    ///   nothing); past the cover, add one sweep, O(V + upward arcs + T log T); past the
    ///   hierarchy's horizon (``ContractionHierarchy/horizonMillis``, when `maxSeconds` asks for
    ///   more), add a plain Dijkstra bounded at `maxSeconds`, O((V' + E') log V').
    public func nearest(from start: SnappedPoint, targets: HierarchyTargets, limit: Int, maxSeconds: Double = 2700,
                        shouldAccept: (Int, Double) -> Bool = { _, _ in true },
                        isFinished: (Double) -> Bool = { _ in false }) -> [WalkingSearch.Hit] {
        let graph = hierarchy.graph, n = graph.vertexCount
        last = nil
        lastWork = Work()
        guard limit > 0, start.edge >= 0, start.edge < graph.edgeCount, targets.bucketOffsets.count == n + 1,
              targets.targets.vertexBucketOffsets.count == n + 1, targets.targets.edgeTargetOffsets.count == graph.edgeCount + 1,
              3 * n + targets.targets.count <= Int(UInt32.max) else { return [] }
        let seconds = maxSeconds.isNaN ? 0 : min(max(0, maxSeconds), 4_000_000)
        let asked = UInt32(seconds * 1000), cap = min(asked, hierarchy.horizonMillis)  // exact up to the horizon
        lastWentBeyond = false
        let straight = profile.straightMillis(meters: start.distanceMeters)
        var hits: [WalkingSearch.Hit] = []
        let stopped = query.run(targets, hierarchy: hierarchy, start: start, straight: straight,
                                bound: min(cap, targets.coverMillis), limit: limit, hits: &hits,
                                shouldAccept: shouldAccept, isFinished: isFinished)
        lastWork = query.work
        let isSwept = !stopped && hits.count < limit && cap > targets.coverMillis
            && !isFinished(Double(targets.coverMillis) / 1000)
        if isSwept {
            sweepTargets(start, targets, straight: straight, after: targets.coverMillis, cap: cap, limit: limit, hits: &hits,
                         shouldAccept: shouldAccept)
        }
        last = (start, targets, isSwept)
        if asked > cap, !stopped, hits.count < limit, !isFinished(Double(cap) / 1000) {
            // Past the horizon the hierarchy is not exact: plain Dijkstra offers the targets
            // beyond it, in the same order, none twice (rare: the walks past 45 minutes).
            let plain = beyondHorizon ?? WalkingSearch(graph: graph, profile: profile)
            beyondHorizon = plain
            hits += plain.nearest(from: start, targets: targets.targets, limit: limit - hits.count, maxSeconds: seconds,
                                  after: cap, shouldAccept: shouldAccept, isFinished: isFinished)
            lastWentBeyond = true
            lastWork.wentBeyondHorizon = true
        }
        return hits
    }
}
