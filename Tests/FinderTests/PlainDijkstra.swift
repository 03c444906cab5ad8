import Foundation
import Routing

/// A textbook Dijkstra (binary heap of (millis, node)), written apart from the engine: its own
/// adjacency lists from the graph's edges, the start and every toilet as extra nodes.
struct PlainDijkstra {
    let graph: WalkingGraph
    let targets: WalkingTargets
    let adjacency: [[(node: Int, millis: UInt64)]]
    let capMillis: UInt64 = 2_700_000

    init(graph: WalkingGraph, targets: WalkingTargets) {
        self.graph = graph
        self.targets = targets
        var adjacency = [[(node: Int, millis: UInt64)]](repeating: [], count: graph.vertexCount + targets.count)
        for e in 0..<graph.edgeCount {
            let a = Int(graph.edgeSources[e]), b = Int(graph.edgeTargets[e]), w = UInt64(graph.edgeMillis[e])
            adjacency[a].append((b, w))
            adjacency[b].append((a, w))
        }
        for (t, snap) in targets.attachments.enumerated() {
            guard let snap else { continue }
            let last = UInt64(targets.straightMillis[t]), node = graph.vertexCount + t
            adjacency[Int(graph.edgeSources[snap.edge])].append((node, UInt64(snap.millisFromSource) + last))
            adjacency[Int(graph.edgeTargets[snap.edge])].append((node, UInt64(snap.millisToTarget) + last))
        }
        self.adjacency = adjacency
    }

    /// The first `limit` targets by walking time (ties by index) within 45 minutes.
    func nearest(from start: SnappedPoint, limit: Int) -> [(target: Int, millis: UInt64)] {
        let v = graph.vertexCount
        let straight = UInt64(WalkingProfile.standard.straightMillis(meters: start.distanceMeters))
        var seeds = [(Int(graph.edgeSources[start.edge]), straight + UInt64(start.millisFromSource)),
                     (Int(graph.edgeTargets[start.edge]), straight + UInt64(start.millisToTarget))]
        for (t, snap) in targets.attachments.enumerated() {
            guard let snap, snap.edge == start.edge else { continue }
            let along = UInt64(abs(Int(snap.millisFromSource) - Int(start.millisFromSource)))
            seeds.append((v + t, straight + along + UInt64(targets.straightMillis[t])))
        }
        var best = [UInt64](repeating: .max, count: adjacency.count)
        var settled = [Bool](repeating: false, count: adjacency.count)
        var heap = MinHeap()
        for (node, millis) in seeds where millis < best[node] {
            best[node] = millis
            heap.push((millis, node))
        }
        var found: [(target: Int, millis: UInt64)] = []
        while let (d, node) = heap.pop() {
            if settled[node] || d > capMillis { continue }
            settled[node] = true
            if node >= v { found.append((node - v, d)) }
            for (next, w) in adjacency[node] where d + w < best[next] {
                best[next] = d + w
                heap.push((d + w, next))
            }
        }
        return Array(found.sorted { ($0.millis, $0.target) < ($1.millis, $1.target) }.prefix(limit))
    }
}

/// The binary min-heap of Williams (1964).
struct MinHeap {
    private var items: [(UInt64, Int)] = []

    mutating func push(_ item: (UInt64, Int)) {
        items.append(item)
        var i = items.count - 1
        while i > 0, items[(i - 1) / 2] > items[i] {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    mutating func pop() -> (UInt64, Int)? {
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
