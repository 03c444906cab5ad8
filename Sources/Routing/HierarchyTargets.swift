import Foundation

/// Toilets attached to a ``ContractionHierarchy``: for every vertex, the targets whose upward
/// search reaches it and how long from there ("buckets", Knopp, Sanders, Schultes, Schulz &
/// Wagner, "Computing many-to-many shortest paths using highway hierarchies", ALENEX 2007).
///
/// A query searches upward from the user once and scans the buckets of what it settles:
/// the minimum over meeting vertices of (up from the user + down to the target) is the
/// exact walking time to every target. Build once per hierarchy and target list; `Sendable`.
public struct HierarchyTargets: Sendable {
    /// The attachments these buckets were built from.
    public let targets: WalkingTargets
    let bucketOffsets: [Int32]
    let bucketTargets: [Int32]
    let bucketMillis: [UInt32]
    let bucketMeters: [Float]
    /// For each entry, the upward arc that reached its vertex in its target's search, or a
    /// seed code (−1 for the goal edge's source end, −2 for its target end): the downward
    /// half of a route is read from here, without searching again.
    let bucketParents: [Int32]

    /// Runs one upward search per target and files its settled vertices into buckets.
    /// - Complexity: O(T × upward search space), about a millisecond per hundred targets.
    public init(hierarchy: ContractionHierarchy, targets: WalkingTargets) {
        self.targets = targets
        let graph = hierarchy.graph
        var entries: [(vertex: Int32, target: Int32, millis: UInt32, meters: Float, parent: Int32)] = []
        var upward = UpwardSearch(hierarchy: hierarchy)
        defer { upward.release() }
        for (t, snap) in targets.attachments.enumerated() {
            guard let snap else { continue }
            let straight = targets.straightMillis[t]
            upward.run(seeds: [
                (Int(graph.edgeSources[snap.edge]), snap.millisFromSource &+ straight, Float(snap.metersFromSource + snap.distanceMeters)),
                (Int(graph.edgeTargets[snap.edge]), snap.millisToTarget &+ straight, Float(snap.metersToTarget + snap.distanceMeters)),
            ])
            for v in upward.settledOrder {
                entries.append((Int32(v), Int32(t), upward.distance(v), upward.meters(v), upward.parent(v)))
            }
        }
        entries.sort { ($0.vertex, $0.target) < ($1.vertex, $1.target) }
        var offsets = [Int32](repeating: 0, count: graph.vertexCount + 1)
        for entry in entries { offsets[Int(entry.vertex) + 1] += 1 }
        for v in 0..<graph.vertexCount { offsets[v + 1] += offsets[v] }
        bucketOffsets = offsets
        bucketTargets = entries.map(\.target)
        bucketMillis = entries.map(\.millis)
        bucketMeters = entries.map(\.meters)
        bucketParents = entries.map(\.parent)
    }

    /// The number of bucket entries (the memory the buckets take is about 16 bytes each).
    public var bucketEntryCount: Int { bucketTargets.count }

    /// The entry for target `t` in vertex `v`'s bucket (entries are sorted by target).
    /// - Complexity: O(log bucket size).
    func slot(vertex v: Int, target t: Int) -> Int? {
        var low = Int(bucketOffsets[v]), high = Int(bucketOffsets[v + 1])
        while low < high {
            let middle = (low + high) / 2
            if Int(bucketTargets[middle]) < t { low = middle + 1 } else { high = middle }
        }
        return low < Int(bucketOffsets[v + 1]) && Int(bucketTargets[low]) == t ? low : nil
    }
}

/// An upward Dijkstra in a hierarchy from one or more seeded vertices, recording parents.
/// Used to fill buckets, and to recover the downward half of a route.
struct UpwardSearch {
    let hierarchy: ContractionHierarchy
    private var dist: [UInt32]
    private var walked: [Float]
    private var parentArc: [Int32]
    private var stamp: [UInt32]
    private var done: [UInt32]
    private var generation: UInt32 = 0
    private(set) var settledOrder: [Int] = []
    private var heap = QuaternaryHeap(capacity: 256)

    init(hierarchy: ContractionHierarchy) {
        self.hierarchy = hierarchy
        let n = hierarchy.graph.vertexCount
        dist = [UInt32](repeating: 0, count: n)
        walked = [Float](repeating: 0, count: n)
        parentArc = [Int32](repeating: -1, count: n)
        stamp = [UInt32](repeating: 0, count: n)
        done = [UInt32](repeating: 0, count: n)
    }

    func distance(_ v: Int) -> UInt32 { dist[v] }
    func meters(_ v: Int) -> Float { walked[v] }
    /// The upward arc that reached `v`, or a negative seed code (−1 − seed index).
    func parent(_ v: Int) -> Int32 { parentArc[v] }
    func isReached(_ v: Int) -> Bool { stamp[v] == generation }

    mutating func run(seeds: [(vertex: Int, millis: UInt32, meters: Float)]) {
        generation &+= 1
        heap.removeAll()
        settledOrder.removeAll(keepingCapacity: true)
        for (i, seed) in seeds.enumerated() { offer(seed.vertex, seed.millis, seed.meters, parent: Int32(-1 - i)) }
        while let key = heap.popMin() {
            let v = Int(key & 0xFFFF_FFFF), d = UInt32(key >> 32)
            if d != dist[v] || done[v] == generation { continue }
            done[v] = generation
            settledOrder.append(v)
            for arc in Int(hierarchy.upOffsets[v])..<Int(hierarchy.upOffsets[v + 1]) {
                let edge = Int(hierarchy.upEdges[arc])
                offer(Int(hierarchy.upTargets[arc]), d &+ hierarchy.upMillis[arc], walked[v] + hierarchy.edgeMeters[edge],
                      parent: Int32(arc))
            }
        }
    }

    private mutating func offer(_ v: Int, _ millis: UInt32, _ meters: Float, parent: Int32) {
        if stamp[v] == generation && dist[v] <= millis { return }
        stamp[v] = generation
        dist[v] = millis
        walked[v] = meters
        parentArc[v] = parent
        heap.push(UInt64(millis) << 32 | UInt64(v))
    }

    /// Frees the heap; call once when done.
    func release() { heap.deallocate() }
}
