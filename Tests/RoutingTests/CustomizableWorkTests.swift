import Foundation
@testable import Routing
import Testing

/// The customizable contraction's work, counted rather than timed, at two grid sizes four
/// times apart. Nested dissection of a planar graph with √V separators gives O(V log V)
/// chordal arcs and O(V^1.5) triangles (Lipton, Rose & Tarjan, "Generalized nested
/// dissection", SIAM J. Numer. Anal. 1979): at 4× the size, arcs per junction grow by the
/// logarithm's ratio and triangles per junction about 2× (measured at these small sizes, with
/// their boundary effects: arcs 1.33–1.43×, triangles 2.4–2.65×). A bad order (a sweep line,
/// or separators that are not small) fills a grid quadratically: arcs per junction 4×,
/// triangles per junction 16×. The bounds sit between the two.
@Suite("Customizable contraction work grows near-linearly")
struct CustomizableWorkTests {
    struct Work {
        var arcsPerVertex: Double
        var trianglesPerVertex: Double
    }

    static func work(_ graph: WalkingGraph) -> Work {
        let chordal = ChordalGraph(graph: graph, rank: NestedDissection.ranks(of: graph))
        let n = Double(graph.vertexCount)
        return Work(arcsPerVertex: Double(chordal.arcCount) / n, trianglesPerVertex: Double(chordal.triangleCount) / n)
    }

    @Test("on street grids of 2 500 and 10 000 junctions", arguments: [false, true])
    func grids(diagonals: Bool) throws {
        let small = Self.work(try GraphShapes.grid(width: 50, height: 50, diagonals: diagonals, jitter: 0.1, seed: 5))
        let large = Self.work(try GraphShapes.grid(width: 100, height: 100, diagonals: diagonals, jitter: 0.1, seed: 5))
        #expect(large.arcsPerVertex <= small.arcsPerVertex * 1.6, "\(small) → \(large)")
        #expect(large.trianglesPerVertex <= small.trianglesPerVertex * 3, "\(small) → \(large)")
    }

    @Test("on generated 80 m street grids of 8 000 and 32 000 way nodes")
    func generatedGrids() throws {
        let small = Self.work(try GeneratedRegions.graph(.grid, wayNodes: 8_000))
        let large = Self.work(try GeneratedRegions.graph(.grid, wayNodes: 32_000))
        #expect(large.arcsPerVertex <= small.arcsPerVertex * 1.6, "\(small) → \(large)")
        #expect(large.trianglesPerVertex <= small.trianglesPerVertex * 3, "\(small) → \(large)")
    }
}
