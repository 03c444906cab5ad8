import Foundation
import Routing

/// A plain Dijkstra written separately from the engine, for the differential tests of Routing
/// and Finder: it builds
/// its own adjacency lists from the graph's *edges* (not the engine's CSR arcs), adds the
/// start and every target as extra nodes, and settles everything within the cap with a
/// simple binary heap of (millis, node) pairs. Obviously correct, not fast.
public struct ReferenceDijkstra {
    public let graph: WalkingGraph
    public let targets: WalkingTargets
    public let capMillis: UInt64
    /// Vertices 0..<V, then one node per target; built once.
    let adjacency: [[(Int, UInt64)]]

    public init(graph: WalkingGraph, targets: WalkingTargets, capMillis: UInt64 = 2_700_000) {
        self.graph = graph
        self.targets = targets
        self.capMillis = capMillis
        let v = graph.vertexCount
        var adjacency = [[(Int, UInt64)]](repeating: [], count: v + targets.count)
        for e in 0..<graph.edgeCount {
            let a = Int(graph.edgeSources[e]), b = Int(graph.edgeTargets[e]), w = UInt64(graph.edgeMillis[e])
            adjacency[a].append((b, w))
            adjacency[b].append((a, w))
        }
        for (t, snap) in targets.attachments.enumerated() {
            guard let snap else { continue }
            let last = UInt64(targets.straightMillis[t])
            adjacency[Int(graph.edgeSources[snap.edge])].append((v + t, UInt64(snap.millisFromSource) + last))
            adjacency[Int(graph.edgeTargets[snap.edge])].append((v + t, UInt64(snap.millisToTarget) + last))
        }
        self.adjacency = adjacency
    }

    /// Walking milliseconds from `start` to every target reached within the cap.
    public func times(from start: SnappedPoint) -> [Int: UInt64] {
        let v = graph.vertexCount
        let straight = UInt64(WalkingProfile.standard.straightMillis(meters: start.distanceMeters))
        // The start is a virtual node: its arcs go to both ends of its edge and to targets on that edge.
        var startArcs = [(Int(graph.edgeSources[start.edge]), straight + UInt64(start.millisFromSource)),
                         (Int(graph.edgeTargets[start.edge]), straight + UInt64(start.millisToTarget))]
        for (t, snap) in targets.attachments.enumerated() where snap?.edge == start.edge {
            guard let snap else { continue }
            let along = UInt64(abs(Int(snap.millisFromSource) - Int(start.millisFromSource)))
            startArcs.append((v + t, straight + along + UInt64(targets.straightMillis[t])))
        }
        var best = [UInt64](repeating: .max, count: adjacency.count)
        var done = [Bool](repeating: false, count: adjacency.count)
        var heap = BinaryHeap()
        for (node, w) in startArcs where w < best[node] {
            best[node] = w
            heap.push((w, node))
        }
        while let (d, node) = heap.pop() {
            if done[node] || d > capMillis { continue }
            done[node] = true
            for (next, w) in adjacency[node] where d + w < best[next] {
                best[next] = d + w
                heap.push((d + w, next))
            }
        }
        var result: [Int: UInt64] = [:]
        for t in 0..<targets.count where done[v + t] { result[t] = best[v + t] }
        return result
    }

    /// The first `limit` targets by walking time (ties by target index) within the cap.
    public func nearest(from start: SnappedPoint, limit: Int) -> [(target: Int, millis: UInt64)] {
        times(from: start).map { (target: $0.key, millis: $0.value) }
            .sorted { ($0.millis, $0.target) < ($1.millis, $1.target) }
            .prefix(limit).map { $0 }
    }
}

/// The textbook binary min-heap (Williams, 1964), kept separate from the engine's 4-ary heap.
public struct BinaryHeap {
    private var items: [(UInt64, Int)] = []

    public init() {}

    public mutating func push(_ item: (UInt64, Int)) {
        items.append(item)
        var i = items.count - 1
        while i > 0, items[(i - 1) / 2] > items[i] {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    public mutating func pop() -> (UInt64, Int)? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count, items[l] < items[m] { m = l }
            if r < items.count, items[r] < items[m] { m = r }
            if m == i { break }
            items.swapAt(i, m)
            i = m
        }
        return top
    }
}
