import Foundation

/// An addressable binary min-heap of vertices by contraction priority, ties by vertex, for
/// ``HierarchyBuilder``: a vertex's priority can be raised or lowered in place.
///
/// Each entry is one `UInt64`, `(priority << 32) | vertex`, so ordering is one integer
/// compare and the order is deterministic (Williams, "Algorithm 232: Heapsort", CACM 1964;
/// the position index as in Cormen et al., *Introduction to Algorithms*, §6.5).
struct ContractionQueue {
    private var keys: [UInt64] = []
    /// Each vertex's index in `keys`, or −1 when it is not queued.
    private var position: [Int32]

    init(vertexCount: Int) {
        position = [Int32](repeating: -1, count: vertexCount)
        keys.reserveCapacity(vertexCount)
    }

    var isEmpty: Bool { keys.isEmpty }

    /// The least priority queued, if any.
    var minPriority: UInt32? { keys.first.map { UInt32(truncatingIfNeeded: $0 >> 32) } }

    /// Queues `v` with `priority`, or moves it there if it is queued already.
    /// - Complexity: O(log n).
    mutating func set(_ v: Int, priority: UInt32) {
        let key = UInt64(priority) << 32 | UInt64(v)
        let i = Int(position[v])
        if i < 0 {
            keys.append(key)
            position[v] = Int32(keys.count - 1)
            siftUp(keys.count - 1)
        } else if key < keys[i] {
            keys[i] = key
            siftUp(i)
        } else if key > keys[i] {
            keys[i] = key
            siftDown(i)
        }
    }

    /// Removes and returns the vertex of least priority (least vertex among equals).
    /// - Complexity: O(log n).
    mutating func popMin() -> Int? {
        guard let top = keys.first else { return nil }
        let last = keys.removeLast()
        position[Self.vertex(top)] = -1
        if !keys.isEmpty {
            keys[0] = last
            position[Self.vertex(last)] = 0
            siftDown(0)
        }
        return Self.vertex(top)
    }

    private static func vertex(_ key: UInt64) -> Int { Int(truncatingIfNeeded: key & 0xFFFF_FFFF) }

    private mutating func siftUp(_ start: Int) {
        var i = start
        let key = keys[i]
        while i > 0 {
            let parent = (i - 1) / 2
            guard keys[parent] > key else { break }
            move(from: parent, to: i)
            i = parent
        }
        keys[i] = key
        position[Self.vertex(key)] = Int32(i)
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        let key = keys[i], n = keys.count
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n && keys[child + 1] < keys[child] { child += 1 }
            guard keys[child] < key else { break }
            move(from: child, to: i)
            i = child
        }
        keys[i] = key
        position[Self.vertex(key)] = Int32(i)
    }

    private mutating func move(from source: Int, to destination: Int) {
        keys[destination] = keys[source]
        position[Self.vertex(keys[destination])] = Int32(destination)
    }
}
