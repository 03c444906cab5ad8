import Foundation

extension ContractionHierarchy {
    /// The work of one upward search: how many vertices it settles and how many arcs it relaxes.
    public struct SearchSpace: Sendable, Equatable {
        /// Vertices settled (popped for the first time).
        public var settledVertices: Int
        /// Upward arcs looked at from the settled vertices.
        public var relaxedArcs: Int
    }

    /// The search space of a complete upward Dijkstra from `vertex` (no pruning, no stalling):
    /// the measure of query cost that the contraction order controls (Geisberger et al. 2008, §5).
    ///
    /// For benchmarks and tests; queries use ``HierarchySearch``.
    /// - Precondition: `0 <= vertex < graph.vertexCount`.
    /// - Complexity: O(S log S + A) for the S vertices and A arcs it reaches.
    public func upwardSearchSpace(from vertex: Int) -> SearchSpace {
        var distance: [Int32: UInt32] = [Int32(vertex): 0]
        var settled = Set<Int32>()
        var heap = QuaternaryHeap(capacity: 64)
        defer { heap.deallocate() }
        heap.push(UInt64(vertex))
        var space = SearchSpace(settledVertices: 0, relaxedArcs: 0)
        while let key = heap.popMin() {
            let v = Int32(truncatingIfNeeded: key & 0xFFFF_FFFF), d = UInt32(key >> 32)
            guard distance[v] == d, settled.insert(v).inserted else { continue }
            space.settledVertices += 1
            for arc in Int(upOffsets[Int(v)])..<Int(upOffsets[Int(v) + 1]) {
                space.relaxedArcs += 1
                let w = upTargets[arc], candidate = d &+ upMillis[arc]
                if let old = distance[w], old <= candidate { continue }
                distance[w] = candidate
                heap.push(UInt64(candidate) << 32 | UInt64(UInt32(bitPattern: w)))
            }
        }
        return space
    }
}
