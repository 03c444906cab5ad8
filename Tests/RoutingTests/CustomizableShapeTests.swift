import Foundation
import Geo
@testable import Routing
import Testing
import TestSupport

/// The customizable contraction hierarchy against plain Dijkstra on graphs of every awkward
/// shape: up-down distances exact from every chosen vertex, every edge unpacking to original
/// edges with its time, invariants after every build.
@Suite("Customizable contraction: exact on every shape")
struct CustomizableShapeTests {
    static func build(_ graph: WalkingGraph) -> ContractionHierarchy {
        ContractionHierarchy(graph: graph, method: .customizable)
    }

    /// Unpacks every hierarchy edge to original edges, walking from one end, and checks the walk
    /// ends at the other end with the edge's time in total.
    static func expectUnpacks(_ hierarchy: ContractionHierarchy, sourceLocation: SourceLocation = #_sourceLocation) {
        let graph = hierarchy.graph
        func ends(_ h: Int) -> (Int32, Int32) { hierarchy.edgeEnds[h] }
        /// The original edges of `h` walked from its end `from`, and where the walk ends; nil if it breaks.
        func walk(_ h: Int, from: Int32) -> (edges: [Int], end: Int32)? {
            let original = Int(hierarchy.edgeOriginal[h])
            if original >= 0 {
                let (s, t) = (graph.edgeSources[original], graph.edgeTargets[original])
                return s == from ? ([original], t) : t == from ? ([original], s) : nil
            }
            let (c1, c2) = (Int(hierarchy.edgeChildren[h].0), Int(hierarchy.edgeChildren[h].1))
            let (first, second) = ends(c1).0 == from || ends(c1).1 == from ? (c1, c2) : (c2, c1)
            guard let head = walk(first, from: from), let tail = walk(second, from: head.end) else { return nil }
            return (head.edges + tail.edges, tail.end)
        }
        for h in hierarchy.edgeEnds.indices {
            let (a, b) = ends(h)
            guard let path = walk(h, from: a), path.end == b else {
                Issue.record("edge \(h) does not unpack to a walk between its ends", sourceLocation: sourceLocation)
                continue
            }
            let total = path.edges.reduce(UInt64(0)) { $0 + UInt64(graph.edgeMillis[$1]) }
            #expect(total == UInt64(hierarchy.edgeMillis[h]), "edge \(h)", sourceLocation: sourceLocation)
        }
    }

    static func expectExact(_ graph: WalkingGraph, sources: Int, seed: UInt64,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let hierarchy = build(graph)
        try HierarchyOracle.expectExact(hierarchy, sources: sources, seed: seed, sourceLocation: sourceLocation)
        expectUnpacks(hierarchy, sourceLocation: sourceLocation)
    }

    @Test("grids with and without diagonals, tied and untied lengths",
          arguments: [(false, 0.0), (false, 0.3), (true, 0.0), (true, 0.3)])
    func grids(diagonals: Bool, jitter: Double) throws {
        try Self.expectExact(GraphShapes.grid(width: 17, height: 13, diagonals: diagonals, jitter: jitter, seed: 11),
                             sources: 60, seed: 1)
    }

    @Test("trees and a long path", arguments: 0..<3)
    func treesAndPaths(seed: UInt64) throws {
        try Self.expectExact(GraphShapes.tree(vertices: 150, seed: seed), sources: 30, seed: seed)
        try Self.expectExact(GraphShapes.path(vertices: 60 + Int(seed)), sources: 80, seed: seed)
    }

    @Test("disconnected pieces and isolated vertices stay apart", arguments: 0..<3)
    func pieces(seed: UInt64) throws {
        try Self.expectExact(GraphShapes.pieces(seed: seed), sources: 200, seed: seed)
    }

    @Test("parallel edges and zero-length edges", arguments: 0..<4)
    func parallelAndZero(seed: UInt64) throws {
        try Self.expectExact(GraphShapes.parallelAndZero(width: 12, seed: seed), sources: 50, seed: seed)
    }

    @Test("random street-like meshes with loops and bent edges", arguments: 0..<8)
    func randomMeshes(seed: UInt64) throws {
        try Self.expectExact(RandomGraphs.make(vertices: 300, edges: 560, seed: seed &+ 900), sources: 40, seed: seed)
    }

    @Test("empty graphs, single vertices and graphs without edges")
    func trivial() throws {
        let empty = Self.build(.empty)
        try empty.checkInvariants()
        #expect(empty.rank.isEmpty)
        try Self.expectExact(WalkingGraph(vertices: [GraphShapes.origin], edges: []), sources: 1, seed: 0)
        let scattered = (0..<20).map { GraphShapes.lattice($0 % 5, $0 / 5) }
        let bare = Self.build(try WalkingGraph(vertices: scattered, edges: []))
        try HierarchyOracle.expectExact(bare, sources: 20, seed: 0)
        #expect(bare.edgeEnds.isEmpty && bare.upTargets.isEmpty)
    }

    @Test("the same graph gives the same bytes")
    func deterministic() throws {
        let graph = try RandomGraphs.make(vertices: 400, edges: 800, seed: 77)
        #expect(Self.build(graph).encode() == Self.build(graph).encode())
        let grid = try GraphShapes.grid(width: 20, height: 20, diagonals: true, jitter: 0.2, seed: 3)
        #expect(Self.build(grid).encode() == Self.build(grid).encode())
    }
}
