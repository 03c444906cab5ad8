import Foundation
import Geo
import RegionGenerator
import Routing
import Testing
import TestSupport

/// The hierarchy on generated regions of the sizes of issue 9's scale table, against the plain
/// Dijkstra: the same 3 nearest toilets at the same times, and routes whose time is the hit's.
///
/// The small-region suites (``ContractionRegionTests``, the bucket tests) check many shapes;
/// this one checks that nothing breaks with size: deeper hierarchies, longer shortcuts,
/// buckets that reach the cover, searches that go on past it.
@Suite("Hierarchy against Dijkstra on large generated regions")
struct ScaleDifferentialTests {
    @Test("nearest and routes equal the plain Dijkstra's on a large generated region",
          arguments: [(RegionOptions.Kind.grid, 300_000), (.irregular, 600_000), (.grid, 1_500_000)])
    func nearest(kind: RegionOptions.Kind, wayNodes: Int) throws {
        let graph = try GeneratedRegions.graph(kind, wayNodes: wayNodes, seed: 5)
        let hierarchy = ContractionHierarchy(graph: graph)
        try hierarchy.checkInvariants()
        let index = EdgeIndex(graph: graph)
        // About one toilet per 300 way nodes, as the generator places them.
        let positions = GeneratedRegions.starts(graph, index: index, count: wayNodes / 300, seed: 6).map(\.query)
        let targets = WalkingTargets(index: index, coordinates: positions)
        let reference = ReferenceDijkstra(graph: graph, targets: targets)
        let search = HierarchySearch(hierarchy: hierarchy)
        let buckets = HierarchyTargets(hierarchy: hierarchy, targets: targets)
        var routed = 0
        for start in GeneratedRegions.starts(graph, index: index, count: 12, seed: 7) {
            let hits = search.nearest(from: start, targets: buckets, limit: 3)
            try ReferenceDijkstra.expectSameAnswer(hits, reference: reference.times(from: start), limit: 3)
            for hit in hits {
                #expect(search.route(to: hit)?.millis == hit.millis)
                routed += 1
            }
        }
        #expect(routed > 0)
    }
}
