import Foundation
import Geo
import RegionGenerator
import Routing
import Testing
import TestSupport

/// The contraction on generated street grids and irregular streets: exact up-down distances,
/// and the query engine's nearest targets equal the reference Dijkstra's.
@Suite("Contraction on generated regions")
struct ContractionRegionTests {
    @Test("up-down distances equal plain Dijkstra's on a generated region",
          arguments: [(RegionOptions.Kind.grid, UInt64(3)), (.grid, 4), (.irregular, 3), (.irregular, 4)])
    func exact(kind: RegionOptions.Kind, seed: UInt64) throws {
        let graph = try GeneratedRegions.graph(kind, wayNodes: 8_000, seed: seed)
        #expect(graph.vertexCount > 200)
        try HierarchyOracle.expectExact(ContractionHierarchy(graph: graph), sources: 25, seed: seed)
    }

    @Test("the hierarchy search finds the reference Dijkstra's 3 nearest of 300 random targets",
          arguments: RegionOptions.Kind.allCases)
    func nearestTargets(kind: RegionOptions.Kind) throws {
        let graph = try GeneratedRegions.graph(kind, wayNodes: 12_000)
        let hierarchy = ContractionHierarchy(graph: graph)
        let index = EdgeIndex(graph: graph)
        let positions = GeneratedRegions.starts(graph, index: index, count: 300, seed: 8).map(\.query)
        let targets = WalkingTargets(index: index, coordinates: positions)
        let reference = ReferenceDijkstra(graph: graph, targets: targets)
        let fast = HierarchySearch(hierarchy: hierarchy)
        let buckets = HierarchyTargets(hierarchy: hierarchy, targets: targets)
        var settled = 0, stalled = 0
        for start in GeneratedRegions.starts(graph, index: index, count: 150, seed: 9) {
            let hits = fast.nearest(from: start, targets: buckets, limit: 3)
            try ReferenceDijkstra.expectSameAnswer(hits, reference: reference.times(from: start), limit: 3)
            if let first = hits.first { #expect(fast.route(to: first)?.millis == first.millis) }
            settled += fast.lastWork.settledVertices
            stalled += fast.lastWork.stalledVertices
        }
        // Stall on demand is at work (and the answers above stay exact with it).
        #expect(stalled > 0 && stalled < settled, "stalled \(stalled) of \(settled) settled vertices")
    }
}
