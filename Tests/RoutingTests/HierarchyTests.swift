import Foundation
import Geo
import Routing
import Testing
import TestSupport

@Suite("Contraction hierarchy")
struct HierarchyTests {
    @Test("on random graphs, the hierarchy finds the same nearest targets and times as the plain search",
          arguments: 0..<20)
    func randomGraphs(seed: UInt64) throws {
        let graph = try RandomGraphs.make(vertices: 120, edges: 220, seed: seed)
        let hierarchy = ContractionHierarchy(graph: graph, witnessSettleLimit: seed % 2 == 0 ? 60 : 3)
        try hierarchy.checkInvariants()
        let index = EdgeIndex(graph: graph, cellMeters: 50)
        var generator = SeededRandom(seed: seed &+ 500)
        let targets = WalkingTargets(index: index, coordinates: (0..<15).map { _ in RandomGraphs.point(&generator) },
                                     maxAttachMeters: 5000)
        let buckets = HierarchyTargets(hierarchy: hierarchy, targets: targets)
        let fast = HierarchySearch(hierarchy: hierarchy), plain = WalkingSearch(graph: graph)
        for _ in 0..<15 {
            let start = try #require(index.snap(RandomGraphs.point(&generator), maxMeters: 5000))
            let limit = Int.random(in: 1...5, using: &generator)
            let hits = fast.nearest(from: start, targets: buckets, limit: limit)
            #expect(hits.map(\.millis) == plain.nearest(from: start, targets: targets, limit: limit).map(\.millis))
            for hit in hits {
                let route = try #require(fast.route(to: hit))
                #expect(route.millis == hit.millis)
                #expect(abs(route.meters - hit.meters) < 0.05 + hit.meters * 1e-5)
            }
        }
    }

    @Test("a predicate sees targets in time order and can refuse them")
    func predicate() throws {
        let map = try AsciiMap("""
        a----b----c----d
         1     2       3
        """)
        let index = EdgeIndex(graph: map.graph, cellMeters: 25)
        let hierarchy = ContractionHierarchy(graph: map.graph)
        let buckets = HierarchyTargets(hierarchy: hierarchy, targets: WalkingTargets(
            index: index, coordinates: ["3", "2", "1"].map { map.coordinate(Character($0)) }))
        let search = HierarchySearch(hierarchy: hierarchy)
        let start = try #require(index.snap(map.coordinate("a")))
        var offered: [Int] = []
        let hits = search.nearest(from: start, targets: buckets, limit: 1) { t, _ in offered.append(t); return t != 2 }
        #expect(offered == [2, 1])
        #expect(hits.map(\.target) == [1])
        #expect(search.nearest(from: start, targets: buckets, limit: 3, maxSeconds: 30).map(\.target) == [2])
    }

    @Test("on Andorra, the hierarchy answers 300 seeded starts like the plain search, routes included")
    func andorra() throws {
        let (region, hierarchy) = try #require(RealRegion.named("Andorra"))
        let buckets = HierarchyTargets(hierarchy: hierarchy, targets: region.targets)
        let fast = HierarchySearch(hierarchy: hierarchy), plain = WalkingSearch(graph: region.graph)
        for start in region.randomStarts(count: 300, seed: 21) {
            let hits = fast.nearest(from: start, targets: buckets, limit: 3)
            #expect(hits.map(\.millis) == plain.nearest(from: start, targets: region.targets, limit: 3).map(\.millis))
            if let first = hits.first {
                #expect(fast.route(to: first)?.millis == first.millis)
            }
        }
    }
}

@Suite("Prepared searches")
struct PreparedSearchTests {
    @Test("a search prepared before its first query answers every seeded start as a fresh one, routes included")
    func preparedAnswersTheSame() throws {
        let (region, hierarchy) = try #require(RealRegion.named("Andorra"))
        let buckets = HierarchyTargets(hierarchy: hierarchy, targets: region.targets)
        let prepared = HierarchySearch(hierarchy: hierarchy), fresh = HierarchySearch(hierarchy: hierarchy)
        prepared.prepare(for: buckets)
        prepared.prepare(for: buckets)  // twice: a second call keeps the state it made
        for start in region.randomStarts(count: 200, seed: 33) {
            let hits = prepared.nearest(from: start, targets: buckets, limit: 3)
            #expect(hits == fresh.nearest(from: start, targets: buckets, limit: 3))
            if let first = hits.first { #expect(prepared.route(to: first) == fresh.route(to: first)) }
        }
    }
}

@Suite("Walking network facade")
struct WalkingNetworkTests {
    @Test("decode, attach, search and route through the one value the server keeps")
    func facade() throws {
        let map = try AsciiMap("""
        a-----b-----c
              |   1
              d
        """, names: ["ab": "Triq il-Merkanti", "bc": "Triq il-Merkanti", "bd": "Triq San Pawl"])
        let network = try WalkingNetwork(bytes: map.graph.encode())
        let toilets = network.attach([map.coordinate("d"), map.coordinate("1")])
        let search = network.makeSearch()
        let start = try #require(network.snap(map.coordinate("a")))
        let hits = search.nearest(from: start, targets: toilets, limit: 2)
        #expect(hits.map(\.target) == [0, 1])  // d is 80 m away, 1 is 100 m along and 10 m off
        #expect(abs(hits[1].meters - 110) < 0.1)
        let route = try #require(search.route(to: hits[0]))
        #expect(route.steps.map(\.instruction) == [
            "Head east on Triq il-Merkanti, 60 m", "Turn right onto Triq San Pawl, 20 m", "Arrive at the destination",
        ])
        #expect(network.snap(map.coordinate("a").offset(meters: 2000, bearingDegrees: 0)) == nil)
        #expect(throws: WalkingGraphError.notAGraphFile) { try WalkingNetwork(bytes: [1, 2, 3]) }
    }
}
