import Foundation

/// A thread-safe map from a key to encoded bytes that empties itself when it is full.
///
/// The hot endpoints keep each toilet's JSON here so they write it once, not on every request.
/// Emptying the whole map at `capacity` is crude but bounded and cheap; the working set of a
/// server (the toilets people near it ask about) refills it within a few requests.
final class BoundedCache<Key: Hashable & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Key: [UInt8]] = [:]
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The bytes for `key`, from the cache or made by `make` (outside the lock) and kept.
    func bytes(for key: Key, make: () -> [UInt8]) -> [UInt8] {
        if let cached = lock.withLock({ entries[key] }) { return cached }
        let made = make()
        lock.withLock {
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = made
        }
        return made
    }
}
