import Foundation

/// One query's walk through the buckets of ``HierarchyTargets``, as a single Dijkstra over
/// four kinds of heap item, all keyed by walking time:
///
/// ```
///  forward vertex v   (upward search from the user)  ──settle──▶ push v's bucket stream
///  bucket stream v    (v's entries, sorted by time)   ──scan────▶ relax anchor, push next entry
///  anchor a           (end vertex of a target's edge) ──settle──▶ relax the targets around a
///  target t                                            ──pop─────▶ offer to shouldAccept
/// ```
/// Every item pushes only items with keys at least its own, so items pop in time order and
/// a target pops with its exact time (the bucket streams make this a k-way merge of sorted
/// lists, as in Knopp et al.'s bucket scan, but stopped early). Targets have the largest
/// heap ids, so equal times pop by target index after everything that could still produce
/// that time. The work is what lies within the answer's time, not the region's size.
struct BucketQuery {
    /// Per-vertex state: the forward search, the vertex's bucket cursor, its anchor record.
    struct Vertex {
        var forwardMillis: UInt32 = 0, forwardStamp: UInt32 = 0, forwardDone: UInt32 = 0
        var forwardMeters: Float = 0, forwardParent: Int32 = 0, cursor: Int32 = 0
        var anchorMillis: UInt32 = 0, anchorStamp: UInt32 = 0, anchorDone: UInt32 = 0
        var anchorMeters: Float = 0, anchorMeet: Int32 = 0
    }

    /// Per-target state: best time, metres, and how it was reached (a ``WalkingTargets``
    /// bucket slot at `anchor`, or −1 straight along the start's edge).
    struct Target {
        var millis: UInt32 = 0, stamp: UInt32 = 0, done: UInt32 = 0, meters: Float = 0, via: Int32 = 0, anchor: Int32 = 0
    }

    // Zero until a query writes them (see ZeroedBuffer): all-zero stamps mean "not this generation".
    var vertices = ZeroedBuffer<Vertex>(count: 0)
    var targets = ZeroedBuffer<Target>(count: 0)
    var generation: UInt32 = 0
    var heap = QuaternaryHeap(capacity: 1024)
    var work = HierarchySearch.Work()
    private var n = 0
    private var bound: UInt32 = 0

    private mutating func begin(vertexCount: Int, targetCount: Int, bound: UInt32) {
        // State is per query, so a larger graph or target list simply gets new zeroed state
        // (zero stamps are never a current generation).
        if vertices.count < vertexCount { vertices = ZeroedBuffer(count: vertexCount) }
        if targets.count < targetCount { targets = ZeroedBuffer(count: targetCount) }
        generation &+= 1
        if generation == 0 {
            vertices.clear()
            targets.clear()
            generation = 1
        }
        heap.removeAll()
        work = HierarchySearch.Work()
        n = vertexCount
        self.bound = bound
    }

    /// Offers the targets within `bound` milliseconds in time order until `limit` are accepted.
    /// The caller has checked that `start.edge` is an edge and that 3V + T ids fit in 32 bits.
    mutating func run(_ buckets: HierarchyTargets, hierarchy: ContractionHierarchy, start: SnappedPoint,
                      straight: UInt32, bound: UInt32, limit: Int, hits: inout [WalkingSearch.Hit],
                      shouldAccept: (Int, Double) -> Bool, isFinished: (Double) -> Bool = { _ in false }) -> Bool {
        let graph = hierarchy.graph, walking = buckets.targets
        begin(vertexCount: graph.vertexCount, targetCount: walking.count, bound: bound)
        let straightMeters = Float(start.distanceMeters)
        relaxForward(Int(graph.edgeSources[start.edge]), straight &+ start.millisFromSource,
                     straightMeters + Float(start.metersFromSource), parent: -1)
        relaxForward(Int(graph.edgeTargets[start.edge]), straight &+ start.millisToTarget,
                     straightMeters + Float(start.metersToTarget), parent: -2)
        seedSameEdge(start, walking, straight: straight)
        while let key = heap.popMin() {
            let millis = UInt32(truncatingIfNeeded: key >> 32), id = Int(key & 0xFFFF_FFFF)
            if millis > bound { break }
            if id < n {
                settleForward(id, millis, hierarchy, buckets)
            } else if id < 2 * n {
                scan(id - n, buckets)
            } else if id < 3 * n {
                settleAnchor(id - 2 * n, millis, walking)
            } else {
                let t = id - 3 * n
                guard targets[t].stamp == generation, targets[t].millis == millis, targets[t].done != generation else { continue }
                targets[t].done = generation
                if isFinished(Double(millis) / 1000) { return true }
                work.targetsOffered += 1
                guard shouldAccept(t, Double(millis) / 1000) else { continue }
                hits.append(WalkingSearch.Hit(target: t, millis: millis, meters: Double(targets[t].meters)))
                if hits.count >= limit { break }
            }
        }
        return false
    }

    /// Whether target `t` was popped (so it has its exact time and a route) in this query.
    func isFinal(_ t: Int) -> Bool { t >= 0 && t < targets.count && targets[t].done == generation }

    private mutating func relaxForward(_ v: Int, _ millis: UInt32, _ meters: Float, parent: Int32) {
        guard millis <= bound else { return }
        if vertices[v].forwardStamp == generation && vertices[v].forwardMillis <= millis { return }
        vertices[v].forwardStamp = generation
        vertices[v].forwardMillis = millis
        vertices[v].forwardMeters = meters
        vertices[v].forwardParent = parent
        heap.push(UInt64(millis) << 32 | UInt64(v))
    }

    private mutating func settleForward(_ v: Int, _ millis: UInt32, _ h: ContractionHierarchy, _ buckets: HierarchyTargets) {
        guard vertices[v].forwardStamp == generation, vertices[v].forwardMillis == millis,
              vertices[v].forwardDone != generation else { return }
        vertices[v].forwardDone = generation
        work.settledVertices += 1
        let arcs = Int(h.upOffsets[v])..<Int(h.upOffsets[v + 1])
        // Stall on demand (Geisberger et al. 2008, §4.2): if a vertex above already reaches v
        // faster down one of v's arcs (the graph is undirected, so v's upward arcs are also the
        // downward arcs into v), v's upward time is not its distance, so no shortest up–down
        // path goes up through v: skip its arcs and its bucket. A vertex on the upward half of
        // a shortest path has its exact distance and is never stalled.
        for arc in arcs {
            let w = Int(h.upTargets[arc])
            guard vertices[w].forwardStamp == generation else { continue }
            let (via, overflow) = vertices[w].forwardMillis.addingReportingOverflow(h.upMillis[arc])
            if !overflow && via < millis {
                work.stalledVertices += 1
                return
            }
        }
        let meters = vertices[v].forwardMeters
        for arc in arcs {
            let (sum, overflow) = millis.addingReportingOverflow(h.upMillis[arc])
            if !overflow { relaxForward(Int(h.upTargets[arc]), sum, meters + h.edgeMeters[Int(h.upEdges[arc])], parent: Int32(arc)) }
        }
        let first = Int(buckets.bucketOffsets[v])
        guard first < Int(buckets.bucketOffsets[v + 1]) else { return }
        let (key, overflow) = millis.addingReportingOverflow(buckets.bucketMillis[first])
        guard !overflow, key <= bound else { return }
        vertices[v].cursor = Int32(first)
        heap.push(UInt64(key) << 32 | UInt64(n + v))
    }

    /// Scans `v`'s bucket from its cursor: every entry up to the heap's next time at once
    /// (they would pop next anyway), then pushes the stream back keyed by its next entry.
    private mutating func scan(_ v: Int, _ buckets: HierarchyTargets) {
        let base = vertices[v].forwardMillis, meters = vertices[v].forwardMeters
        let end = Int(buckets.bucketOffsets[v + 1])
        let horizon = min(bound, heap.minKey.map { UInt32(truncatingIfNeeded: $0 >> 32) } ?? bound)
        var slot = Int(vertices[v].cursor)
        var key = base &+ buckets.bucketMillis[slot]
        repeat {
            relaxAnchor(Int(buckets.bucketOrigins[slot]), key, meters + buckets.bucketMeters[slot], meet: v)
            work.scannedEntries += 1
            slot += 1
            guard slot < end else { return }
            let (next, overflow) = base.addingReportingOverflow(buckets.bucketMillis[slot])
            guard !overflow, next <= bound else { return }
            key = next
        } while key <= horizon
        vertices[v].cursor = Int32(slot)
        heap.push(UInt64(key) << 32 | UInt64(n + v))
    }

    private mutating func relaxAnchor(_ a: Int, _ millis: UInt32, _ meters: Float, meet: Int) {
        if vertices[a].anchorStamp == generation && vertices[a].anchorMillis <= millis { return }
        vertices[a].anchorStamp = generation
        vertices[a].anchorMillis = millis
        vertices[a].anchorMeters = meters
        vertices[a].anchorMeet = Int32(meet)
        heap.push(UInt64(millis) << 32 | UInt64(2 * n + a))
    }

    private mutating func settleAnchor(_ a: Int, _ millis: UInt32, _ walking: WalkingTargets) {
        guard vertices[a].anchorStamp == generation, vertices[a].anchorMillis == millis,
              vertices[a].anchorDone != generation else { return }
        vertices[a].anchorDone = generation
        work.anchorsReached += 1
        let meters = vertices[a].anchorMeters
        for slot in Int(walking.vertexBucketOffsets[a])..<Int(walking.vertexBucketOffsets[a + 1]) {
            let (sum, overflow) = millis.addingReportingOverflow(walking.bucketMillis[slot])
            if !overflow {
                relaxTarget(Int(walking.bucketTargets[slot]), sum, meters + walking.bucketMeters[slot], via: Int32(slot),
                            anchor: Int32(a))
            }
        }
    }

    private mutating func relaxTarget(_ t: Int, _ millis: UInt32, _ meters: Float, via: Int32, anchor: Int32) {
        guard millis <= bound else { return }
        if targets[t].stamp == generation && targets[t].millis <= millis { return }
        targets[t] = Target(millis: millis, stamp: generation, done: targets[t].done, meters: meters, via: via, anchor: anchor)
        heap.push(UInt64(millis) << 32 | UInt64(3 * n + t))
    }

    /// Targets on the start's own edge can be walked to directly along it.
    private mutating func seedSameEdge(_ start: SnappedPoint, _ walking: WalkingTargets, straight: UInt32) {
        let e = start.edge
        for slot in Int(walking.edgeTargetOffsets[e])..<Int(walking.edgeTargetOffsets[e + 1]) {
            let t = Int(walking.edgeTargetList[slot])
            guard let snap = walking.attachments[t] else { continue }
            let along = snap.millisFromSource > start.millisFromSource
                ? snap.millisFromSource - start.millisFromSource : start.millisFromSource - snap.millisFromSource
            let meters = Float(start.distanceMeters + abs(snap.metersFromSource - start.metersFromSource) + snap.distanceMeters)
            relaxTarget(t, straight &+ along &+ walking.straightMillis[t], meters, via: -1, anchor: -1)
        }
    }

    /// Sizes the state for `vertexCount` vertices and `targetCount` targets, as a query would,
    /// and hands over every page of it now (see ``ZeroedBuffer/touchPages()``).
    mutating func prepare(vertexCount: Int, targetCount: Int) {
        if vertices.count < vertexCount { vertices = ZeroedBuffer(count: vertexCount) }
        if targets.count < targetCount { targets = ZeroedBuffer(count: targetCount) }
        vertices.touchPages()
        targets.touchPages()
    }

    /// Frees the heap; call once when done.
    func release() { heap.deallocate() }
}
