import Foundation
import Geo
import RegionGenerator
@testable import Routing
import Testing
import TestSupport

/// The customizable contraction hierarchy on generated regions, beyond what
/// ``ContractionRegionTests`` checks for both methods: point-to-point answers and routes, and
/// the automatic method's choice.
@Suite("Customizable contraction on generated regions")
struct CustomizableRegionTests {
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
