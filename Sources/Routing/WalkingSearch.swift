import Foundation
import Geo

/// Reusable search state for the one-to-many walking search; one per thread.
///
/// The graph and targets are shared immutable values; this object owns the mutable buffers
/// (times, parents, a heap) and reuses them between queries without clearing them (see
/// ``SearchStorage``). Not thread-safe: give each thread or request handler its own.
///
/// The search is Dijkstra's algorithm (E. W. Dijkstra, "A note on two problems in connexion
/// with graphs", Numerische Mathematik 1, 1959) with a 4-ary heap and lazy deletion, run
/// from both ends of the start edge. Targets are extra heap nodes reached from the vertex
/// buckets of ``WalkingTargets``, so they are settled exactly in order of walking time.
public final class WalkingSearch {
    /// One target reached and accepted.
    public struct Hit: Sendable, Hashable {
        /// The target's index in the ``WalkingTargets`` it came from.
        public var target: Int
        /// Walking time from the start position, milliseconds (straight stretches included).
        public var millis: UInt32
        /// Walking distance from the start position, metres.
        public var meters: Double
        /// Walking time in seconds.
        public var seconds: Double { Double(millis) / 1000 }

        /// Creates a hit.
        public init(target: Int, millis: UInt32, meters: Double) {
            self.target = target
            self.millis = millis
            self.meters = meters
        }
    }

    /// The graph this state searches.
    public let graph: WalkingGraph
    /// The speed used for the straight stretch from the start position to its edge.
    public let profile: WalkingProfile
    let storage = SearchStorage()
    /// What the last search ran on, for ``route(to:)``.
    var last: (start: SnappedPoint, targets: WalkingTargets)?

    /// The number of heap pops in the last search (settled or skipped), for measurements.
    public var lastPopCount: Int { storage.pops }

    /// Creates search state for `graph`; buffers grow on first use.
    public init(graph: WalkingGraph, profile: WalkingProfile = .standard) {
        self.graph = graph
        self.profile = profile
    }

    /// Parent codes for vertices seeded from the start edge, and for targets on the start edge.
    static let seededFromSource: Int32 = -2, seededFromTarget: Int32 = -3, direct: Int32 = -1
}
