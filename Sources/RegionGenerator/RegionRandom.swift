/// The generator's seeded random source: SplitMix64 (Steele, Lea & Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014).
///
/// Every street, block and toilet draws from its own stream, `RegionRandom(seed:stream:index:)`,
/// so the pass that writes nodes and the pass that writes ways see the same values without
/// keeping them, and one element's draws never shift another's. Draws use only integer
/// arithmetic defined here (never the standard library's `random(in:)`, whose algorithm
/// may change), so a seed gives the same file on every platform and Swift version.
struct RegionRandom {
    private var state: UInt64

    /// The stream for element `index` of kind `stream` under `seed`.
    init(seed: UInt64, stream: UInt64, index: UInt64 = 0) {
        state = Self.mix(seed ^ Self.mix(stream &* 0x9E37_79B9_7F4A_7C15 &+ index))
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// A uniform value in `0 ..< 1`, with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform value in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// A value in `0 ..< count` (`count` > 0), by multiply-shift (bias below 2⁻³²).
    mutating func below(_ count: Int) -> Int {
        Int(((next() >> 32) &* UInt64(count)) >> 32)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// An index into `weights`, drawn in proportion to them.
    mutating func pick(weights: [Int]) -> Int {
        var ticket = below(weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            if ticket < weight { return index }
            ticket -= weight
        }
        return weights.count - 1
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
