import Foundation
import Routing

/// How ``WalkingGraphCollector/build(options:)`` turns ways into a graph.
public struct WalkingGraphBuildOptions: Sendable, Hashable {
    /// The walking speeds.
    public var profile: WalkingProfile
    /// Connected components with fewer vertices than this are dropped.
    ///
    /// Small islands are mostly artefacts: a courtyard path not joined to the street, a
    /// parking aisle cut off by a clipped extract, a way that ends one node short of the road.
    /// A user or a toilet snapped to one would find nothing or be found by no one, so they
    /// snap to the main network instead. 50 junctions keeps real pedestrian precincts and
    /// island villages (Comino has more) and drops the noise; 0 keeps everything.
    public var minimumComponentVertices: Int

    /// Creates options; the defaults are the standard profile and islands under 50 vertices dropped.
    public init(profile: WalkingProfile = .standard, minimumComponentVertices: Int = 50) {
        self.profile = profile
        self.minimumComponentVertices = minimumComponentVertices
    }
}

/// What the build produced and what it skipped, for the import log.
public struct WalkingGraphBuildResult: Sendable {
    /// The graph.
    public var graph: WalkingGraph
    /// Walkable ways read.
    public var waysRead: Int
    /// Way node references whose node was not in the file (clipped extracts); the way is split there.
    public var missingNodeReferences: Int
    /// Components dropped as islands, and their vertices.
    public var droppedComponents: Int
    /// Vertices in the dropped components.
    public var droppedVertices: Int
}

/// Why the graph could not be built.
public enum WalkingGraphBuildError: Error, Equatable, CustomStringConvertible {
    /// The collected data broke a graph limit or invariant.
    case graph(WalkingGraphError)

    /// A sentence for the import log.
    public var description: String {
        switch self {
        case .graph(let error): return "walking graph build failed: \(error)"
        }
    }
}
