import Foundation
import Geo
import RegionGenerator
import Routing
import Testing
import TestSupport

/// Both contraction methods on generated street grids and irregular streets: exact up-down
/// distances, every hierarchy edge unpacking to its time, and the query engine's nearest targets
/// and routes equal to the reference Dijkstra's. (The automatic method customizes these regions,
/// so the witness builder is named explicitly to keep it checked here too.)
@Suite("Contraction on generated regions")
struct ContractionRegionTests {
    static let methods: [ContractionMethod] = [.witness(settleLimit: 500), .customizable]

    @Test("up-down distances equal plain Dijkstra's on a generated region",
          arguments: [(RegionOptions.Kind.grid, UInt64(3)), (.grid, 4), (.irregular, 3), (.irregular, 4)], methods)
    func exact(region: (kind: RegionOptions.Kind, seed: UInt64), method: ContractionMethod) throws {
        let graph = try GeneratedRegions.graph(region.kind, wayNodes: 8_000, seed: region.seed)
        #expect(graph.vertexCount > 200)
        let hierarchy = ContractionHierarchy(graph: graph, method: method)
        try HierarchyOracle.expectExact(hierarchy, sources: 25, seed: region.seed)
        CustomizableShapeTests.expectUnpacks(hierarchy)
    }

    @Test("the hierarchy search finds the reference Dijkstra's 3 nearest of 300 random targets, with routes",
          arguments: RegionOptions.Kind.allCases, methods)
    func nearestTargets(kind: RegionOptions.Kind, method: ContractionMethod) throws {
        let graph = try GeneratedRegions.graph(kind, wayNodes: 12_000)
        let hierarchy = ContractionHierarchy(graph: graph, method: method)
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
            for hit in hits { #expect(fast.route(to: hit)?.millis == hit.millis) }
            settled += fast.lastWork.settledVertices
            stalled += fast.lastWork.stalledVertices
        }
        // Stall on demand is at work (and the answers above stay exact with it).
        #expect(stalled > 0 && stalled < settled, "stalled \(stalled) of \(settled) settled vertices")
    }
}
