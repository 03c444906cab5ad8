import Foundation
import Geo
import Routing
import Testing
import TestSupport

@Suite("Straight-line k-nearest index")
struct PointIndexTests {
    @Test("k nearest equal a brute-force scan", arguments: [(0, 1), (1, 3), (9, 3), (10, 5), (500, 3), (2000, 8)])
    func bruteForce(count: Int, k: Int) {
        var generator = SeededRandom(seed: UInt64(count * 31 + k))
        // Some duplicates on purpose: real toilets share coordinates.
        let xs = (0..<count).map { _ in Double(Int.random(in: 0..<400, using: &generator)) / 4 }
        let ys = (0..<count).map { _ in Double(Int.random(in: 0..<400, using: &generator)) / 4 }
        let index = PointIndex(x: xs, y: ys)
        #expect(index.checkInvariants() == nil)
        for _ in 0..<50 {
            let qx = Double.random(in: -10...110, using: &generator), qy = Double.random(in: -10...110, using: &generator)
            let found = index.nearest(x: qx, y: qy, k: k)
            let expected = (0..<count).map { ((xs[$0] - qx) * (xs[$0] - qx) + (ys[$0] - qy) * (ys[$0] - qy)).squareRoot() }
                .sorted().prefix(k)
            #expect(found.count == min(k, count))
            #expect(zip(found.map(\.distance), expected).allSatisfy { abs($0 - $1) < 1e-9 })
            for neighbor in found {
                let d = ((xs[neighbor.index] - qx) * (xs[neighbor.index] - qx) + (ys[neighbor.index] - qy) * (ys[neighbor.index] - qy)).squareRoot()
                #expect(abs(d - neighbor.distance) < 1e-9)
            }
        }
    }

    @Test("coordinates come back with distances in metres")
    func coordinates() {
        let origin = Coordinate(latitude: 35.9, longitude: 14.5)
        let points = [100.0, 250, 40, 900].map { origin.offset(meters: $0, bearingDegrees: 90) }
        let index = PointIndex(coordinates: points)
        let found = index.nearest(to: origin, k: 2)
        #expect(found.map(\.index) == [2, 0])
        #expect(abs(found[0].distance - 40) < 0.1)
        #expect(index.nearest(to: origin, k: 0).isEmpty)
        #expect(PointIndex(coordinates: []).nearest(to: origin, k: 3).isEmpty)
    }
}
