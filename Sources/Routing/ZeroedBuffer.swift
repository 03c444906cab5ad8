import Foundation

/// Per-vertex search state in memory from `calloc`: a large block comes from the kernel as
/// untouched zero pages, so a search pays memory (and page faults) only for the vertices a
/// query writes, not for the whole graph at once.
///
/// A search's state arrays are sized by the graph (about 240 MB for each pooled search on a
/// 2.7 M-junction grid). Filled eagerly, the first queries on a new server waited while each
/// pooled search wrote them all, and other queries queued behind it: p99 248 ms in the first
/// three seconds of a 30 M-way-node region, 6 ms after. Every user of this type treats the
/// all-zero element as "not visited in any generation", which is what the fill wrote before.
///
/// A reference type so that the block is freed exactly once; copies of an owner share it.
/// Indices are vertex or target numbers from the hierarchy and its targets, which are checked
/// when loaded, so access is unchecked like the arrays' would be after those checks.
final class ZeroedBuffer<Element: BitwiseCopyable> {
    let count: Int
    private let base: UnsafeMutablePointer<Element>

    /// `count` elements, every byte zero.
    init(count: Int) {
        self.count = max(0, count)
        guard let raw = calloc(max(1, self.count), MemoryLayout<Element>.stride) else {
            preconditionFailure("out of memory for \(count) search entries")
        }
        base = raw.bindMemory(to: Element.self, capacity: max(1, self.count))
    }

    deinit { free(base) }

    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// Writes one zero byte into every page of the block (over zeros: nothing changes), so
    /// that the kernel hands the pages over now, not at a query's first touch of each.
    func touchPages() {
        let raw = UnsafeMutableRawPointer(base), bytes = count * MemoryLayout<Element>.stride
        for offset in stride(from: 0, to: bytes, by: 4096) { raw.storeBytes(of: 0, toByteOffset: offset, as: UInt8.self) }
    }

    /// Writes zero bytes over every element (after a generation counter wraps).
    func clear() {
        memset(base, 0, count * MemoryLayout<Element>.stride)
    }
}
