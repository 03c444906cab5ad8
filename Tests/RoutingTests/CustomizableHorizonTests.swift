import Foundation
import Geo
import RegionGenerator
@testable import Routing
import Testing
import TestSupport

/// A customizable hierarchy cut to a walking horizon (`ChordalGraph.keepingArcs`): exact for
/// every walk up to the horizon, never shorter than the truth beyond it, searches going on
/// past it with plain Dijkstra, less work than the uncut one, and the horizon kept through
/// the file.
@Suite("Customizable contraction cut to a walking horizon")
struct CustomizableHorizonTests {
    /// Up-down distances against plain Dijkstra from seeded sources: equal up to the horizon,
    /// never shorter beyond it.
    static func expectExactWithin(_ graph: WalkingGraph, horizonSeconds: Double, sources: Int, seed: UInt64,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws -> ContractionHierarchy {
        let hierarchy = ContractionHierarchy(graph: graph, method: .customizable, horizonSeconds: horizonSeconds)
        try HierarchyOracle.expectWellFormed(hierarchy, sourceLocation: sourceLocation)
        CustomizableShapeTests.expectUnpacks(hierarchy, sourceLocation: sourceLocation)
        let horizon = UInt64(horizonSeconds * 1000), n = graph.vertexCount
        var generator = SeededRandom(seed: seed)
        for _ in 0..<min(sources, n) {
            let s = Int(generator.next() % UInt64(n))
            let expected = HierarchyOracle.plainDistances(graph, from: s), actual = HierarchyOracle.hierarchyDistances(hierarchy, from: s)
            let wrong = (0..<n).filter { expected[$0] <= horizon ? actual[$0] != expected[$0] : actual[$0] < expected[$0] }
            #expect(wrong.isEmpty, "from \(s), horizon \(horizonSeconds) s: \(wrong.count) wrong, e.g. to \(wrong.first ?? -1)",
                    sourceLocation: sourceLocation)
        }
        return hierarchy
    }

    @Test("grids wider than the horizon: exact within it, and the cut is real",
          arguments: [(false, 0.0, 120.0), (true, 0.3, 120.0), (false, 0.3, 300.0), (true, 0.0, 45.0)])
    func grids(diagonals: Bool, jitter: Double, horizon: Double) throws {
        // 40 × 30 vertices, 50 m apart: about 2 km × 1.35 km, a walk of some 25 minutes across.
        let graph = try GraphShapes.grid(width: 40, height: 30, diagonals: diagonals, jitter: jitter, seed: 3)
        let hierarchy = try Self.expectExactWithin(graph, horizonSeconds: horizon, sources: 40, seed: 7)
        #expect(hierarchy.horizonMillis == UInt32(horizon * 1000))
        let cut = ContractionMethod.customizableWork(of: graph, horizonSeconds: horizon)
        let full = ContractionMethod.customizableWork(of: graph)
        #expect(cut.arcs < full.arcs && cut.triangles < full.triangles, "cut \(cut), full \(full)")
    }

    @Test("random meshes, parallel and zero-length edges, disconnected pieces", arguments: 0..<4)
    func shapes(seed: UInt64) throws {
        for horizon in [20.0, 90.0, 400.0] {
            _ = try Self.expectExactWithin(RandomGraphs.make(vertices: 300, edges: 560, seed: seed &+ 40), horizonSeconds: horizon,
                                           sources: 30, seed: seed)
            _ = try Self.expectExactWithin(GraphShapes.parallelAndZero(width: 12, seed: seed), horizonSeconds: horizon,
                                           sources: 30, seed: seed)
            _ = try Self.expectExactWithin(GraphShapes.pieces(seed: seed), horizonSeconds: horizon, sources: 30, seed: seed)
        }
    }

    @Test("a graph narrower than the horizon is not cut, and stays exact at every distance")
    func narrowGraphs() throws {
        let graph = try GraphShapes.grid(width: 17, height: 13, diagonals: true, jitter: 0.3, seed: 11)
        let hierarchy = ContractionHierarchy(graph: graph, method: .customizable)
        #expect(hierarchy.horizonMillis == .max)
        #expect(ContractionMethod.customizableWork(of: graph, horizonSeconds: ContractionHierarchy.defaultHorizonSeconds)
                == ContractionMethod.customizableWork(of: graph))
        #expect(ContractionHierarchy(graph: graph, method: .witness(settleLimit: 500), horizonSeconds: 10).horizonMillis == .max)
    }

    @Test("nearest and routes past the horizon: plain Dijkstra goes on from it, every target offered once, in order")
    func searchesGoOnPastTheHorizon() throws {
        let graph = try GeneratedRegions.graph(.grid, wayNodes: 20_000, seed: 8)
        let horizon = 600.0
        let hierarchy = ContractionHierarchy(graph: graph, method: .customizable, horizonSeconds: horizon)
        #expect(hierarchy.horizonMillis == UInt32(horizon * 1000))
        let index = EdgeIndex(graph: graph)
        let toilets = WalkingTargets(index: index, coordinates: GeneratedRegions.starts(graph, index: index, count: 200, seed: 4).map(\.query))
        // A cover as long as the horizon: the buckets answer right up to it (a longer cover is cut to it).
        let buckets = HierarchyTargets(hierarchy: hierarchy, targets: toilets, coverSeconds: 900)
        #expect(buckets.coverMillis == hierarchy.horizonMillis)
        let search = HierarchySearch(hierarchy: hierarchy)
        var (beyond, within) = (0, 0)
        for (k, start) in GeneratedRegions.starts(graph, index: index, count: 30, seed: 5).enumerated() {
            let reference = ReferenceDijkstra(graph: graph, targets: toilets).times(from: start)
            // Limits below and above the toilets within the horizon, caps below and above it.
            let (limit, cap) = [(200, 3_600.0), (3, 3_600.0), (40, 1_500.0), (200, 400.0)][k % 4]
            var offered: [Int] = []
            let hits = search.nearest(from: start, targets: buckets, limit: limit, maxSeconds: cap) { t, _ in
                offered.append(t)
                return t % 3 != 0  // refuse a third: the search must go on past refused targets
            }
            let accepted = reference.filter { $0.value <= UInt64(cap * 1000) && $0.key % 3 != 0 }
            try ReferenceDijkstra.expectSameAnswer(hits, reference: accepted, limit: limit)
            #expect(Set(offered).count == offered.count, "a target offered twice")
            let times = offered.compactMap { reference[$0] }
            #expect(times == times.sorted(), "targets offered out of order")
            for hit in hits where hit.millis > hierarchy.horizonMillis || hit == hits.first {
                #expect(search.route(to: hit)?.millis == hit.millis)
            }
            if search.lastWork.pastCoverPops > 0 { beyond += 1 } else { within += 1 }
        }
        #expect(beyond > 5 && within > 5, "beyond \(beyond), within \(within)")
    }

    @Test("past the horizon, isFinished still ends the search before the next offer")
    func finishedPastTheHorizon() throws {
        let graph = try GeneratedRegions.graph(.grid, wayNodes: 20_000, seed: 8)
        let hierarchy = ContractionHierarchy(graph: graph, method: .customizable, horizonSeconds: 300)
        let index = EdgeIndex(graph: graph)
        let toilets = WalkingTargets(index: index, coordinates: GeneratedRegions.starts(graph, index: index, count: 200, seed: 4).map(\.query))
        let buckets = HierarchyTargets(hierarchy: hierarchy, targets: toilets, coverSeconds: 120)
        let search = HierarchySearch(hierarchy: hierarchy)
        for start in GeneratedRegions.starts(graph, index: index, count: 10, seed: 6) {
            var latest = 0.0
            let hits = search.nearest(from: start, targets: buckets, limit: 200, maxSeconds: 3_600,
                                      shouldAccept: { _, seconds in latest = seconds; return true },
                                      isFinished: { $0 > 800 })
            #expect(latest <= 800)
            let reference = ReferenceDijkstra(graph: graph, targets: toilets).times(from: start).filter { $0.value <= 800_000 }
            try ReferenceDijkstra.expectSameAnswer(hits, reference: reference, limit: 200)
        }
    }

    @Test("the horizon survives the file; a version-1 section reads as exact at every distance")
    func bytes() throws {
        let graph = try GraphShapes.grid(width: 40, height: 30, diagonals: false, jitter: 0.3, seed: 3)
        let cut = ContractionHierarchy(graph: graph, method: .customizable, horizonSeconds: 120)
        let decoded = try ContractionHierarchy(bytes: cut.encode(), graph: graph)
        #expect(decoded.horizonMillis == 120_000)
        #expect(decoded.encode() == cut.encode())
        // Version 1: no horizon field after the five counts.
        let uncut = ContractionHierarchy(graph: graph, method: .customizable, horizonSeconds: .infinity)
        var old = uncut.encode()
        #expect(Array(old[24..<28]) == [0xFF, 0xFF, 0xFF, 0xFF])
        old.removeSubrange(24..<28)
        old[4] = 1
        let v1 = try ContractionHierarchy(bytes: old, graph: graph)
        #expect(v1.horizonMillis == .max)
        #expect(v1.upTargets == uncut.upTargets && v1.upMillis == uncut.upMillis && v1.edgeChildren.map(\.0) == uncut.edgeChildren.map(\.0))
        old[4] = 3
        #expect(throws: WalkingGraphError.self) { try ContractionHierarchy(bytes: old, graph: graph) }
    }
}
