import Foundation

/// Runs independent pieces of one big loop on every core, for the import's attach step (tens of
/// thousands of upward searches and hundreds of thousands of snaps, each independent) and its
/// place labels.
///
/// The range is cut into contiguous chunks, a few per core so a slow chunk does not hold the
/// others up; each chunk's result comes back in chunk order, so callers that combine them in
/// order get the same value as a single loop. Below `minimumChunk` items it runs inline.
public enum ConcurrentChunks {
    /// `body` applied to consecutive chunks of `0..<count`, the results in chunk order.
    /// - Complexity: the loop's work spread over the active cores, plus one lock per chunk.
    public static func map<T: Sendable>(count: Int, minimumChunk: Int, _ body: @Sendable (Range<Int>) -> T) -> [T] {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let chunks = min(cores * 4, count / max(1, minimumChunk))
        guard cores > 1, chunks > 1 else { return [body(0..<count)] }
        let results = Results<T>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
            results.set(chunk, body(range))
        }
        return results.values()
    }

    /// The array `[element(0), element(1), …]` of `count` values computed on every core, written
    /// in place: no array per chunk, which on other threads' malloc arenas stayed resident
    /// (10 MiB in a serving 200,000-toilet region).
    /// - Complexity: `count` calls of `element` spread over the active cores.
    public static func array<T: Sendable>(count: Int, minimumChunk: Int, _ element: @Sendable (Int) -> T) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = Pointer(address: buffer.baseAddress)
            _ = map(count: count, minimumChunk: minimumChunk) { range in
                // Each index lies in exactly one chunk: every element is initialised once.
                for i in range { base.address.map { ($0 + i).initialize(to: element(i)) } }
            }
            initialized = count
        }
    }

    /// A buffer's start, handed to the chunks that write disjoint parts of it.
    private struct Pointer<T>: @unchecked Sendable {
        let address: UnsafeMutablePointer<T>?
    }

    /// One slot per chunk, filled from several threads under a lock.
    private final class Results<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [T?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: T) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        func values() -> [T] {
            lock.lock()
            defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }
}
