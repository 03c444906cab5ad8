import Foundation
import Geo
import Routing
import Testing
import TestSupport

@Suite("Snapping")
struct EdgeIndexTests {
    /// The distance from `p` to the nearest segment of any edge, by scanning them all.
    static func bruteForce(_ graph: WalkingGraph, _ p: Coordinate) -> Double {
        var best = Double.infinity
        for e in 0..<graph.edgeCount {
            let points = graph.geometry(ofEdge: e)
            for (a, b) in zip(points, points.dropFirst()) {
                // Sample the segment finely: independent of the index's projection maths.
                for step in 0...200 {
                    let t = Double(step) / 200
                    let q = Coordinate(latitude: a.latitude + t * (b.latitude - a.latitude),
                                       longitude: a.longitude + t * (b.longitude - a.longitude))
                    best = min(best, p.distanceMeters(to: q))
                }
            }
        }
        return best
    }

    @Test("the snapped point is as near as the nearest edge, found by brute force", arguments: 0..<6)
    func matchesBruteForce(seed: UInt64) throws {
        let graph = try RandomGraphs.make(vertices: 30, edges: 40, seed: seed)
        let index = EdgeIndex(graph: graph, cellMeters: [10.0, 50, 100, 400][Int(seed) % 4])
        var generator = SeededRandom(seed: seed &+ 50)
        for _ in 0..<25 {
            let p = RandomGraphs.point(&generator)
            let snapped = try #require(index.snap(p, maxMeters: 5000))
            let expected = Self.bruteForce(graph, p)
            #expect(snapped.distanceMeters <= expected + 0.05)
            #expect(snapped.distanceMeters >= expected - 3)  // the brute force samples at 0.5 % steps
            #expect((0...1).contains(snapped.fraction))
            #expect(snapped.millisFromSource + snapped.millisToTarget == graph.edgeMillis[snapped.edge])
        }
    }

    @Test("a point farther than the cap does not snap")
    func cap() throws {
        let graph = try RandomGraphs.make(vertices: 10, edges: 10, seed: 1)
        let index = EdgeIndex(graph: graph)
        let far = RandomGraphs.origin.offset(meters: 5000, bearingDegrees: 200)
        #expect(index.snap(far, maxMeters: 500) == nil)
        #expect(index.snap(far, maxMeters: 50_000) != nil)
        #expect(index.snap(Coordinate(latitude: .nan, longitude: 0)) == nil)
    }
}
