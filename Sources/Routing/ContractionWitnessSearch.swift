import Foundation

/// The bounded Dijkstra that looks for *witnesses* while contracting: paths between two
/// neighbours of a vertex that avoid it and are no longer than the way through it.
///
/// A search is *pinned* to a source and then asked about targets one by one; each question
/// resumes the same search where the last one stopped, so one neighbour's questions share
/// one search (as RoutingKit's `ShorterPathTest` does per source). It stops at the settle
/// limit: a witness it misses only costs an unneeded shortcut, never a wrong distance.
struct ContractionWitnessSearch {
    private var distance: [UInt32]
    private var stamp: [UInt32]
    private var generation: UInt32 = 0
    private var heap = QuaternaryHeap(capacity: 256)
    private var avoided: Int32 = -1
    private var radius: UInt32 = 0
    private var settled = 0
    /// Every vertex settled by every search so far: the contraction's work, for tests.
    private(set) var totalSettled = 0

    init(vertexCount: Int) {
        distance = [UInt32](repeating: 0, count: vertexCount)
        stamp = [UInt32](repeating: 0, count: vertexCount)
    }

    /// Frees the heap; the search must not be used afterwards.
    func release() { heap.deallocate() }

    /// Starts a new search from `source` that never enters `avoided` and never looks
    /// farther than `radius` (the longest question it will be asked).
    mutating func pin(source: Int32, avoiding: Int32, radius: UInt32) {
        self.radius = radius
        generation &+= 1
        if generation == 0 {
            for i in stamp.indices { stamp[i] = 0 }
            generation = 1
        }
        heap.removeAll()
        settled = 0
        avoided = avoiding
        distance[Int(source)] = 0
        stamp[Int(source)] = generation
        heap.push(UInt64(UInt32(bitPattern: source)))
    }

    /// Whether the pinned search reaches `target` within `limit` milliseconds, settling at
    /// most `settleLimit` vertices in all since it was pinned.
    /// - Complexity: O(settleLimit × degree × log(heap)).
    mutating func hasPath(to target: Int32, within limit: UInt32, settleLimit: Int,
                          neighbors: [[HierarchyBuilder.Neighbor]]) -> Bool {
        let t = Int(target)
        if stamp[t] == generation && distance[t] <= limit { return true }
        while settled < settleLimit, let key = heap.popMin() {
            let d = UInt32(truncatingIfNeeded: key >> 32), v = Int(truncatingIfNeeded: key & 0xFFFF_FFFF)
            if d > limit {
                heap.push(key)  // a later, longer question may still need it
                return false
            }
            if d != distance[v] { continue }  // an outdated heap entry
            settled += 1
            totalSettled += 1
            var found = false
            // Arcs are sorted by time, so the first one past the radius ends the scan.
            for arc in neighbors[v] {
                let (candidate, overflow) = d.addingReportingOverflow(arc.millis)
                if overflow || candidate > radius { break }
                let w = Int(arc.vertex)
                guard arc.vertex != avoided, stamp[w] != generation || candidate < distance[w] else { continue }
                stamp[w] = generation
                distance[w] = candidate
                heap.push(UInt64(candidate) << 32 | UInt64(UInt32(bitPattern: arc.vertex)))
                if w == t && candidate <= limit { found = true }
            }
            if found { return true }
        }
        return false
    }
}
