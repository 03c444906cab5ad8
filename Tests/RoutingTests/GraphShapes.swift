import Foundation
import Geo
import Routing
import TestSupport

/// Small walking graphs of the shapes a contraction must survive: grids with and without
/// diagonals, trees, paths, disconnected pieces, parallel and zero-length edges. Vertices sit
/// on a 50 m lattice near Malta; times follow the lengths, with seeded jitter where asked so
/// that both tied and untied shortest paths occur.
enum GraphShapes {
    static let origin = Coordinate(latitude: 35.9, longitude: 14.5)

    static func lattice(_ x: Int, _ y: Int) -> Coordinate {
        Coordinate(latitude: origin.latitude + Double(y) * 0.00045, longitude: origin.longitude + Double(x) * 0.00055)
    }

    static func edge(_ a: Int, _ b: Int, _ points: [Coordinate], jitter: Double = 0,
                     _ generator: inout SeededRandom) -> WalkingGraph.EdgeInput {
        let meters = points[a].distanceMeters(to: points[b]) * (1 + Double.random(in: 0...jitter, using: &generator))
        return WalkingGraph.EdgeInput(source: a, target: b, meters: meters, seconds: meters / 1.4)
    }

    /// A `width` × `height` street grid, optionally with a diagonal footway across every block.
    static func grid(width: Int, height: Int, diagonals: Bool, jitter: Double, seed: UInt64) throws -> WalkingGraph {
        var generator = SeededRandom(seed: seed)
        let points = (0..<height).flatMap { y in (0..<width).map { x in lattice(x, y) } }
        var edges: [WalkingGraph.EdgeInput] = []
        for y in 0..<height {
            for x in 0..<width {
                let v = y * width + x
                if x + 1 < width { edges.append(edge(v, v + 1, points, jitter: jitter, &generator)) }
                if y + 1 < height { edges.append(edge(v, v + width, points, jitter: jitter, &generator)) }
                if diagonals, x + 1 < width, y + 1 < height {
                    edges.append(edge(v, v + width + 1, points, jitter: jitter, &generator))
                }
            }
        }
        return try WalkingGraph(vertices: points, edges: edges)
    }

    /// A random tree: each vertex hangs off an earlier one.
    static func tree(vertices: Int, seed: UInt64) throws -> WalkingGraph {
        var generator = SeededRandom(seed: seed)
        let points = (0..<vertices).map { _ in RandomGraphs.point(&generator) }
        let edges = (1..<vertices).map { v in edge(Int.random(in: 0..<v, using: &generator), v, points, &generator) }
        return try WalkingGraph(vertices: points, edges: edges)
    }

    /// One long path, vertex i to i + 1.
    static func path(vertices: Int) throws -> WalkingGraph {
        var generator = SeededRandom(seed: 0)
        let points = (0..<vertices).map { lattice($0, 0) }
        return try WalkingGraph(vertices: points, edges: (1..<vertices).map { edge($0 - 1, $0, points, &generator) })
    }

    /// Three pieces that do not touch (a grid, a random mesh and a path) plus isolated vertices.
    static func pieces(seed: UInt64) throws -> WalkingGraph {
        let parts = [try grid(width: 6, height: 5, diagonals: false, jitter: 0.2, seed: seed),
                     try RandomGraphs.make(vertices: 40, edges: 70, seed: seed), try path(vertices: 12)]
        var points: [Coordinate] = [], edges: [WalkingGraph.EdgeInput] = []
        for part in parts {
            let base = points.count
            points += (0..<part.vertexCount).map { part.coordinate(ofVertex: $0) }
            edges += (0..<part.edgeCount).map { e in
                WalkingGraph.EdgeInput(source: base + Int(part.edgeSources[e]), target: base + Int(part.edgeTargets[e]),
                                       meters: Double(part.edgeMeters[e]), seconds: part.seconds(ofEdge: e))
            }
        }
        points += [lattice(50, 50), lattice(51, 50)]
        return try WalkingGraph(vertices: points, edges: edges)
    }

    /// A grid where some streets are doubled by a slower or equal twin, and some are zero long
    /// (two vertices at one spot, as where ways meet without sharing a node).
    static func parallelAndZero(width: Int, seed: UInt64) throws -> WalkingGraph {
        var generator = SeededRandom(seed: seed)
        let base = try grid(width: width, height: width, diagonals: false, jitter: 0.1, seed: seed)
        let points = (0..<base.vertexCount).map { base.coordinate(ofVertex: $0) }
        var edges = (0..<base.edgeCount).map { e in
            WalkingGraph.EdgeInput(source: Int(base.edgeSources[e]), target: Int(base.edgeTargets[e]),
                                   meters: Double(base.edgeMeters[e]), seconds: base.seconds(ofEdge: e))
        }
        for e in edges.indices where Int.random(in: 0..<4, using: &generator) == 0 {
            var twin = edges[e]
            twin.seconds *= Double.random(in: 1...1.5, using: &generator)
            swap(&twin.source, &twin.target)
            edges.append(twin)
        }
        for e in edges.indices where Int.random(in: 0..<8, using: &generator) == 0 {
            edges[e].meters = 0
            edges[e].seconds = 0
        }
        return try WalkingGraph(vertices: points, edges: edges)
    }
}
