import Foundation

extension WalkingSearch {
    /// The first `limit` targets, in order of walking time from `start`, that `shouldAccept`
    /// accepts; the search stops as soon as it has them or walking time passes `maxSeconds`.
    ///
    /// `shouldAccept(target, seconds)` is called once per target reached, in increasing
    /// order of `seconds` (ties by target index): the Finder checks there that a toilet
    /// meets the needs and is open at now + `seconds`. The start's straight stretch to its
    /// edge is included in every time.
    ///
    /// ```swift
    /// let search = WalkingSearch(graph: graph)
    /// let hits = search.nearest(from: start, targets: toilets, limit: 3) { toilet, seconds in
    ///     isOpen(toilet, at: now.addingTimeInterval(seconds))
    /// }
    /// let route = hits.first.flatMap { search.route(to: $0) }
    /// ```
    /// Targets reached within `afterMillis` are passed over (another search offered them), and
    /// the search stops before offering a target at a time for which `isFinished` says nothing
    /// more can be accepted, as ``HierarchySearch``'s does.
    /// - Complexity: O((V' + E') log V') for the V' vertices and E' arcs within the answer's
    ///   walking time (bounded Dijkstra).
    public func nearest(from start: SnappedPoint, targets: WalkingTargets, limit: Int, maxSeconds: Double = 2700,
                        after afterMillis: UInt32? = nil, shouldAccept: (Int, Double) -> Bool = { _, _ in true },
                        isFinished: (Double) -> Bool = { _ in false }) -> [Hit] {
        let graph = self.graph, vertexCount = graph.vertexCount
        storage.prepare(nodes: vertexCount + targets.count)
        last = (start, targets)
        guard limit > 0, start.edge >= 0, start.edge < graph.edgeCount,
              targets.vertexBucketOffsets.count == vertexCount + 1,
              targets.edgeTargetOffsets.count == graph.edgeCount + 1 else { return [] }
        var f = storage.frame()
        defer { storage.finish(f) }
        let cap = UInt64(max(0, min(maxSeconds, 4_000_000) * 1000))
        seed(&f, from: start, targets: targets)
        var hits: [Hit] = []
        while let (node, millis) = f.popNext() {
            if UInt64(millis) > cap { break }
            if node >= vertexCount {
                let target = node - vertexCount
                if let afterMillis, millis <= afterMillis { continue }
                if isFinished(Double(millis) / 1000) { break }
                if shouldAccept(target, Double(millis) / 1000) {
                    hits.append(Hit(target: target, millis: millis, meters: metersWalked(toTarget: target, f)))
                    if hits.count >= limit { break }
                }
                continue
            }
            Self.expand(&f, node, millis: millis, graph: graph, targets: targets)
        }
        return hits
    }

    /// Seeds both ends of the start edge, and any target on the same edge directly.
    private func seed(_ f: inout SearchFrame, from start: SnappedPoint, targets: WalkingTargets) {
        let e = start.edge, straight = profile.straightMillis(meters: start.distanceMeters)
        f.relax(Int(graph.edgeSources[e]), millis: straight &+ start.millisFromSource, parent: Self.seededFromSource)
        f.relax(Int(graph.edgeTargets[e]), millis: straight &+ start.millisToTarget, parent: Self.seededFromTarget)
        for slot in Int(targets.edgeTargetOffsets[e])..<Int(targets.edgeTargetOffsets[e + 1]) {
            let t = Int(targets.edgeTargetList[slot])
            guard let snap = targets.attachments[t] else { continue }
            let along = snap.millisFromSource > start.millisFromSource
                ? snap.millisFromSource - start.millisFromSource : start.millisFromSource - snap.millisFromSource
            f.relax(graph.vertexCount + t, millis: straight &+ along &+ targets.straightMillis[t], parent: Self.direct)
        }
    }

    /// Relaxes the arcs of a settled vertex, and the targets in its bucket.
    @inline(__always)
    private static func expand(_ f: inout SearchFrame, _ v: Int, millis: UInt32, graph: WalkingGraph,
                               targets: WalkingTargets) {
        var arc = Int(graph.arcOffsets[v])
        let arcEnd = Int(graph.arcOffsets[v + 1])
        while arc < arcEnd {
            f.relax(Int(graph.arcTargets[arc]), millis: millis &+ graph.arcMillis[arc], parent: Int32(truncatingIfNeeded: arc))
            arc += 1
        }
        let bucketEnd = Int(targets.vertexBucketOffsets[v + 1])
        var slot = Int(targets.vertexBucketOffsets[v])
        while slot < bucketEnd {
            f.relax(graph.vertexCount + Int(targets.bucketTargets[slot]), millis: millis &+ targets.bucketMillis[slot],
                    parent: Int32(truncatingIfNeeded: slot))
            slot += 1
        }
    }

    /// The metres walked to a settled target, summed along its parent chain (cheaper than
    /// carrying metres through every relaxation).
    private func metersWalked(toTarget t: Int, _ f: SearchFrame) -> Double {
        let targets = last?.targets, start = last?.start
        guard let targets, let start, let goal = targets.attachments[t] else { return 0 }
        var meters = start.distanceMeters + goal.distanceMeters
        let code = f.nodes[graph.vertexCount + t].parent
        if code == Self.direct { return meters + abs(goal.metersFromSource - start.metersFromSource) }
        let fromSource = targets.bucketFromSource[Int(code)]
        meters += fromSource ? goal.metersFromSource : goal.metersToTarget
        var v = Int(fromSource ? graph.edgeSources[goal.edge] : graph.edgeTargets[goal.edge])
        while f.nodes[v].parent >= 0 {
            let edge = Int(graph.arcEdges[Int(f.nodes[v].parent)])
            meters += Double(graph.edgeMeters[edge])
            v = Int(graph.edgeTargets[edge]) == v ? Int(graph.edgeSources[edge]) : Int(graph.edgeTargets[edge])
        }
        return meters + (f.nodes[v].parent == Self.seededFromSource ? start.metersFromSource : start.metersToTarget)
    }
}
