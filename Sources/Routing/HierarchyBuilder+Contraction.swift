import Foundation

extension HierarchyBuilder {
    /// Contracts every vertex, in lazily updated priority order.
    mutating func contractAll() {
        let n = graph.vertexCount
        var queue = MinQueue()
        var current = [Int](repeating: 0, count: n)
        for v in 0..<n {
            current[v] = priority(of: v)
            queue.push(priority: current[v], vertex: v)
        }
        var next: Int32 = 0
        while let (p, v) = queue.pop() {
            if rank[v] >= 0 || p != current[v] { continue }
            // Lazy update: re-evaluate; if it got worse than the next candidate, put it back.
            let fresh = priority(of: v)
            if fresh > p, let top = queue.peekPriority(), fresh > top {
                current[v] = fresh
                queue.push(priority: fresh, vertex: v)
                continue
            }
            contract(v, rank: next)
            next += 1
            for u in neighbors[v].map({ Int($0.vertex) }) {
                current[u] = priority(of: u)
                queue.push(priority: current[u], vertex: u)
            }
            neighbors[v] = []
        }
    }

    /// Contracts `v`: adds its shortcuts, keeps its remaining edges as its upward arcs.
    private mutating func contract(_ v: Int, rank r: Int32) {
        let needed = shortcuts(for: v, settleLimit: witnessSettleLimit)
        rank[v] = r
        upward[v] = neighbors[v]
        for (u, w) in needed {
            let millis = u.millis &+ w.millis
            let meters = edgeMeters[Int(u.edge)] + edgeMeters[Int(w.edge)]
            let id = addEdge(u.vertex, w.vertex, millis: millis, meters: meters, original: -1, children: (u.edge, w.edge))
            link(u.vertex, w.vertex, millis: millis, edge: id)
        }
        for neighbor in neighbors[v] {
            let u = Int(neighbor.vertex)
            neighbors[u].removeAll { $0.vertex == Int32(v) }
            contractedNeighbors[u] += 1
        }
    }

    /// The upward arcs as CSR arrays: offsets, targets, times, hierarchy edges.
    func upwardArcs() -> ([Int32], [Int32], [UInt32], [Int32]) {
        var offsets: [Int32] = [0], targets: [Int32] = [], millis: [UInt32] = [], edges: [Int32] = []
        for arcs in upward {
            for arc in arcs {
                targets.append(arc.vertex)
                millis.append(arc.millis)
                edges.append(arc.edge)
            }
            offsets.append(Int32(targets.count))
        }
        return (offsets, targets, millis, edges)
    }
}

/// A bounded Dijkstra over the not-yet-contracted graph, for witness paths.
struct WitnessSearch {
    private var distance: [UInt32]
    private var stamp: [UInt32]
    private var generation: UInt32 = 0
    private var heap = MinQueue()

    init(vertexCount: Int) {
        distance = [UInt32](repeating: 0, count: vertexCount)
        stamp = [UInt32](repeating: 0, count: vertexCount)
    }

    /// The witness distance to `v` from the last run; `UInt32.max` if not reached.
    func distance(to v: Int) -> UInt32 { stamp[v] == generation ? distance[v] : .max }

    mutating func run(from source: Int, avoiding avoided: Int, maxMillis: UInt32, settleLimit: Int,
                      neighbors: [[HierarchyBuilder.Neighbor]]) {
        generation &+= 1
        heap.removeAll()
        distance[source] = 0
        stamp[source] = generation
        heap.push(priority: 0, vertex: source)
        var settled = 0
        while let (d, v) = heap.pop() {
            if UInt32(d) != distance[v] { continue }
            if UInt32(d) > maxMillis || settled >= settleLimit { break }
            settled += 1
            for neighbor in neighbors[v] where Int(neighbor.vertex) != avoided {
                let w = Int(neighbor.vertex), candidate = UInt32(d) &+ neighbor.millis
                if stamp[w] != generation || candidate < distance[w] {
                    stamp[w] = generation
                    distance[w] = candidate
                    heap.push(priority: Int(candidate), vertex: w)
                }
            }
        }
    }
}

/// A binary min-heap of (priority, vertex), for the contraction order and witness searches.
struct MinQueue {
    private var items: [(Int, Int)] = []

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    func peekPriority() -> Int? { items.first?.0 }

    mutating func push(priority: Int, vertex: Int) {
        items.append((priority, vertex))
        var i = items.count - 1
        while i > 0, items[(i - 1) / 2] > items[i] {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    mutating func pop() -> (Int, Int)? {
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
