import Foundation

/// Reusable state for one-to-many searches over a ``ContractionHierarchy``; one per thread.
///
/// Same contract as ``WalkingSearch/nearest(from:targets:limit:maxSeconds:shouldAccept:)``
/// (which stays as the plain reference implementation): targets are offered to
/// `shouldAccept` in order of walking time, ties by index, and the first `limit` accepted
/// come back with exact times and metres. Within the buckets' cover the search merges the
/// user's upward search with the time-sorted buckets and stops at the answer (see
/// ``BucketQuery``). Past the cover (or the hierarchy's horizon, if nearer) a plain Dijkstra
/// goes on from there to `maxSeconds`: its cost grows with the walk asked for, not with the
/// region. (Until 2026-11-25 a downward sweep of the whole hierarchy answered there: 0.8 ms on
/// Malta, 240 ms on a 2.7 M-junction grid.)
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
        /// Heap pops of the plain Dijkstra past the cover (0 when the buckets answered).
        public var pastCoverPops = 0

        /// No work yet.
        public init() {}
    }

    /// The hierarchy searched.
    public let hierarchy: ContractionHierarchy
    /// The speed for the straight stretch from the user's position to the graph.
    public let profile: WalkingProfile
    var query = BucketQuery()
    var downward: UpwardSearch
    /// What the last search ran on, for ``route(to:)``; `exact` is the time up to which the
    /// hierarchy answered, `pastCover` whether ``pastCover`` answered beyond it.
    var last: (start: SnappedPoint, targets: HierarchyTargets, exact: UInt32, pastCover: Bool)?
    /// Plain Dijkstra for the walks past the cover, made on a search's first such walk (see
    /// ``nearest(from:targets:limit:maxSeconds:shouldAccept:isFinished:)``).
    var pastCover: WalkingSearch?

    /// What the last search did.
    public internal(set) var lastWork = Work()

    /// Creates search state for `hierarchy`.
    public init(hierarchy: ContractionHierarchy, profile: WalkingProfile = .standard) {
        self.hierarchy = hierarchy
        self.profile = profile
        downward = UpwardSearch(hierarchy: hierarchy)
    }

    /// Makes the search's state ready for `targets` now: every page of it is handed over by
    /// the kernel here rather than at queries' first touches. A new server's first queries
    /// otherwise paid those page faults (78,000 in the first 1.5 s on a 2.7 M-junction grid,
    /// p99 12-21 ms there against 0.7 ms after).
    public func prepare(for targets: HierarchyTargets) {
        query.prepare(vertexCount: hierarchy.graph.vertexCount, targetCount: targets.targets.count)
        downward.touchPages()
    }

    deinit {
        query.release()
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
    ///   nothing); past the cover (or the hierarchy's horizon,
    ///   ``ContractionHierarchy/horizonMillis``, if nearer), add a plain Dijkstra bounded at
    ///   `maxSeconds`, O((V' + E') log V') for the V' vertices and E' arcs within that walk.
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
        // The buckets are exact up to their cover, the hierarchy up to its horizon.
        let asked = UInt32(seconds * 1000), exact = min(targets.coverMillis, hierarchy.horizonMillis)
        let straight = profile.straightMillis(meters: start.distanceMeters)
        var hits: [WalkingSearch.Hit] = []
        let stopped = query.run(targets, hierarchy: hierarchy, start: start, straight: straight,
                                bound: min(asked, exact), limit: limit, hits: &hits,
                                shouldAccept: shouldAccept, isFinished: isFinished)
        lastWork = query.work
        let goesOn = asked > exact && !stopped && hits.count < limit && !isFinished(Double(exact) / 1000)
        if goesOn {
            // Plain Dijkstra offers the targets past `exact`, in the same order, none twice
            // (rare: the default walk is the cover, 45 minutes).
            let plain = pastCover ?? WalkingSearch(graph: graph, profile: profile)
            pastCover = plain
            var offered = 0
            hits += plain.nearest(from: start, targets: targets.targets, limit: limit - hits.count, maxSeconds: seconds,
                                  after: exact, shouldAccept: { offered += 1; return shouldAccept($0, $1) },
                                  isFinished: isFinished)
            lastWork.targetsOffered += offered
            lastWork.pastCoverPops = plain.lastPopCount
        }
        last = (start, targets, exact, goesOn)
        return hits
    }
}
