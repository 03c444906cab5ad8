import Foundation

/// Reusable state for one-to-many searches over a ``ContractionHierarchy``; one per thread.
///
/// Same contract as ``WalkingSearch/nearest(from:targets:limit:maxSeconds:shouldAccept:)``
/// (which stays as the plain reference implementation): targets are offered to
/// `shouldAccept` in order of walking time, ties by index, and the first `limit` accepted
/// come back with exact times. One upward search from the user, one scan of the buckets it
/// meets, then a sort of the reached targets: a few microseconds on a city.
public final class HierarchySearch {
    /// The hierarchy searched.
    public let hierarchy: ContractionHierarchy
    /// The speed for the straight stretch from the user's position to the graph.
    public let profile: WalkingProfile
    var forward: UpwardSearch
    var bestMillis: [UInt32] = []
    var bestMeters: [Float] = []
    var meet: [Int32] = []
    var targetStamp: [UInt32] = []
    var generation: UInt32 = 0
    var touched: [Int] = []
    var last: (start: SnappedPoint, targets: HierarchyTargets)?

    /// Creates search state for `hierarchy`.
    public init(hierarchy: ContractionHierarchy, profile: WalkingProfile = .standard) {
        self.hierarchy = hierarchy
        self.profile = profile
        forward = UpwardSearch(hierarchy: hierarchy)
    }

    deinit { forward.release() }

    /// The first `limit` targets by walking time from `start` that `shouldAccept` accepts,
    /// within `maxSeconds`.
    ///
    /// ```swift
    /// let hierarchy = ContractionHierarchy(graph: graph)            // once, at load
    /// let buckets = HierarchyTargets(hierarchy: hierarchy, targets: toilets)
    /// let search = HierarchySearch(hierarchy: hierarchy)            // one per thread
    /// let hits = search.nearest(from: start, targets: buckets, limit: 3) { t, s in isOpen(t, s) }
    /// let route = hits.first.flatMap { search.route(to: $0) }
    /// ```
    /// - Complexity: O(S log S + B + R log R) for the upward search space S, the bucket
    ///   entries B it meets and the R targets reached.
    public func nearest(from start: SnappedPoint, targets: HierarchyTargets, limit: Int, maxSeconds: Double = 2700,
                        shouldAccept: (Int, Double) -> Bool = { _, _ in true }) -> [WalkingSearch.Hit] {
        let graph = hierarchy.graph
        last = (start, targets)
        beginTargets(count: targets.targets.count)
        guard limit > 0, start.edge >= 0, start.edge < graph.edgeCount,
              targets.bucketOffsets.count == graph.vertexCount + 1 else { return [] }
        let cap = UInt32(max(0, min(maxSeconds, 4_000_000) * 1000))
        let straight = profile.straightMillis(meters: start.distanceMeters)
        let straightMeters = Float(start.distanceMeters)
        forward.run(seeds: [
            (Int(graph.edgeSources[start.edge]), straight &+ start.millisFromSource, straightMeters + Float(start.metersFromSource)),
            (Int(graph.edgeTargets[start.edge]), straight &+ start.millisToTarget, straightMeters + Float(start.metersToTarget)),
        ])
        for v in forward.settledOrder {
            let d = forward.distance(v), m = forward.meters(v)
            if d > cap { continue }
            for slot in Int(targets.bucketOffsets[v])..<Int(targets.bucketOffsets[v + 1]) {
                offer(Int(targets.bucketTargets[slot]), d &+ targets.bucketMillis[slot], m + targets.bucketMeters[slot],
                      meet: Int32(v))
            }
        }
        offerSameEdgeTargets(start: start, targets: targets.targets, straight: straight)
        var reached = touched.filter { bestMillis[$0] <= cap }
        reached.sort { (bestMillis[$0], $0) < (bestMillis[$1], $1) }
        var hits: [WalkingSearch.Hit] = []
        for t in reached where hits.count < limit && shouldAccept(t, Double(bestMillis[t]) / 1000) {
            hits.append(WalkingSearch.Hit(target: t, millis: bestMillis[t], meters: Double(bestMeters[t])))
        }
        return hits
    }

    private func beginTargets(count: Int) {
        if targetStamp.count < count {
            let grow = count - targetStamp.count
            bestMillis += [UInt32](repeating: 0, count: grow)
            bestMeters += [Float](repeating: 0, count: grow)
            meet += [Int32](repeating: 0, count: grow)
            targetStamp += [UInt32](repeating: 0, count: grow)
        }
        generation &+= 1
        if generation == 0 {
            for i in targetStamp.indices { targetStamp[i] = 0 }
            generation = 1
        }
        touched.removeAll(keepingCapacity: true)
    }

    @inline(__always)
    private func offer(_ t: Int, _ millis: UInt32, _ meters: Float, meet vertex: Int32) {
        if targetStamp[t] == generation {
            guard millis < bestMillis[t] else { return }
        } else {
            targetStamp[t] = generation
            touched.append(t)
        }
        bestMillis[t] = millis
        bestMeters[t] = meters
        meet[t] = vertex
    }

    /// Targets on the start's own edge can be walked to directly along it.
    private func offerSameEdgeTargets(start: SnappedPoint, targets: WalkingTargets, straight: UInt32) {
        let e = start.edge
        for slot in Int(targets.edgeTargetOffsets[e])..<Int(targets.edgeTargetOffsets[e + 1]) {
            let t = Int(targets.edgeTargetList[slot])
            guard let snap = targets.attachments[t] else { continue }
            let along = snap.millisFromSource > start.millisFromSource
                ? snap.millisFromSource - start.millisFromSource : start.millisFromSource - snap.millisFromSource
            let meters = Float(start.distanceMeters + abs(snap.metersFromSource - start.metersFromSource) + snap.distanceMeters)
            offer(t, straight &+ along &+ targets.straightMillis[t], meters, meet: -1)
        }
    }
}
