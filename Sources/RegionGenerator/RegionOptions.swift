/// What region to generate: its kind, size, toilets, seed and place.
public struct RegionOptions: Sendable, Equatable {
    /// The shape of the street network.
    public enum Kind: String, Sendable, CaseIterable {
        /// Streets on an 80 m grid with a footway across every block, a node every 10 m.
        case grid
        /// A jittered lattice of 150–600 m blocks with mixed highway types, nodes 30–150 m
        /// apart on wiggling streets, about 20 % of the ways dropped.
        case irregular
    }

    /// The supported range of ``wayNodes``: a few hundred up to a large country.
    public static let wayNodeRange = 200...60_000_000
    /// The supported range of ``toilets``.
    public static let toiletRange = 0...10_000_000

    public var kind: Kind
    /// The target number of distinct nodes on highway ways; the layout's size follows from it.
    public var wayNodes: Int
    /// How many toilets to place (dedicated toilets and venues with toilets), whatever the size.
    public var toilets: Int
    public var seed: UInt64
    /// The region's centre, in degrees.
    public var centerLatitude: Double
    public var centerLongitude: Double

    /// Creates options; check them with ``validated()``.
    public init(kind: Kind, wayNodes: Int, toilets: Int, seed: UInt64 = 1,
                centerLatitude: Double = 48.1, centerLongitude: Double = 11.5) {
        self.kind = kind
        self.wayNodes = wayNodes
        self.toilets = toilets
        self.seed = seed
        self.centerLatitude = centerLatitude
        self.centerLongitude = centerLongitude
    }

    /// The options, if every field is in range.
    /// - Throws: ``RegionGeneratorError/outOfRange(field:value:expected:)`` naming the field.
    public func validated() throws(RegionGeneratorError) -> RegionOptions {
        guard Self.wayNodeRange.contains(wayNodes) else {
            throw .outOfRange(field: "way-nodes", value: "\(wayNodes)", expected: "\(Self.wayNodeRange)")
        }
        guard Self.toiletRange.contains(toilets) else {
            throw .outOfRange(field: "toilets", value: "\(toilets)", expected: "\(Self.toiletRange)")
        }
        // The largest region spans about 2 degrees; the local projection is good to 70°.
        guard centerLatitude.isFinite, abs(centerLatitude) <= 70 else {
            throw .outOfRange(field: "center", value: "latitude \(centerLatitude)", expected: "-70...70")
        }
        guard centerLongitude.isFinite, abs(centerLongitude) <= 170 else {
            throw .outOfRange(field: "center", value: "longitude \(centerLongitude)", expected: "-170...170")
        }
        return self
    }
}
