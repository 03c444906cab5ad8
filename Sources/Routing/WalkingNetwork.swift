import Foundation
import Geo

/// Everything the server keeps in memory for one region's walking: the graph, its edge index
/// for snapping, and its contraction hierarchy. Build once at load; share between threads.
///
/// ```swift
/// let network = try WalkingNetwork(bytes: networkFileBytes)        // at load: read, never contracted
/// let toilets = network.attach(toiletCoordinates, reusing: network.attachedAtImport)
/// let search = network.makeSearch()                                // one per thread / request
/// guard let start = network.snap(user, maxMeters: 500) else { /* straight-line fallback */ }
/// let hits = search.nearest(from: start, targets: toilets, limit: 3) { toilet, seconds in
///     qualifies(toilet, arrivingAt: now.addingTimeInterval(seconds))
/// }
/// let route = hits.first.flatMap { search.route(to: $0) }
/// ```
public struct WalkingNetwork: Sendable {
    /// The walking graph.
    public let graph: WalkingGraph
    /// The spatial index over its edges.
    public let edgeIndex: EdgeIndex
    /// The contraction hierarchy over it.
    public let hierarchy: ContractionHierarchy
    /// The walking speeds used for straight stretches off the graph.
    public let profile: WalkingProfile
    /// The toilets `import` attached when it built this network, read from its file: pass it
    /// as `reusing:` to ``attach(_:maxAttachMeters:coverSeconds:reusing:)`` so only anchors it
    /// did not search are searched at load. Nil for a network built in memory.
    public internal(set) var attachedAtImport: HierarchyTargets?

    /// Indexes and contracts `graph` (about 0.9 s for Malta's 36 000 junctions, release build;
    /// `import` does this once and writes the result, see ``WalkingNetworkFile``).
    /// - Complexity: see ``EdgeIndex/init(graph:cellMeters:)`` and ``ContractionHierarchy/init(graph:witnessSettleLimit:)``.
    public init(graph: WalkingGraph, profile: WalkingProfile = .standard) {
        self.graph = graph
        edgeIndex = EdgeIndex(graph: graph)
        hierarchy = ContractionHierarchy(graph: graph)
        self.profile = profile
    }

    /// Decodes a network file (see ``WalkingNetworkFile``), or a bare graph file, which it then contracts.
    /// - Throws: ``WalkingGraphError`` for bytes that are not a valid file.
    public init(bytes: [UInt8], profile: WalkingProfile = .standard) throws(WalkingGraphError) {
        self = try WalkingNetworkFile(bytes: bytes, profile: profile).network
    }

    /// The nearest point on a walkable edge, or nil beyond `maxMeters` (then fall back to straight lines).
    /// - Complexity: see ``EdgeIndex/snap(_:maxMeters:)``.
    public func snap(_ coordinate: Coordinate, maxMeters: Double = 500) -> SnappedPoint? {
        edgeIndex.snap(coordinate, maxMeters: maxMeters)
    }

    /// Attaches targets (toilets, in the caller's order) to the graph and files them into
    /// the hierarchy's buckets; a target farther than `maxAttachMeters` from any walkable
    /// edge is unreachable on foot (its attachment is nil).
    ///
    /// Pass the previous attachment as `old` after a change to the toilets: only edge ends
    /// that hold a target now and held none before get a new upward search.
    /// - Complexity: O(T × snap + A × bounded upward search) for the A new anchors, both spread
    ///   over the active cores.
    public func attach(_ coordinates: [Coordinate], maxAttachMeters: Double = 250, coverSeconds: Double = 2700,
                       reusing old: HierarchyTargets? = nil) -> HierarchyTargets {
        // Snapped on every core: 200,000 toilets are a few hundred thousand cell scans.
        let snaps = ConcurrentChunks.array(count: coordinates.count, minimumChunk: 2048) { [edgeIndex] i in
            edgeIndex.snap(coordinates[i], maxMeters: maxAttachMeters)
        }
        let targets = WalkingTargets(graph: graph, attachments: snaps, profile: profile)
        return HierarchyTargets(hierarchy: hierarchy, targets: targets, coverSeconds: coverSeconds, reusing: old)
    }

    /// New search state for one thread (not thread-safe itself; cheap to keep per worker).
    public func makeSearch() -> HierarchySearch {
        HierarchySearch(hierarchy: hierarchy, profile: profile)
    }
}
