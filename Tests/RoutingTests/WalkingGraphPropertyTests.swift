import Foundation
import Geo
import Routing
import Testing
import TestSupport

@Suite("Walking graph properties")
struct WalkingGraphPropertyTests {
    @Test("random graphs satisfy every invariant", arguments: 0..<40)
    func invariants(seed: UInt64) throws {
        var generator = SeededRandom(seed: seed)
        let vertices = Int.random(in: 1...60, using: &generator)
        let graph = try RandomGraphs.make(vertices: vertices, edges: Int.random(in: 0...120, using: &generator), seed: seed)
        try graph.checkInvariants()
        #expect(graph.arcTargets.count == 2 * graph.edgeCount)
        for e in 0..<graph.edgeCount {
            let points = graph.geometry(ofEdge: e)
            #expect(points.first == graph.coordinate(ofVertex: Int(graph.edgeSources[e])))
            #expect(points.last == graph.coordinate(ofVertex: Int(graph.edgeTargets[e])))
        }
    }

    @Test("the empty graph is valid and finds nothing")
    func emptyGraph() throws {
        let graph = try WalkingGraph(vertices: [], edges: [])
        try graph.checkInvariants()
        try WalkingGraph.empty.checkInvariants()
        #expect(EdgeIndex(graph: graph).snap(RandomGraphs.origin) == nil)
    }

    @Test("bad input is refused with a typed error")
    func badInput() {
        let a = RandomGraphs.origin
        #expect(throws: WalkingGraphError.invalidVertex(index: 0, reason: "coordinate (95.0, 0.0) is not a valid latitude/longitude")) {
            try WalkingGraph(vertices: [Coordinate(latitude: 95, longitude: 0)], edges: [])
        }
        #expect(throws: WalkingGraphError.self) {
            try WalkingGraph(vertices: [a], edges: [.init(source: 0, target: 1, meters: 1, seconds: 1)])
        }
        #expect(throws: WalkingGraphError.self) {
            try WalkingGraph(vertices: [a, a], edges: [.init(source: 0, target: 1, meters: -1, seconds: 1)])
        }
        #expect(throws: WalkingGraphError.self) {
            try WalkingGraph(vertices: [a, a], edges: [.init(source: 0, target: 1, meters: 1, seconds: .nan)])
        }
    }

    @Test("the search agrees with a reference Dijkstra on random graphs", arguments: 0..<20)
    func searchMatchesReference(seed: UInt64) throws {
        let graph = try RandomGraphs.make(vertices: 80, edges: 160, seed: seed)
        let index = EdgeIndex(graph: graph, cellMeters: 50)
        var generator = SeededRandom(seed: seed &+ 1000)
        let toilets = (0..<12).map { _ in RandomGraphs.point(&generator) }
        let targets = WalkingTargets(index: index, coordinates: toilets, maxAttachMeters: 5000)
        let search = WalkingSearch(graph: graph)
        for _ in 0..<10 {
            let start = try #require(index.snap(RandomGraphs.point(&generator), maxMeters: 5000))
            let hits = search.nearest(from: start, targets: targets, limit: 3)
            let reference = ReferenceDijkstra(graph: graph, targets: targets).times(from: start)
            try ReferenceDijkstra.expectSameAnswer(hits, reference: reference, limit: 3)
            for hit in hits {
                let route = try #require(search.route(to: hit))
                #expect(route.millis == hit.millis)
                #expect(abs(route.meters - hit.meters) < 0.05 + hit.meters * 1e-5)
            }
        }
    }
}
