import Foundation
@testable import Routing
import Testing

/// The contraction's work, counted rather than timed, at two sizes four times apart. Linear
/// work would keep the per-junction figures equal; a quadratic order (the old edge-difference
/// one, whose grid core filled with shortcuts) quadruples them. A perfect grid has no
/// hierarchy, and its dense core still costs more per junction as it grows (measured: about
/// 1.4–1.6× per junction at 4× here, exponent ≈ 1.3), so the bound is 1.75× (exponent ≤ 1.4):
/// it catches a relapse into quadratic work, not the grid's known excess.
@Suite("Contraction work grows linearly")
struct ContractionWorkTests {
    struct Work {
        var settledPerVertex: Double
        var shortcutsPerVertex: Double
        var meanUpwardSettled: Double
    }

    /// Contracts `graph` with the default witness limit of ``ContractionHierarchy`` and counts.
    static func work(_ graph: WalkingGraph) -> Work {
        var builder = HierarchyBuilder(graph: graph, witnessSettleLimit: HierarchyBuilder.defaultWitnessSettleLimit)
        builder.contractAll()
        let n = Double(graph.vertexCount)
        let hierarchy = ContractionHierarchy(graph: graph)
        let upward = stride(from: 0, to: graph.vertexCount, by: 7).map { hierarchy.upwardSearchSpace(from: $0).settledVertices }
        return Work(settledPerVertex: Double(builder.witness.totalSettled) / n,
                    shortcutsPerVertex: Double(hierarchy.shortcutCount) / n,
                    meanUpwardSettled: Double(upward.reduce(0, +)) / Double(upward.count))
    }

    @Test("on street grids of 900 and 3 600 junctions", arguments: [false, true])
    func grids(diagonals: Bool) throws {
        let small = Self.work(try GraphShapes.grid(width: 30, height: 30, diagonals: diagonals, jitter: 0.1, seed: 5))
        let large = Self.work(try GraphShapes.grid(width: 60, height: 60, diagonals: diagonals, jitter: 0.1, seed: 5))
        #expect(large.settledPerVertex <= small.settledPerVertex * 1.75, "\(small) → \(large)")
        #expect(large.shortcutsPerVertex <= small.shortcutsPerVertex * 1.75, "\(small) → \(large)")
        // A grid's upward search space grows at least like the square root of its size (its
        // separators do): 2× here at best; 3× allows for the order's imperfection.
        #expect(large.meanUpwardSettled <= small.meanUpwardSettled * 3, "\(small) → \(large)")
    }

    @Test("on generated 80 m street grids of 8 000 and 32 000 way nodes")
    func generatedGrids() throws {
        let small = Self.work(try GeneratedRegions.graph(.grid, wayNodes: 8_000))
        let large = Self.work(try GeneratedRegions.graph(.grid, wayNodes: 32_000))
        #expect(large.settledPerVertex <= small.settledPerVertex * 1.75, "\(small) → \(large)")
        #expect(large.shortcutsPerVertex <= small.shortcutsPerVertex * 1.75, "\(small) → \(large)")
    }
}
