import Foundation

/// An upward Dijkstra in a hierarchy from one or more seeded vertices, recording parents,
/// optionally bounded. Used to fill buckets and to recover the downward half of a route.
struct UpwardSearch {
    let hierarchy: ContractionHierarchy
    // The arrays the loops read, held apart from `hierarchy`: an unoptimized build copies the
    // whole hierarchy (retaining its eleven arrays) for every `upOffsets[v]`, which
    // was 82 % of a debug import's CPU and most of the debug test suite's.
    private let upOffsets: [Int32], upTargets: [Int32], upMillis: [UInt32], upEdges: [Int32]
    private let edgeMeters: [Float]
    // Zero until a query writes them (see ZeroedBuffer); read only where `stamp` says so.
    private let dist: ZeroedBuffer<UInt32>
    private let walked: ZeroedBuffer<Float>
    private let parentArc: ZeroedBuffer<Int32>
    private let stamp: ZeroedBuffer<UInt32>
    private let done: ZeroedBuffer<UInt32>
    private var generation: UInt32 = 0
    private(set) var settledOrder: [Int] = []
    /// How many popped vertices the stall test has skipped, over every run (for tests).
    private(set) var stalledCount = 0
    private var heap = QuaternaryHeap(capacity: 256)

    init(hierarchy: ContractionHierarchy) {
        self.hierarchy = hierarchy
        upOffsets = hierarchy.upOffsets
        upTargets = hierarchy.upTargets
        upMillis = hierarchy.upMillis
        upEdges = hierarchy.upEdges
        edgeMeters = hierarchy.edgeMeters
        let n = hierarchy.graph.vertexCount
        dist = ZeroedBuffer(count: n)
        walked = ZeroedBuffer(count: n)
        parentArc = ZeroedBuffer(count: n)
        stamp = ZeroedBuffer(count: n)
        done = ZeroedBuffer(count: n)
    }

    func distance(_ v: Int) -> UInt32 { dist[v] }
    func meters(_ v: Int) -> Float { walked[v] }
    /// The upward arc that reached `v`, or a negative seed code (−1 − seed index).
    func parent(_ v: Int) -> Int32 { parentArc[v] }
    /// Whether the last run settled `v` (its distance and parent are then final). A stalled
    /// vertex counts as settled here; runs that stall read ``settledOrder`` instead.
    func isSettled(_ v: Int) -> Bool { done[v] == generation && stamp[v] == generation }

    /// Settles every vertex upward of the seeds whose time is at most `limit` milliseconds.
    ///
    /// A bounded Dijkstra is exact for every vertex it settles: a vertex within `limit` has a
    /// shortest upward path whose every prefix is within `limit` too.
    ///
    /// With `stallOnDemand`, a popped vertex `u` whose time is beaten by coming *down* to it
    /// from a higher vertex `w` already reached (`d(w) + t(u, w) < d(u)`, over one of `u`'s own
    /// upward arcs: walking is undirected) is *stalled*: not settled, not in ``settledOrder``,
    /// its arcs not relaxed (Geisberger et al., WEA 2008, §4.2 "stall-on-demand"). Its upward
    /// time is then not its walking distance, so no shortest up–down path meets there. Every
    /// vertex whose upward time *is* its distance is still settled with that time and the same
    /// parent (by induction along its shortest upward path, none of whose vertices can be
    /// stalled: a stall needs a strictly shorter path), which is all the buckets need.
    /// - Complexity: O(S log S) for the S vertices settled, plus one pass over a popped
    ///   vertex's upward arcs for the stall test.
    mutating func run(seeds: [(vertex: Int, millis: UInt32, meters: Float)], limit: UInt32 = .max,
                      stallOnDemand: Bool = false) {
        generation &+= 1
        if generation == 0 {
            stamp.clear()
            done.clear()
            generation = 1
        }
        heap.removeAll()
        settledOrder.removeAll(keepingCapacity: true)
        for (i, seed) in seeds.enumerated() where seed.millis <= limit {
            offer(seed.vertex, seed.millis, seed.meters, parent: Int32(-1 - i))
        }
        while let key = heap.popMin() {
            let v = Int(key & 0xFFFF_FFFF), d = UInt32(key >> 32)
            if d != dist[v] || done[v] == generation { continue }
            done[v] = generation
            if stallOnDemand && isStalled(v, d) { stalledCount += 1; continue }
            settledOrder.append(v)
            for arc in Int(upOffsets[v])..<Int(upOffsets[v + 1]) {
                let (sum, overflow) = d.addingReportingOverflow(upMillis[arc])
                guard !overflow, sum <= limit else { continue }
                let edge = Int(upEdges[arc])
                offer(Int(upTargets[arc]), sum, walked[v] + edgeMeters[edge], parent: Int32(arc))
            }
        }
    }

    /// Whether some higher vertex already reached gives `v` a strictly shorter time than `d`.
    private func isStalled(_ v: Int, _ d: UInt32) -> Bool {
        for arc in Int(upOffsets[v])..<Int(upOffsets[v + 1]) {
            let w = Int(upTargets[arc])
            guard stamp[w] == generation else { continue }
            let (sum, overflow) = dist[w].addingReportingOverflow(upMillis[arc])
            if !overflow && sum < d { return true }
        }
        return false
    }

    private mutating func offer(_ v: Int, _ millis: UInt32, _ meters: Float, parent: Int32) {
        if stamp[v] == generation && dist[v] <= millis { return }
        stamp[v] = generation
        dist[v] = millis
        walked[v] = meters
        parentArc[v] = parent
        heap.push(UInt64(millis) << 32 | UInt64(v))
    }

    /// Hands over every page of the search's state now (see ``ZeroedBuffer/touchPages()``).
    func touchPages() {
        dist.touchPages(); walked.touchPages(); parentArc.touchPages(); stamp.touchPages(); done.touchPages()
    }

    /// Frees the heap; call once when done.
    func release() { heap.deallocate() }
}
