import Foundation

/// A contraction hierarchy over a ``WalkingGraph``, for one-to-many searches in microseconds.
///
/// Vertices are contracted one by one, least important first; contracting `v` adds a
/// *shortcut* `u–w` for each pair of its neighbours whose shortest path runs through `v`
/// (unless a *witness* path avoids it). Every shortest path then goes up the order and then
/// down, so a search only follows edges towards more important vertices (Geisberger,
/// Sanders, Schultes & Delling, "Contraction Hierarchies: Faster and Simpler Hierarchical
/// Routing in Road Networks", WEA 2008). Walking is undirected, so one upward graph serves
/// both the forward search from the user and the backward searches from the toilets.
///
/// ```
///          w ●                        upward arcs only:  u → w,  v → u, v → w
///          ╱ ╲  shortcut u–w (via v)
///       u ●───● v      v contracted first (least important)
/// ```
/// Every hierarchy edge is an original graph edge or a shortcut over two hierarchy edges,
/// so a path unpacks to original edges (see ``HierarchySearch``). Immutable and `Sendable`.
///
/// Two builders produce this format (see ``ContractionMethod``): the classic one with witness
/// searches, and a customizable contraction hierarchy (nested dissection order, every
/// shortcut of the chordal fill-in, customized by triangles, then pruned to the arcs a query
/// needs), which stays near-linear on street grids where the witness searches do not.
public struct ContractionHierarchy: Sendable {
    /// The graph the hierarchy was built over.
    public let graph: WalkingGraph
    /// Each vertex's position in the contraction order (0 = contracted first).
    public let rank: [Int32]
    let upOffsets: [Int32]
    let upTargets: [Int32]
    let upMillis: [UInt32]
    let upEdges: [Int32]
    /// Hierarchy edges: ends, time, metres, and either the original edge or two children.
    let edgeEnds: [(Int32, Int32)]
    let edgeMillis: [UInt32]
    let edgeMeters: [Float]
    let edgeOriginal: [Int32]
    let edgeChildren: [(Int32, Int32)]
    /// The longest walk, in milliseconds, whose time the hierarchy answers exactly; a search
    /// asked for more goes on past it with plain Dijkstra (``HierarchySearch``). `UInt32.max`
    /// when every distance is exact (the witness builder, a graph narrower than the horizon);
    /// see ``defaultHorizonSeconds``.
    public let horizonMillis: UInt32

    /// The horizon a customizable hierarchy is built for unless told otherwise: 1 hour, above
    /// the finder's default walk (45 minutes, `FinderQuery.maxWalkSeconds`) and its buckets'
    /// cover. Arcs between vertices farther apart than any walk of this length are not built
    /// (see `ChordalGraph.keepingArcs(within:graph:rank:)`), which keeps the preprocessing of
    /// a street grid wider than an hour's walk linear in its size. A search asked for more
    /// than the buckets' cover (never more than the horizon; up to
    /// `FinderPolicy.longestWalkSeconds`, 4 h) goes on from there with plain Dijkstra
    /// (``HierarchySearch``).
    ///
    /// Measured on generated grids (`bench contract --method cch --horizon H`), triangles per
    /// junction at 547 k and 2.7 M junctions: uncut 6 465 and 14 912; 4 h 5 989 and 9 232;
    /// 1 h 2 340 and 2 617; 15 min 512 and 527.
    public static let defaultHorizonSeconds: Double = 3_600

    /// `seconds` as a horizon in milliseconds: NaN and negatives are 0, at most 4,000,000 s.
    static func horizonMillis(seconds: Double) -> UInt32 {
        UInt32(max(0, min(seconds.isNaN ? 0 : seconds, 4_000_000)) * 1000)
    }

    /// The number of shortcuts added.
    public var shortcutCount: Int { edgeOriginal.lazy.filter { $0 < 0 }.count }

    /// The number of hierarchy edges: original edges and shortcuts, whether searched or only unpacked.
    public var edgeCount: Int { edgeEnds.count }

    /// The number of upward arcs, the arcs a search may follow.
    public var upwardArcCount: Int { upTargets.count }

    /// Contracts `graph` by the method that suits it (``ContractionMethod/automatic``): witness
    /// searches on real extracts (Malta, 35 600 junctions: 0.2 s), the customizable hierarchy
    /// on street grids (547 k junctions: 13 s instead of 9 minutes).
    /// - Complexity: see ``ContractionMethod``.
    public init(graph: WalkingGraph) {
        self.init(graph: graph, method: .automatic)
    }

    /// Contracts `graph` with the witness-search builder (see ``ContractionMethod/witness(settleLimit:)``).
    ///
    /// - Parameter witnessSettleLimit: how many vertices a witness search from one neighbour may
    ///   settle before giving up (a missed witness only costs an unneeded shortcut, never a
    ///   wrong answer). Keep it in step with `HierarchyBuilder.defaultWitnessSettleLimit`.
    public init(graph: WalkingGraph, witnessSettleLimit: Int) {
        self.init(graph: graph, method: .witness(settleLimit: witnessSettleLimit))
    }

    /// Contracts `graph` by `method`.
    ///
    /// - Parameter onPhase: called with a phase's name as each phase ends ("choice" for the
    ///   automatic method; "order", "elimination", "horizon", "customization", "pruning", "assembly" for
    ///   the customizable one; "contraction" for the witness one), so a benchmark can time them
    ///   and see which method ran; the core reads no clock.
    /// - Parameter horizonSeconds: the longest walk the customizable method keeps exact (see
    ///   ``horizonMillis``); the witness method is always exact.
    /// - Complexity: see ``ContractionMethod``.
    public init(graph: WalkingGraph, method: ContractionMethod, horizonSeconds: Double = defaultHorizonSeconds,
                onPhase: (String) -> Void = { _ in }) {
        var parts: HierarchyArrays
        switch method {
        case .witness(let settleLimit):
            parts = HierarchyBuilder.arrays(graph: graph, witnessSettleLimit: settleLimit, onPhase: onPhase)
        case .automatic where ContractionMethod.prefersWitness(graph):
            onPhase("choice")
            parts = HierarchyBuilder.arrays(graph: graph, witnessSettleLimit: ContractionMethod.defaultWitnessSettleLimit,
                                            onPhase: onPhase)
        case .automatic, .customizable:
            if method == .automatic { onPhase("choice") }
            let rank = NestedDissection.ranks(of: graph)
            onPhase("order")
            let full = ChordalGraph(graph: graph, rank: rank)
            onPhase("elimination")
            let horizon = Self.horizonMillis(seconds: horizonSeconds)
            let chordal = full.keepingArcs(within: horizon, graph: graph, rank: rank)
            // A cut graph answers exactly only up to the horizon; an uncut one answers everything.
            let isCut = chordal.arcCount < full.arcCount
            onPhase("horizon")
            parts = CustomizableHierarchy.arrays(graph: graph, rank: rank, chordal: chordal, onPhase: onPhase)
            if isCut { parts.horizonMillis = horizon }
        }
        self.init(graph: graph, rank: parts.rank, upOffsets: parts.upOffsets, upTargets: parts.upTargets,
                  upMillis: parts.upMillis, upEdges: parts.upEdges, edgeEnds: parts.edgeEnds, edgeMillis: parts.edgeMillis,
                  edgeMeters: parts.edgeMeters, edgeOriginal: parts.edgeOriginal, edgeChildren: parts.edgeChildren,
                  horizonMillis: parts.horizonMillis)
    }
}
