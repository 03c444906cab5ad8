/// What ``RegionGenerator/generate(_:to:)`` wrote.
public struct RegionSummary: Sendable, Equatable {
    public var kind: RegionOptions.Kind
    /// The street layout: grid junctions, or lattice junctions of irregular streets.
    public var rows: Int
    public var columns: Int
    /// Distinct nodes on highway ways.
    public var wayNodes: Int
    /// Expected walking-graph vertices (way ends and shared nodes), before islands are dropped.
    public var junctionEstimate: Int
    /// Toilet elements: dedicated toilets plus venues with `toilets=yes`.
    public var toilets: Int
    /// All nodes and ways in the file (streets, areas, toilets).
    public var nodes: Int
    public var ways: Int
    public var parks: Int
    public var buildings: Int
    public var waterAreas: Int
    public var bytes: Int64
    /// The region's extent, in metres.
    public var widthMeters: Double
    public var heightMeters: Double
}
