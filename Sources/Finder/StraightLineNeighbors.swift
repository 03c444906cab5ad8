import Foundation
import Geo

/// Merges the k-nearest lists of several regions' indexes into one stream in distance order.
///
/// A fetched neighbour is safe to hand out once no index that still has unfetched points could
/// hold a nearer one, i.e. when it is no farther than every non-exhausted index's k-th distance.
/// A refetch (with `k` doubled) starts over, leaving out what was already handed out.
struct StraightLineNeighbors: Sequence, IteratorProtocol {
    let sources: [RegionPoints]
    let origin: Coordinate
    let withinMeters: Double
    var k: Int
    private var pending: [(index: Int, meters: Double)] = []
    private var handedOut: Set<Int> = []
    private var horizon = -Double.infinity
    private var cursor = 0
    private var isComplete = false

    init(sources: [RegionPoints], origin: Coordinate, withinMeters: Double, k: Int) {
        self.sources = sources
        self.origin = origin
        self.withinMeters = withinMeters
        self.k = k
    }

    mutating func next() -> (index: Int, meters: Double)? {
        while true {
            if cursor < pending.count, pending[cursor].meters <= horizon {
                defer { cursor += 1 }
                handedOut.insert(pending[cursor].index)
                return pending[cursor]
            }
            if isComplete { return nil }
            fetch()
        }
    }

    /// Asks every index for its `k` nearest and recomputes the safe horizon, then doubles `k`.
    private mutating func fetch() {
        var all: [(index: Int, meters: Double)] = []
        var horizon = withinMeters
        var isComplete = true
        for source in sources {
            let neighbors = source.index.nearest(to: origin, k: k)
            for neighbor in neighbors where neighbor.distance <= withinMeters {
                let toilet = source.toiletIndices[neighbor.index]
                if !handedOut.contains(toilet) { all.append((toilet, neighbor.distance)) }
            }
            if neighbors.count < source.index.count, let last = neighbors.last {
                horizon = Swift.min(horizon, last.distance)
                if last.distance <= withinMeters { isComplete = false }
            }
        }
        all.sort { ($0.meters, $0.index) < ($1.meters, $1.index) }
        pending = all
        cursor = 0
        self.horizon = horizon
        self.isComplete = isComplete
        if isComplete { self.horizon = .infinity }
        k *= 2
    }
}
