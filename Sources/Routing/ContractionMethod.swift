import Foundation

/// How ``ContractionHierarchy`` orders and contracts a graph.
///
/// Measured (release build, `toiletnow bench contract`, see BENCHMARKS): the customizable
/// method is 10× faster on Malta and near-linear on street grids, where the witness method
/// grows like V^1.5; but on real extracts, which have a hierarchy, the witness method's upward
/// search space is much smaller (Malta: 62 settled vertices and 274 relaxed arcs against 182
/// and 4 165). Hence ``automatic``.
public enum ContractionMethod: Sendable, Equatable {
    /// RoutingKit's priority order with bounded witness searches (see `HierarchyBuilder`):
    /// few shortcuts and small search spaces on real extracts, but superlinear on street grids,
    /// which have no hierarchy.
    /// - Complexity: near-linear on real extracts; about V^1.5 on street grids.
    case witness(settleLimit: Int)
    /// A customizable contraction hierarchy: nested dissection order, chordal elimination
    /// without witness searches, basic and perfect customization, and only the arcs that
    /// perfect customization leaves untouched as upward search arcs (Dibbelt, Strasser &
    /// Wagner, "Customizable Contraction Hierarchies", JEA 2016).
    /// - Complexity: O(V log V) for the order, O(A log d + T) for the A chordal arcs and T
    ///   triangles: A grows like V log V and T like V^1.5 on a grid, with small constants.
    case customizable
    /// The nested dissection order and chordal elimination first (cheap); then the witness
    /// method if the chordal graph has at most ``witnessArcsPerJunction`` arcs per junction
    /// (small separators: a real street network, where witness searches stay cheap and give
    /// smaller search spaces), else the customizable method on the same order. Deterministic.
    case automatic

    /// The witness method's default settle limit (RoutingKit's).
    public static let defaultWitnessSettleLimit = HierarchyBuilder.defaultWitnessSettleLimit

    /// The rule of ``automatic``: measured chordal arcs per junction are 6.6 on Malta and 7.3 on
    /// Andorra, but 12.9 on a generated grid of 740 junctions and more on larger ones (18.5 at
    /// 3 000), and 13.1 on irregular generated streets of 3 900 junctions.
    public static let witnessArcsPerJunction = 10.0

    static func prefersWitness(_ chordal: ChordalGraph) -> Bool {
        Double(chordal.arcCount) <= witnessArcsPerJunction * Double(max(1, chordal.vertexCount))
    }
}

extension ContractionMethod {
    /// The size of the customizable method's work on `graph`: the arcs of the chordal
    /// supergraph under the nested dissection order and its triangles (each customization pass
    /// looks at every triangle once). For benchmarks, which report work beside time.
    /// - Complexity: the order and the elimination of ``customizable``.
    public static func customizableWork(of graph: WalkingGraph) -> (arcs: Int, triangles: Int) {
        let chordal = ChordalGraph(graph: graph, rank: NestedDissection.ranks(of: graph))
        return (chordal.arcCount, chordal.triangleCount)
    }
}
