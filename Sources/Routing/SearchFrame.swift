import Foundation

/// The search's record of one node: its best time so far, parent code and generation stamps.
/// 16 bytes, so one cache line holds four and a relaxation touches one line, not four arrays.
struct NodeState {
    var distance: UInt32
    var parent: Int32
    var stamp: UInt32
    var settled: UInt32
}

/// The per-node buffers of one ``WalkingSearch``, allocated once and grown on demand.
///
/// Nodes `0..<V` are graph vertices; `V..<V+T` are the targets of the current query.
/// Instead of clearing the buffers, a query bumps `generation`: an entry is valid only if
/// its `stamp` equals it, so a query costs what it explores, not the graph's size.
final class SearchStorage {
    private(set) var capacity = 0
    private(set) var nodes = UnsafeMutablePointer<NodeState>.allocate(capacity: 1)
    var generation: UInt32 = 0
    var heap = QuaternaryHeap()
    var pops = 0

    /// Makes sure the buffers cover `count` nodes and starts a new generation.
    func prepare(nodes count: Int) {
        if count > capacity {
            nodes.deallocate()
            capacity = max(count, 1)
            nodes = .allocate(capacity: capacity)
            nodes.initialize(repeating: NodeState(distance: 0, parent: 0, stamp: 0, settled: 0), count: capacity)
            generation = 0
        }
        generation &+= 1
        if generation == 0 {
            nodes.update(repeating: NodeState(distance: 0, parent: 0, stamp: 0, settled: 0), count: capacity)
            generation = 1
        }
        heap.removeAll()
        pops = 0
    }

    /// Whether `node` was settled by the current query.
    func isSettled(_ node: Int) -> Bool { node >= 0 && node < capacity && nodes[node].settled == generation }

    /// The parent code of `node` from the current query.
    func parent(of node: Int) -> Int32 { nodes[node].parent }

    /// A frame over the buffers for one query's hot loop.
    func frame() -> SearchFrame {
        SearchFrame(nodes: nodes, generation: generation, heap: heap)
    }

    /// Takes back the heap (its storage may have grown) and the pop count after a query.
    func finish(_ frame: SearchFrame) {
        heap = frame.heap
        pops = frame.pops
    }

    deinit {
        nodes.deallocate()
        heap.deallocate()
    }
}

/// The hot-loop view of ``SearchStorage``: a plain pointer in a local value, so the loop
/// does no class-property exclusivity checks, copy-on-write checks or bounds checks.
/// ``WalkingSearch`` only passes node indices below the capacity it prepared.
struct SearchFrame {
    let nodes: UnsafeMutablePointer<NodeState>
    let generation: UInt32
    var heap: QuaternaryHeap
    var pops = 0

    /// Offers `node` a tentative time; records and pushes it when it improves.
    @inline(__always)
    mutating func relax(_ node: Int, millis: UInt32, parent: Int32) {
        let state = nodes + node
        if state.pointee.stamp == generation && state.pointee.distance <= millis { return }
        state.pointee.stamp = generation
        state.pointee.distance = millis
        state.pointee.parent = parent
        heap.push(UInt64(millis) << 32 | UInt64(node))
    }

    /// The next node to settle and its time, skipping stale heap entries; nil when the heap is empty.
    @inline(__always)
    mutating func popNext() -> (node: Int, millis: UInt32)? {
        while let key = heap.popMin() {
            pops += 1
            let node = Int(truncatingIfNeeded: key & 0xFFFF_FFFF), millis = UInt32(truncatingIfNeeded: key >> 32)
            let state = nodes + node
            if state.pointee.settled == generation || millis != state.pointee.distance { continue }
            state.pointee.settled = generation
            return (node, millis)
        }
        return nil
    }
}
