import Foundation

/// Toilets attached to a ``ContractionHierarchy``: for every vertex, the *anchors* whose
/// bounded upward search reaches it and how long from there ("buckets", Knopp, Sanders,
/// Schultes, Schulz & Wagner, "Computing many-to-many shortest paths using highway
/// hierarchies", ALENEX 2007).
///
/// An anchor is an end vertex of an edge that holds at least one target. Every target is
/// reached through one of its edge's two ends, so one upward search per anchor serves all
/// the toilets on all the edges around it: 200 000 toilets on a 10 000-junction graph cost
/// at most 10 000 searches, and the buckets' size depends on the junctions, not the toilets.
///
/// Each upward search stops at the *cover* C (2700 s by default). That loses nothing within
/// C: a shortest path goes up the hierarchy and then down (Geisberger et al., WEA 2008), and
/// on an up–down path of total time ≤ C every upward prefix, in particular the half from the
/// anchor to the meeting vertex, is at most the total, so the bounded search settles the
/// meeting vertex with its exact upward time. Beyond C, ``HierarchySearch`` goes on with plain Dijkstra.
///
/// The upward searches *stall on demand* (see ``UpwardSearch/run(seeds:limit:stallOnDemand:)``):
/// a vertex whose upward time from the anchor is beaten by a path coming down from a higher
/// vertex gets no entry. That loses nothing: on a shortest up–down path the anchor's half is a
/// shortest path, so its meeting vertex's upward time is its walking distance, and such a
/// vertex is never stalled and keeps its time and metres. A dropped entry could only have
/// offered a strictly longer time than the answer's. On the generated 54,282-junction grid with
/// 200,000 toilets this keeps 35% of the entries (6.9 M of 19.9 M) and halves the attach time;
/// `HierarchyStallTests` checks that every answer stays the same.
///
/// Each bucket is sorted by time, so a query scans a bucket only as far as its current bound.
/// Build once per hierarchy and target list (``WalkingNetwork/attach(_:maxAttachMeters:coverSeconds:reusing:)``
/// redoes only new anchors); `Sendable`.
public struct HierarchyTargets: Sendable {
    /// The attachments these buckets were built for.
    public let targets: WalkingTargets
    /// The bound of every upward search, in milliseconds.
    public let coverMillis: UInt32
    /// For vertex `v`, its entries are `bucketOffsets[v] ..< bucketOffsets[v + 1]`, by time.
    let bucketOffsets: [Int32]
    /// Each entry's anchor vertex, upward time and metres from the anchor to the bucket's vertex.
    let bucketOrigins: [Int32]
    let bucketMillis: [UInt32]
    let bucketMeters: [Float]
    /// How many upward searches building this value ran (anchors not reused), for tests.
    public let searchesRun: Int

    /// Attaches `targets`: one upward search bounded at `coverSeconds` per anchor, except
    /// anchors `old` already searched (same hierarchy and cover), whose entries are copied.
    ///
    /// - Parameter old: buckets built earlier over the same `hierarchy`; ignored unless its
    ///   cover equals this one and it has one bucket per vertex.
    /// - Complexity: O(A × bounded upward search + B log b) for the A new anchors and the B
    ///   entries (b per bucket); O(B) for copied entries; O(V) when the anchors are the old ones.
    public init(hierarchy: ContractionHierarchy, targets: WalkingTargets, coverSeconds: Double = 2700,
                reusing old: HierarchyTargets? = nil) {
        self.init(hierarchy: hierarchy, targets: targets, coverSeconds: coverSeconds, reusing: old, stallOnDemand: true)
    }

    /// One bounded upward search per anchor, on every core (``ConcurrentChunks``); the entries
    /// come back in anchor order, though any order gives the same buckets (each is sorted by
    /// time and anchor, and an anchor has at most one entry per vertex).
    static func search(_ anchors: [Int], hierarchy: ContractionHierarchy, cover: UInt32, stallOnDemand: Bool) -> [EntryColumns] {
        ConcurrentChunks.map(count: anchors.count, minimumChunk: 256) { range in
            var upward = UpwardSearch(hierarchy: hierarchy)
            defer { upward.release() }
            var entries = EntryColumns()
            for a in anchors[range] {
                upward.run(seeds: [(a, 0, 0)], limit: cover, stallOnDemand: stallOnDemand)
                for v in upward.settledOrder {
                    entries.append(vertex: Int32(v), origin: Int32(a), millis: upward.distance(v), meters: upward.meters(v))
                }
            }
            return entries
        }
    }

    /// As above; `stallOnDemand: false` keeps every settled vertex's entry (the buckets before
    /// stalling, which tests compare against).
    init(hierarchy: ContractionHierarchy, targets: WalkingTargets, coverSeconds: Double, reusing old: HierarchyTargets?,
         stallOnDemand: Bool) {
        let vertexCount = hierarchy.graph.vertexCount
        let cover = min(UInt32(max(0, min(coverSeconds.isNaN ? 0 : coverSeconds, 86_400)) * 1000), hierarchy.horizonMillis)
        let isAnchor = Self.anchorFlags(targets, graph: hierarchy.graph)
        var reused = [Bool](repeating: false, count: vertexCount)
        var entries = EntryColumns()
        if let old, old.coverMillis == cover, old.bucketOffsets.count == vertexCount + 1 {
            let wasAnchor = Self.anchorFlags(old.targets, graph: hierarchy.graph)
            if wasAnchor == isAnchor {
                // The same anchors (the toilets stored at import, in any order): share the old
                // buckets as they are, no copy. Serving 200,000 toilets held them twice before.
                // The same attachments too (the usual case: the same toilets in the same order)
                // share the old targets, and the new copy (about 26 MB for 200,000) is dropped.
                let isSame = targets.attachments == old.targets.attachments && targets.straightMillis == old.targets.straightMillis
                self.targets = isSame ? old.targets : targets
                coverMillis = cover
                searchesRun = 0
                (bucketOffsets, bucketOrigins, bucketMillis, bucketMeters) =
                    (old.bucketOffsets, old.bucketOrigins, old.bucketMillis, old.bucketMeters)
                return
            }
            for v in 0..<vertexCount where wasAnchor[v] && isAnchor[v] { reused[v] = true }
            for v in 0..<vertexCount {
                for slot in Int(old.bucketOffsets[v])..<Int(old.bucketOffsets[v + 1]) where reused[Int(old.bucketOrigins[slot])] {
                    entries.append(vertex: Int32(v), origin: old.bucketOrigins[slot], millis: old.bucketMillis[slot],
                                   meters: old.bucketMeters[slot])
                }
            }
        }
        let anchors = (0..<vertexCount).filter { isAnchor[$0] && !reused[$0] }
        for part in Self.search(anchors, hierarchy: hierarchy, cover: cover, stallOnDemand: stallOnDemand) {
            entries.append(contentsOf: part)
        }
        self.targets = targets
        coverMillis = cover
        searchesRun = anchors.count
        (bucketOffsets, bucketOrigins, bucketMillis, bucketMeters) = entries.buckets(vertexCount: vertexCount)
    }

    /// Builds the value from checked columns (the byte decoder).
    init(targets: WalkingTargets, coverMillis: UInt32, offsets: [Int32], origins: [Int32], millis: [UInt32],
         meters: [Float]) {
        self.targets = targets
        self.coverMillis = coverMillis
        (bucketOffsets, bucketOrigins, bucketMillis, bucketMeters) = (offsets, origins, millis, meters)
        searchesRun = 0
    }

    /// The number of bucket entries (each takes 12 bytes).
    public var bucketEntryCount: Int { bucketOrigins.count }

    /// The number of anchors: vertices at an end of an edge that holds a target.
    public var anchorCount: Int { Self.anchorFlags(targets, graph: nil).count { $0 } }

    /// For each vertex, whether a target's edge ends there.
    static func anchorFlags(_ targets: WalkingTargets, graph: WalkingGraph?) -> [Bool] {
        let filed = max(0, targets.vertexBucketOffsets.count - 1), count = graph?.vertexCount ?? filed
        var flags = [Bool](repeating: false, count: count)
        for v in 0..<min(count, filed)
        where targets.vertexBucketOffsets[v + 1] > targets.vertexBucketOffsets[v] {
            flags[v] = true
        }
        return flags
    }
}
