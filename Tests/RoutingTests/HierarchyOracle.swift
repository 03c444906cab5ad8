import Foundation
@testable import Routing
import Testing
import TestSupport

/// Checks a ``ContractionHierarchy`` against its meaning, independently of the query code:
/// up-down distances equal plain Dijkstra distances, and every edge unpacks.
enum HierarchyOracle {
    /// Plain Dijkstra over the original graph (Dijkstra, "A note on two problems in connexion
    /// with graphs", 1959); `UInt64.max` where unreachable.
    static func plainDistances(_ graph: WalkingGraph, from source: Int) -> [UInt64] {
        var distance = [UInt64](repeating: .max, count: graph.vertexCount)
        var queue = BinaryHeap()
        queue.push((0, source))
        distance[source] = 0
        while let (d, v) = queue.pop() {
            guard d == distance[v] else { continue }
            for arc in Int(graph.arcOffsets[v])..<Int(graph.arcOffsets[v + 1]) {
                let w = Int(graph.arcTargets[arc]), candidate = d + UInt64(graph.arcMillis[arc])
                if candidate < distance[w] {
                    distance[w] = candidate
                    queue.push((candidate, w))
                }
            }
        }
        return distance
    }

    /// Distances from `source` to every vertex through the hierarchy only: an upward search,
    /// then one downward sweep in decreasing rank (PHAST: Delling, Goldberg, Nowatzyk &
    /// Werneck, "PHAST: Hardware-accelerated shortest path trees", IPDPS 2011). Equal to the
    /// plain distances exactly when every shortest path has an up-down form.
    static func hierarchyDistances(_ hierarchy: ContractionHierarchy, from source: Int) -> [UInt64] {
        let n = hierarchy.graph.vertexCount
        var distance = [UInt64](repeating: .max, count: n)
        var queue = BinaryHeap()
        queue.push((0, source))
        distance[source] = 0
        while let (d, v) = queue.pop() {
            guard d == distance[v] else { continue }
            for arc in Int(hierarchy.upOffsets[v])..<Int(hierarchy.upOffsets[v + 1]) {
                let w = Int(hierarchy.upTargets[arc]), candidate = d + UInt64(hierarchy.upMillis[arc])
                if candidate < distance[w] {
                    distance[w] = candidate
                    queue.push((candidate, w))
                }
            }
        }
        var order = [Int](repeating: 0, count: n)
        for v in 0..<n { order[Int(hierarchy.rank[v])] = v }
        for v in order.reversed() {
            for arc in Int(hierarchy.upOffsets[v])..<Int(hierarchy.upOffsets[v + 1]) {
                let above = distance[Int(hierarchy.upTargets[arc])]
                if above != .max { distance[v] = min(distance[v], above + UInt64(hierarchy.upMillis[arc])) }
            }
        }
        return distance
    }

    /// Checks the invariants, then that every upward arc is its edge seen from the lower end, and
    /// every shortcut joins its two children at a middle vertex ranked below both its ends.
    static func expectWellFormed(_ hierarchy: ContractionHierarchy, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try hierarchy.checkInvariants()
        let rank = hierarchy.rank
        for v in 0..<hierarchy.graph.vertexCount {
            for arc in Int(hierarchy.upOffsets[v])..<Int(hierarchy.upOffsets[v + 1]) {
                let e = Int(hierarchy.upEdges[arc]), (a, b) = hierarchy.edgeEnds[e]
                #expect(Set([a, b]) == Set([Int32(v), hierarchy.upTargets[arc]]), sourceLocation: sourceLocation)
                #expect(hierarchy.edgeMillis[e] == hierarchy.upMillis[arc], sourceLocation: sourceLocation)
            }
        }
        for e in hierarchy.edgeOriginal.indices where hierarchy.edgeOriginal[e] < 0 {
            let (a, b) = hierarchy.edgeEnds[e], (first, second) = hierarchy.edgeChildren[e]
            let left = hierarchy.edgeEnds[Int(first)], right = hierarchy.edgeEnds[Int(second)]
            let middle = Set([left.0, left.1]).intersection([right.0, right.1])
            let m = try #require(middle.first, "shortcut \(e)'s children do not meet", sourceLocation: sourceLocation)
            #expect(Set([left.0, left.1, right.0, right.1]) == Set([a, b, m]), sourceLocation: sourceLocation)
            #expect(rank[Int(m)] < rank[Int(a)] && rank[Int(m)] < rank[Int(b)], sourceLocation: sourceLocation)
            let meters = hierarchy.edgeMeters[Int(first)] + hierarchy.edgeMeters[Int(second)]
            #expect(abs(hierarchy.edgeMeters[e] - meters) <= 1e-3 * max(1, meters), sourceLocation: sourceLocation)
        }
    }

    /// Checks well-formedness and exact distances from `sources` seeded random vertices (all if
    /// fewer): every distance up to the hierarchy's horizon (``ContractionHierarchy/horizonMillis``,
    /// all of them for an uncut hierarchy), and none shorter than the truth beyond it.
    static func expectExact(_ hierarchy: ContractionHierarchy, sources: Int, seed: UInt64,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectWellFormed(hierarchy, sourceLocation: sourceLocation)
        let n = hierarchy.graph.vertexCount, horizon = UInt64(hierarchy.horizonMillis)
        var generator = SeededRandom(seed: seed)
        let chosen = n <= sources ? Array(0..<n) : (0..<sources).map { _ in Int(generator.next() % UInt64(n)) }
        for s in chosen {
            let expected = plainDistances(hierarchy.graph, from: s), actual = hierarchyDistances(hierarchy, from: s)
            let wrong = (0..<n).filter { expected[$0] <= horizon ? expected[$0] != actual[$0] : actual[$0] < expected[$0] }
            #expect(wrong.isEmpty, "from \(s): \(wrong.count) wrong, e.g. to \(wrong.first ?? -1)", sourceLocation: sourceLocation)
        }
    }
}
