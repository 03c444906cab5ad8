import Foundation
import Geo
@testable import Routing
import Testing
import TestSupport

/// The contraction against plain Dijkstra on graphs of every awkward shape: up-down distances
/// must be exact from every vertex, and every shortcut must unpack.
@Suite("Contraction: exact on every shape")
struct ContractionShapeTests {
    @Test("grids with and without diagonals, tied and untied lengths, both witness limits",
          arguments: [(false, 0.0), (false, 0.3), (true, 0.0), (true, 0.3)])
    func grids(diagonals: Bool, jitter: Double) throws {
        let graph = try GraphShapes.grid(width: 17, height: 13, diagonals: diagonals, jitter: jitter, seed: 11)
        for limit in [3, 500] {
            try HierarchyOracle.expectExact(ContractionHierarchy(graph: graph, witnessSettleLimit: limit), sources: 40, seed: 1)
        }
    }

    @Test("trees and a long path", arguments: 0..<3)
    func treesAndPaths(seed: UInt64) throws {
        try HierarchyOracle.expectExact(ContractionHierarchy(graph: GraphShapes.tree(vertices: 150, seed: seed)), sources: 30, seed: seed)
        try HierarchyOracle.expectExact(ContractionHierarchy(graph: GraphShapes.path(vertices: 60 + Int(seed))), sources: 80, seed: seed)
    }

    @Test("disconnected pieces and isolated vertices stay apart", arguments: 0..<3)
    func pieces(seed: UInt64) throws {
        try HierarchyOracle.expectExact(ContractionHierarchy(graph: GraphShapes.pieces(seed: seed)), sources: 200, seed: seed)
    }

    @Test("parallel edges and zero-length edges", arguments: 0..<4)
    func parallelAndZero(seed: UInt64) throws {
        let graph = try GraphShapes.parallelAndZero(width: 12, seed: seed)
        try HierarchyOracle.expectExact(ContractionHierarchy(graph: graph, witnessSettleLimit: seed % 2 == 0 ? 500 : 2),
                                        sources: 50, seed: seed)
    }

    @Test("random street-like meshes with loops and bent edges", arguments: 0..<8)
    func randomMeshes(seed: UInt64) throws {
        let graph = try RandomGraphs.make(vertices: 300, edges: 560, seed: seed &+ 900)
        try HierarchyOracle.expectExact(ContractionHierarchy(graph: graph), sources: 40, seed: seed)
    }

    @Test("empty graphs and single vertices contract to nothing")
    func trivial() throws {
        let empty = ContractionHierarchy(graph: .empty)
        try empty.checkInvariants()
        #expect(empty.rank.isEmpty)
        let single = try WalkingGraph(vertices: [GraphShapes.origin], edges: [])
        try HierarchyOracle.expectExact(ContractionHierarchy(graph: single), sources: 1, seed: 0)
    }

    @Test("the same graph gives the same hierarchy, bit for bit")
    func deterministic() throws {
        let graph = try RandomGraphs.make(vertices: 400, edges: 800, seed: 77)
        let a = ContractionHierarchy(graph: graph), b = ContractionHierarchy(graph: graph)
        #expect(a.rank == b.rank)
        #expect(a.upOffsets == b.upOffsets && a.upTargets == b.upTargets && a.upMillis == b.upMillis && a.upEdges == b.upEdges)
        #expect(a.edgeMillis == b.edgeMillis && a.edgeMeters == b.edgeMeters && a.edgeOriginal == b.edgeOriginal)
        #expect(a.edgeEnds.map { [$0.0, $0.1] } == b.edgeEnds.map { [$0.0, $0.1] })
        #expect(a.edgeChildren.map { [$0.0, $0.1] } == b.edgeChildren.map { [$0.0, $0.1] })
    }
}
