import Foundation

/// Ids for the records of files that have none (Melbourne's CSV, Toilet Map UK, toilets4london,
/// a mapped file without an id column): a hash of what identifies the record in its file.
enum StableID {
    /// A positive 63-bit FNV-1a hash of `key` (Fowler, Noll and Vo,
    /// http://www.isthe.com/chongo/tech/comp/fnv/), the same on every run and every machine:
    /// Swift's `Hasher` is seeded per process, so it cannot name a record across imports.
    static func of(_ key: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int64(hash & 0x7FFF_FFFF_FFFF_FFFF) | 1
    }

    /// The key part of a position: latitude and longitude to `decimals` places, `-37.8276,144.9818`.
    static func position(latitude: Double, longitude: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f,%.\(decimals)f", latitude, longitude)
    }

    /// Ids for the keys of one file, in file order: a key's first record gets ``of(_:)`` of the
    /// key, its n-th (n ≥ 2) the hash of `key#n`. Councils list several toilets of one park at one
    /// geocoded point with the same name (Lambeth's Brockwell Park four times); each is kept,
    /// and the same file gives the same ids on every import.
    struct Occurrences {
        private var seen: [String: Int] = [:]

        mutating func id(for key: String) -> Int64 {
            seen[key, default: 0] += 1
            let count = seen[key, default: 1]
            return StableID.of(count == 1 ? key : key + "#" + String(count))
        }
    }
}
