import Foundation
import Geo
import Routing
import TestSupport

/// Generated street grids: `side × side` junctions 80 m apart with a little jitter, a few
/// streets missing, each street bent once; a small stand-in for `bench generate --kind grid`.
enum GridGraphs {
    static let origin = Coordinate(latitude: 49.87, longitude: 8.65)
    static let spacing = 80.0

    static func make(side: Int, seed: UInt64) throws -> WalkingGraph {
        var generator = SeededRandom(seed: seed)
        let points = (0..<(side * side)).map { i in
            origin.offset(meters: Double(i / side) * spacing + Double.random(in: -8...8, using: &generator), bearingDegrees: 180)
                .offset(meters: Double(i % side) * spacing + Double.random(in: -8...8, using: &generator), bearingDegrees: 90)
        }
        var edges: [WalkingGraph.EdgeInput] = []
        for i in points.indices {
            for j in [i % side + 1 < side ? i + 1 : -1, i + side < points.count ? i + side : -1]
            where j >= 0 && Int.random(in: 0..<12, using: &generator) != 0 {
                let bend = points[i].offset(meters: Double.random(in: 5...30, using: &generator),
                                            bearingDegrees: Double.random(in: 0..<360, using: &generator))
                let meters = points[i].distanceMeters(to: bend) + bend.distanceMeters(to: points[j])
                edges.append(WalkingGraph.EdgeInput(source: i, target: j, intermediate: [bend], meters: meters,
                                                    seconds: meters / 1.4, name: "Street \(i % 5)", isSteps: false))
            }
        }
        return try WalkingGraph(vertices: points, edges: edges)
    }

    /// `count` seeded positions over the grid's extent.
    static func positions(count: Int, side: Int, seed: UInt64) -> [Coordinate] {
        var generator = SeededRandom(seed: seed)
        let extent = Double(side - 1) * spacing
        return (0..<count).map { _ in
            origin.offset(meters: Double.random(in: 0...extent, using: &generator), bearingDegrees: 180)
                .offset(meters: Double.random(in: 0...extent, using: &generator), bearingDegrees: 90)
        }
    }
}
