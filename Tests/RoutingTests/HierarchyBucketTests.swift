import Foundation
import Geo
import Routing
import Testing
import TestSupport

/// The bounded, time-sorted buckets against the plain Dijkstra (``WalkingSearch``): the same
/// targets offered to the predicate in the same order with the same times, the same hits, and
/// a route for every hit whose time is the hit's.
@Suite("Hierarchy buckets: differential against the plain search")
struct HierarchyBucketTests {
    /// One network with its targets, both ways.
    struct Setup {
        let graph: WalkingGraph
        let index: EdgeIndex
        let targets: WalkingTargets
        let buckets: HierarchyTargets
        let fast: HierarchySearch
        let plain: WalkingSearch

        init(graph: WalkingGraph, positions: [Coordinate], coverSeconds: Double, cellMeters: Double = 50) {
            self.graph = graph
            index = EdgeIndex(graph: graph, cellMeters: cellMeters)
            let hierarchy = ContractionHierarchy(graph: graph)
            targets = WalkingTargets(index: index, coordinates: positions, maxAttachMeters: 5000)
            buckets = HierarchyTargets(hierarchy: hierarchy, targets: targets, coverSeconds: coverSeconds)
            fast = HierarchySearch(hierarchy: hierarchy)
            plain = WalkingSearch(graph: graph)
        }

        /// Compares one query both ways: offers, hits, metres, and every hit's route.
        func compare(from start: SnappedPoint, limit: Int, maxSeconds: Double, rejecting salt: Int,
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
            let accept = { (t: Int) in salt == 0 || (t &* 7 &+ salt) % 3 != 0 }
            var fastOffers: [Int] = [], plainOffers: [Int] = []
            var fastTimes: [Double] = [], plainTimes: [Double] = []
            let hits = fast.nearest(from: start, targets: buckets, limit: limit, maxSeconds: maxSeconds) { t, s in
                fastOffers.append(t); fastTimes.append(s); return accept(t)
            }
            let expected = plain.nearest(from: start, targets: targets, limit: limit, maxSeconds: maxSeconds) { t, s in
                plainOffers.append(t); plainTimes.append(s); return accept(t)
            }
            #expect(fastOffers == plainOffers, sourceLocation: sourceLocation)
            #expect(fastTimes == plainTimes, sourceLocation: sourceLocation)
            #expect(hits.map(\.target) == expected.map(\.target), sourceLocation: sourceLocation)
            #expect(hits.map(\.millis) == expected.map(\.millis), sourceLocation: sourceLocation)
            for (hit, reference) in zip(hits, expected) {
                #expect(abs(hit.meters - reference.meters) < 0.05 + reference.meters * 1e-5, sourceLocation: sourceLocation)
            }
            for hit in hits {
                let route = try #require(fast.route(to: hit), sourceLocation: sourceLocation)
                #expect(route.millis == hit.millis, sourceLocation: sourceLocation)
                #expect(abs(route.meters - hit.meters) < 0.05 + hit.meters * 1e-5, sourceLocation: sourceLocation)
            }
        }
    }

    /// Clusters of toilets a few metres apart, so many share one edge.
    static func clustered(_ generator: inout SeededRandom, clusters: Int, around point: (inout SeededRandom) -> Coordinate)
        -> [Coordinate] {
        var positions: [Coordinate] = []
        for _ in 0..<clusters {
            let centre = point(&generator)
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                positions.append(centre.offset(meters: Double.random(in: 0..<12, using: &generator),
                                               bearingDegrees: Double.random(in: 0..<360, using: &generator)))
            }
        }
        return positions
    }

    @Test("random graphs: offers, hits, times and routes match for caps below, at and above the cover",
          arguments: 0..<12)
    func randomGraphs(seed: UInt64) throws {
        let graph = try RandomGraphs.make(vertices: 150, edges: 260, seed: seed)
        var generator = SeededRandom(seed: seed &+ 900)
        let positions = Self.clustered(&generator, clusters: 14) { RandomGraphs.point(&$0) }
        let setup = Setup(graph: graph, positions: positions, coverSeconds: 240)
        for query in 0..<30 {
            let start = try #require(setup.index.snap(RandomGraphs.point(&generator), maxMeters: 5000))
            let maxSeconds = [120, 240, 240.0005, 360, 1000, 86_400][query % 6]
            try setup.compare(from: start, limit: Int.random(in: 1...6, using: &generator), maxSeconds: maxSeconds,
                              rejecting: query % 3)
        }
    }

    @Test("generated grids: the same, with hundreds of toilets and starts far from any", arguments: 0..<3)
    func grids(seed: UInt64) throws {
        let graph = try GridGraphs.make(side: 18, seed: seed)
        var generator = SeededRandom(seed: seed &+ 40)
        let extent = 17 * GridGraphs.spacing
        let positions = Self.clustered(&generator, clusters: 60) { g in
            GridGraphs.origin.offset(meters: Double.random(in: 0...extent, using: &g), bearingDegrees: 180)
                .offset(meters: Double.random(in: 0...extent, using: &g), bearingDegrees: 90)
        }
        let setup = Setup(graph: graph, positions: positions, coverSeconds: 300, cellMeters: 100)
        let starts = GridGraphs.positions(count: 60, side: 18, seed: seed &+ 41)
        for (i, point) in starts.enumerated() {
            let start = try #require(setup.index.snap(point, maxMeters: 500))
            try setup.compare(from: start, limit: [1, 3, 6, 400][i % 4], maxSeconds: [150, 300, 900, 14_400, 0][i % 5],
                              rejecting: i % 3)
        }
    }

    @Test("a route is found for a far toilet past the cover, and its time is the plain search's")
    func routePastCover() throws {
        let graph = try GridGraphs.make(side: 20, seed: 8)
        let positions = GridGraphs.positions(count: 40, side: 20, seed: 9)
        let setup = Setup(graph: graph, positions: positions, coverSeconds: 60, cellMeters: 100)
        let start = try #require(setup.index.snap(GridGraphs.origin, maxMeters: 500))
        for target in positions.indices {
            try setup.compare(from: start, limit: 1, maxSeconds: 86_400, rejecting: 0)
            let hits = setup.fast.nearest(from: start, targets: setup.buckets, limit: 1, maxSeconds: 86_400) { t, _ in t == target }
            let expected = setup.plain.nearest(from: start, targets: setup.targets, limit: 1, maxSeconds: 86_400) { t, _ in
                t == target
            }
            #expect(hits.map(\.millis) == expected.map(\.millis))
            if let hit = hits.first { #expect(setup.fast.route(to: hit)?.millis == hit.millis) }
        }
    }
}
