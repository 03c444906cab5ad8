import Foundation

/// A seeded random source (SplitMix64, Steele, Lea & Flood 2014) so property tests and
/// fuzzers draw the same values on every run.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0 ..< bound` (bound > 0), by the modulo of the next value: the tiny
    /// bias does not matter to a seeded test.
    public mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// One of `items` (not empty).
    public mutating func pick<T>(_ items: [T]) -> T {
        items[next(items.count)]
    }
}
