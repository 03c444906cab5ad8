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

    /// A one-cell grid scans every segment with the same arithmetic, so any cell size must
    /// give the very same point. This pins the ring search's stopping rule (the scanned square
    /// reaches its nearest side, not only whole rings), with points near cell sides and corners.
    @Test("every cell size snaps to the point a scan of every segment finds", arguments: 0..<4)
    func matchesOneCell(seed: UInt64) throws {
        let graph = try RandomGraphs.make(vertices: 60, edges: 120, seed: seed)
        let everything = EdgeIndex(graph: graph, cellMeters: 1e7)
        var generator = SeededRandom(seed: seed &+ 900)
        for cell in [7.0, 25, 60, 150] {
            let index = EdgeIndex(graph: graph, cellMeters: cell)
            for _ in 0..<300 {
                let p = RandomGraphs.point(&generator)
                let got = index.snap(p, maxMeters: 5000), want = everything.snap(p, maxMeters: 5000)
                #expect(got?.edge == want?.edge && got?.segment == want?.segment, "cell \(cell) m at \(p)")
                #expect(got?.distanceMeters == want?.distanceMeters, "cell \(cell) m at \(p)")
            }
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
