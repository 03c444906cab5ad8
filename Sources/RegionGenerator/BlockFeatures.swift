/// What stands in a city block: a park, a pond, or a few buildings. Policy as data.
///
/// Each block draws from its own random stream; an area is a quadrilateral inside the block
/// (given in the block's own 0…1 coordinates, mapped bilinearly onto its outline), written as a
/// closed way of four nodes.
enum BlockFeatures {
    /// One closed area in a block.
    struct Area {
        var tags: [(String, String)]
        var corners: [LocalPoint]
    }

    /// Share of blocks that are parks, and of blocks that hold a pond.
    static let parkShare = 0.09
    static let waterShare = 0.03
    /// Buildings per built block: 1 to this many, on each side of the block's middle line.
    static let maximumBuildingsPerSide = 2

    /// The areas of block `index` with the given outline (south-west, south-east, north-east, north-west).
    static func areas(ofBlock index: Int, outline: [LocalPoint], seed: UInt64) -> [Area] {
        var random = RegionRandom(seed: seed, stream: 7, index: UInt64(index))
        let roll = random.unit()
        if roll < parkShare {
            return [Area(tags: [("leisure", "park"), ("name", "Park \(index)")], corners: rectangle(outline, 0.08...0.92, 0.08...0.92))]
        }
        if roll < parkShare + waterShare {
            return [Area(tags: [("natural", "water"), ("water", "pond")], corners: rectangle(outline, 0.25...0.75, 0.15...0.40))]
        }
        var areas: [Area] = []
        // Buildings keep clear of the streets and of the footway along the block's middle.
        for band in [0.12...0.38, 0.62...0.88] {
            let count = 1 + random.below(maximumBuildingsPerSide)
            let width = 0.8 / Double(count)
            for slot in 0..<count {
                let left = 0.1 + Double(slot) * width
                let u = (left + width * 0.1)...(left + width * random.uniform(0.6...0.9))
                areas.append(Area(tags: [("building", "yes")], corners: rectangle(outline, u, band)))
            }
        }
        return areas
    }

    /// The quadrilateral `u × v` of the block, by bilinear interpolation of its outline.
    private static func rectangle(_ outline: [LocalPoint], _ u: ClosedRange<Double>, _ v: ClosedRange<Double>) -> [LocalPoint] {
        [(u.lowerBound, v.lowerBound), (u.upperBound, v.lowerBound), (u.upperBound, v.upperBound), (u.lowerBound, v.upperBound)]
            .map { point(outline, $0.0, $0.1) }
    }

    private static func point(_ q: [LocalPoint], _ u: Double, _ v: Double) -> LocalPoint {
        let south = LocalPoint(x: q[0].x + (q[1].x - q[0].x) * u, y: q[0].y + (q[1].y - q[0].y) * u)
        let north = LocalPoint(x: q[3].x + (q[2].x - q[3].x) * u, y: q[3].y + (q[2].y - q[3].y) * u)
        return LocalPoint(x: south.x + (north.x - south.x) * v, y: south.y + (north.y - south.y) * v)
    }
}
