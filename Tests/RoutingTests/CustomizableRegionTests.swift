import Foundation
import Geo
import RegionGenerator
@testable import Routing
import Testing
import TestSupport

/// The customizable contraction hierarchy on generated street grids and irregular streets:
/// exact up-down distances, the query engine's nearest targets and routes equal to the
/// reference Dijkstra's, and the work of elimination and customization counted at two sizes.
@Suite("Customizable contraction on generated regions")
struct CustomizableRegionTests {
    @Test("up-down distances equal plain Dijkstra's on a generated region",
          arguments: [(RegionOptions.Kind.grid, UInt64(3)), (.grid, 4), (.irregular, 3), (.irregular, 4)])
    func exact(kind: RegionOptions.Kind, seed: UInt64) throws {
        let graph = try GeneratedRegions.graph(kind, wayNodes: 8_000, seed: seed)
        #expect(graph.vertexCount > 200)
        let hierarchy = ContractionHierarchy(graph: graph, method: .customizable)
        try HierarchyOracle.expectExact(hierarchy, sources: 25, seed: seed)
        CustomizableShapeTests.expectUnpacks(hierarchy)
    }

    @Test("the hierarchy search finds the reference Dijkstra's 3 nearest of 300 random targets, with routes",
          arguments: RegionOptions.Kind.allCases)
    func nearestTargets(kind: RegionOptions.Kind) throws {
        let graph = try GeneratedRegions.graph(kind, wayNodes: 12_000)
        let hierarchy = ContractionHierarchy(graph: graph, method: .customizable)
        let index = EdgeIndex(graph: graph)
        let positions = GeneratedRegions.starts(graph, index: index, count: 300, seed: 8).map(\.query)
        let targets = WalkingTargets(index: index, coordinates: positions)
        let reference = ReferenceDijkstra(graph: graph, targets: targets)
        let fast = HierarchySearch(hierarchy: hierarchy)
        let buckets = HierarchyTargets(hierarchy: hierarchy, targets: targets)
        for start in GeneratedRegions.starts(graph, index: index, count: 150, seed: 9) {
            let hits = fast.nearest(from: start, targets: buckets, limit: 3)
            try ReferenceDijkstra.expectSameAnswer(hits, reference: reference.times(from: start), limit: 3)
            for hit in hits { #expect(fast.route(to: hit)?.millis == hit.millis) }
        }
    }

    @Test("point-to-point: one target at a time, the time and route equal the reference's")
    func pointToPoint() throws {
        let graph = try GeneratedRegions.graph(.irregular, wayNodes: 6_000, seed: 5)
        let hierarchy = ContractionHierarchy(graph: graph, method: .customizable)
        let index = EdgeIndex(graph: graph)
        let fast = HierarchySearch(hierarchy: hierarchy)
        let goals = GeneratedRegions.starts(graph, index: index, count: 40, seed: 10)
        let starts = GeneratedRegions.starts(graph, index: index, count: 40, seed: 11)
        for (start, goal) in zip(starts, goals) {
            let targets = WalkingTargets(index: index, coordinates: [goal.query])
            let reference = ReferenceDijkstra(graph: graph, targets: targets).times(from: start)
            let hits = fast.nearest(from: start, targets: HierarchyTargets(hierarchy: hierarchy, targets: targets), limit: 1)
            try ReferenceDijkstra.expectSameAnswer(hits, reference: reference, limit: 1)
            if let hit = hits.first { #expect(fast.route(to: hit)?.millis == hit.millis) }
        }
    }

    @Test("the automatic method keeps witness searches on real extracts and customizes street grids")
    func automaticChoice() throws {
        for name in ["Malta", "Andorra"] {
            let (region, _) = try #require(RealRegion.named(name))
            #expect(ContractionMethod.prefersWitness(region.graph), "\(name): \(ContractionMethod.separatorRatio(of: region.graph))")
        }
        let grid = try GeneratedRegions.graph(.grid, wayNodes: 32_000)
        #expect(!ContractionMethod.prefersWitness(grid), "grid: \(ContractionMethod.separatorRatio(of: grid))")
    }
}
