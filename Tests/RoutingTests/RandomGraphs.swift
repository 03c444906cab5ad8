import Foundation
import Geo
import Routing
import TestSupport

/// Random graphs in a 1 km square: random vertices, random edges (parallel edges, loops
/// and bent geometry included), times from the default profile with some steps.
enum RandomGraphs {
    static let origin = Coordinate(latitude: 35.9, longitude: 14.5)

    static func point(_ generator: inout SeededRandom) -> Coordinate {
        Coordinate(latitude: origin.latitude + Double.random(in: 0..<0.009, using: &generator),
                   longitude: origin.longitude + Double.random(in: 0..<0.011, using: &generator))
    }

    static func make(vertices: Int, edges: Int, seed: UInt64) throws -> WalkingGraph {
        var generator = SeededRandom(seed: seed)
        let points = (0..<vertices).map { _ in point(&generator) }
        var inputs: [WalkingGraph.EdgeInput] = []
        for _ in 0..<edges {
            let a = Int.random(in: 0..<vertices, using: &generator)
            // Mostly near neighbours by index, some anywhere: a connected-ish, street-like mesh.
            let b = Bool.random(using: &generator) ? min(vertices - 1, a + Int.random(in: 0...3, using: &generator))
                                                   : Int.random(in: 0..<vertices, using: &generator)
            let bends = (0..<Int.random(in: 0...3, using: &generator)).map { _ in point(&generator) }
            let line = [points[a]] + bends + [points[b]]
            let meters = zip(line, line.dropFirst()).reduce(0) { $0 + $1.0.distanceMeters(to: $1.1) }
            let isSteps = Int.random(in: 0..<10, using: &generator) == 0
            inputs.append(WalkingGraph.EdgeInput(source: a, target: b, intermediate: bends, meters: meters,
                                                 seconds: meters / (isSteps ? 0.7 : 1.4),
                                                 name: Bool.random(using: &generator) ? "Street \(a % 7)" : nil,
                                                 isSteps: isSteps))
        }
        return try WalkingGraph(vertices: points, edges: inputs)
    }
}
