import Foundation

/// How ``ContractionHierarchy`` orders and contracts a graph.
///
/// Measured (release build, `toiletnow bench contract`, a loaded 2-core machine): on Malta
/// the customizable method contracts in 0.07 s against the witness method's 0.20 s, but its
/// upward search space is far larger (182 settled vertices and 4 165 relaxed arcs against 62
/// and 274; Andorra 142/2 544 against 58/255): real extracts have a hierarchy that witness
/// searches find. On generated street grids the witness method is superlinear (27 k
/// junctions 5.7 s, 547 k 537 s) and the customizable one is 20–40× faster with smaller
/// search spaces (547 k: 13 s, 1 878 settled and 474 k relaxed arcs against 8 353 and
/// 1.37 M). Hence ``automatic``.
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
    ///   triangles. On a street grid A grows like V log V but T like V^1.5, since every
    ///   separator of √V vertices ends as a clique (measured: 1 248 triangles per junction at
    ///   27 k junctions, 6 465 at 547 k, 14 912 at 2.7 M); customization costs about 1.7 ns
    ///   per triangle and pass, so the time grows like V^1.4 there. Cut to the walking horizon
    ///   (``ContractionHierarchy/defaultHorizonSeconds``, 1 h), the cliques of separators
    ///   longer than an hour's walk keep only the pairs within reach, so the triangles per
    ///   junction stop growing once a grid is several horizons wide (measured: 2 340 at 547 k
    ///   junctions, 2 617 at 2.7 M).
    case customizable
    /// The witness method for a graph with a hierarchy, the customizable one for a street grid:
    /// the first cut of the nested dissection (cheap) decides. A real street network splits
    /// along rivers, railways and main roads with few vertices; a grid needs a whole row (see
    /// ``witnessSeparatorRatio``). Deterministic.
    case automatic

    /// The witness method's default settle limit (RoutingKit's).
    public static let defaultWitnessSettleLimit = HierarchyBuilder.defaultWitnessSettleLimit

    /// The rule of ``automatic``: the witness method when the first separator is at most this
    /// fraction of a street grid's of the same size and outline
    /// (``separatorRatio(of:)``). Measured: Malta 0.39, Andorra 0.54; generated grids of 27 k,
    /// 137 k and 547 k junctions 0.71, irregular generated streets of 69 k junctions 0.86.
    /// Either method is exact; a wrong choice costs only time (witness on a grid) or search
    /// space (customizable on a real extract).
    public static let witnessSeparatorRatio = 0.62

    static func prefersWitness(_ graph: WalkingGraph) -> Bool {
        separatorRatio(of: graph) <= witnessSeparatorRatio
    }
}

extension ContractionMethod {
    /// The size of the customizable method's work on `graph`: the arcs of the chordal
    /// supergraph under the nested dissection order and its triangles (each customization pass
    /// looks at every triangle once), with the arcs beyond a walk of `horizonSeconds` cut (an
    /// upper bound on the triangles then: a cut graph's passes skip triangles whose top arc is
    /// gone). For benchmarks, which report work beside time.
    /// - Complexity: the order and the elimination of ``customizable``.
    public static func customizableWork(of graph: WalkingGraph, horizonSeconds: Double = .infinity) -> (arcs: Int, triangles: Int) {
        let rank = NestedDissection.ranks(of: graph)
        let chordal = ChordalGraph(graph: graph, rank: rank)
            .keepingArcs(within: ContractionHierarchy.horizonMillis(seconds: horizonSeconds), graph: graph, rank: rank)
        return (chordal.arcCount, chordal.triangleCount)
    }
}

extension ContractionMethod {
    /// The first separator of the nested dissection of `graph` against a street grid's of the
    /// same size and outline: the signal of ``automatic``. For benchmarks.
    public static func separatorRatio(of graph: WalkingGraph) -> Double {
        NestedDissection.firstSeparatorRatio(of: graph)
    }
}
