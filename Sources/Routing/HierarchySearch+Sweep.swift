import Foundation

extension HierarchySearch {
    /// How a swept target is best reached: through its edge's source end, its target end, or
    /// directly along the start's edge.
    enum SweptSide { case fromSource, fromTarget, direct }

    /// Offers the targets whose time lies in (`after`, `cap`] in time order, ties by index,
    /// from one sweep of the whole hierarchy (see ``DownwardSweep``), until `limit` hits.
    /// - Complexity: O(S log S + V + A + T + R log R) for the R targets within `cap`.
    func sweepTargets(_ start: SnappedPoint, _ targets: HierarchyTargets, straight: UInt32, after: UInt32, cap: UInt32,
                      limit: Int, hits: inout [WalkingSearch.Hit], shouldAccept: (Int, Double) -> Bool) {
        let graph = hierarchy.graph, straightMeters = Float(start.distanceMeters)
        sweepForward.run(seeds: [
            (Int(graph.edgeSources[start.edge]), straight &+ start.millisFromSource, straightMeters + Float(start.metersFromSource)),
            (Int(graph.edgeTargets[start.edge]), straight &+ start.millisToTarget, straightMeters + Float(start.metersToTarget)),
        ])
        sweep.run(hierarchy, forward: sweepForward)
        lastWork.sweptVertices = graph.vertexCount
        var heap = QuaternaryHeap(capacity: 64)
        defer { heap.deallocate() }
        for t in 0..<targets.targets.count {
            guard let best = sweptTime(t, start: start, targets: targets.targets, straight: straight),
                  best.millis > after, best.millis <= cap else { continue }
            heap.push(UInt64(best.millis) << 32 | UInt64(t))
        }
        while let key = heap.popMin() {
            let t = Int(key & 0xFFFF_FFFF), millis = UInt32(truncatingIfNeeded: key >> 32)
            lastWork.targetsOffered += 1
            guard shouldAccept(t, Double(millis) / 1000),
                  let best = sweptTime(t, start: start, targets: targets.targets, straight: straight) else { continue }
            hits.append(WalkingSearch.Hit(target: t, millis: millis, meters: Double(best.meters)))
            if hits.count >= limit { break }
        }
    }

    /// Target `t`'s time and metres after the last sweep, and through which end; nil when unreached.
    func sweptTime(_ t: Int, start: SnappedPoint, targets: WalkingTargets, straight: UInt32)
        -> (millis: UInt32, meters: Float, side: SweptSide)? {
        guard let snap = targets.attachments[t] else { return nil }
        let graph = hierarchy.graph, tail = UInt64(targets.straightMillis[t])
        let s = Int(graph.edgeSources[snap.edge]), e = Int(graph.edgeTargets[snap.edge])
        var best: (millis: UInt64, meters: Double, side: SweptSide)?
        func consider(_ millis: UInt64, _ meters: Double, _ side: SweptSide) {
            if millis <= UInt64(UInt32.max), millis < best?.millis ?? .max { best = (millis, meters, side) }
        }
        if sweep.millis[s] != .max {
            consider(UInt64(sweep.millis[s]) + UInt64(snap.millisFromSource) + tail,
                     Double(sweep.meters[s]) + snap.metersFromSource + snap.distanceMeters, .fromSource)
        }
        if sweep.millis[e] != .max {
            consider(UInt64(sweep.millis[e]) + UInt64(snap.millisToTarget) + tail,
                     Double(sweep.meters[e]) + snap.metersToTarget + snap.distanceMeters, .fromTarget)
        }
        if snap.edge == start.edge {
            let along = snap.millisFromSource > start.millisFromSource
                ? snap.millisFromSource - start.millisFromSource : start.millisFromSource - snap.millisFromSource
            consider(UInt64(straight) + UInt64(along) + tail,
                     start.distanceMeters + abs(snap.metersFromSource - start.metersFromSource) + snap.distanceMeters, .direct)
        }
        return best.map { (UInt32($0.millis), Float($0.meters), $0.side) }
    }
}
