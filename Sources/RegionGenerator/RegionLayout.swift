/// A point in the region's local metres: `x` east and `y` north of its south-west corner.
struct LocalPoint: Equatable {
    var x: Double
    var y: Double
}

/// A street network that streams itself: nodes in increasing id order, then ways, computed
/// again on each pass from the seed instead of being kept, so memory does not grow with size.
///
/// Street node ids run from 1 to below ``streetNodeIDLimit``; the generator numbers parks,
/// buildings and toilets after them.
protocol RegionLayout {
    /// The region's extent in metres.
    var widthMeters: Double { get }
    var heightMeters: Double { get }
    /// Distinct nodes on the highway ways written.
    var wayNodeCount: Int { get }
    /// Expected vertices of the walking graph: way ends and nodes shared by walkable ways,
    /// before small islands are dropped.
    var junctionEstimate: Int { get }
    /// Every street node id is below this.
    var streetNodeIDLimit: Int64 { get }
    /// The number of city blocks ``forEachBlock(_:)`` visits.
    var blockCount: Int { get }

    /// Visits every street node, in increasing id order, with its position and tags.
    func forEachStreetNode<E: Error>(_ body: (Int64, LocalPoint, [(String, String)]) throws(E) -> Void) throws(E)
    /// Visits every highway way: its node ids and tags.
    func forEachStreetWay<E: Error>(_ body: ([Int64], [(String, String)]) throws(E) -> Void) throws(E)
    /// Visits every city block's outline (south-west, south-east, north-east, north-west).
    func forEachBlock<E: Error>(_ body: (Int, [LocalPoint]) throws(E) -> Void) throws(E)
    /// A street junction near which toilet number `index` is placed.
    func toiletAnchor(_ random: inout RegionRandom) -> LocalPoint
}
