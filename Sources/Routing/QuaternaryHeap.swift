/// A 4-ary min-heap of `UInt64` keys over manually managed storage, reused between searches.
///
/// A d-ary heap with d = 4 does fewer, more cache-friendly levels than a binary heap for the
/// same work (Johnson, "Priorities in a heap", 1975; LaMarca & Ladner, "The influence of
/// caches on the performance of heaps", 1996). Searches pack `(millis << 32) | node` into one
/// key, so ordering is one integer compare and ties break by node.
///
/// The storage is a raw buffer so the hot loop pays no bounds or copy-on-write checks; the
/// owner (``SearchStorage``) calls ``deallocate()`` once. Copies share the buffer: only one
/// copy may be used at a time, and the last one used is handed back to the owner.
struct QuaternaryHeap {
    private var items: UnsafeMutablePointer<UInt64>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 1024) {
        self.capacity = max(16, capacity)
        items = .allocate(capacity: self.capacity)
    }

    var isEmpty: Bool { count == 0 }

    mutating func removeAll() { count = 0 }

    /// The smallest key, without removing it.
    var minKey: UInt64? { count > 0 ? items[0] : nil }

    /// Frees the buffer; the heap must not be used afterwards.
    func deallocate() { items.deallocate() }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: items, count: count)
        items.deallocate()
        items = larger
        capacity *= 2
    }

    /// - Complexity: O(log₄ n), amortized.
    @inline(__always)
    mutating func push(_ key: UInt64) {
        if count == capacity { grow() }
        var i = count
        count += 1
        while i > 0 {
            let parent = (i - 1) >> 2
            let p = items[parent]
            if p <= key { break }
            items[i] = p
            i = parent
        }
        items[i] = key
    }

    /// - Complexity: O(log₄ n).
    @inline(__always)
    mutating func popMin() -> UInt64? {
        guard count > 0 else { return nil }
        count -= 1
        let top = items[0]
        guard count > 0 else { return top }
        let last = items[count]
        let n = count
        var i = 0
        while true {
            let first = 4 * i + 1
            if first >= n { break }
            var child = first, best = items[first]
            let end = min(first + 4, n)
            var c = first + 1
            while c < end {
                let v = items[c]
                if v < best { best = v; child = c }
                c += 1
            }
            if best >= last { break }
            items[i] = best
            i = child
        }
        items[i] = last
        return top
    }
}
