/// Irregular streets: a jittered lattice of junctions whose rows and columns are cut into ways
/// of one to five segments with mixed highway types (``StreetMix``), about 20 % of them
/// dropped; nodes 30–150 m apart along each segment, wiggling sideways.
///
/// Only the lattice lines (one number per row and column) and one byte per junction are kept;
/// every way and node is drawn again from its own random stream on each pass. Junction ids
/// are `1 + row·columns + column` (unused junctions are not written); the nodes between
/// junctions are numbered after them, in way order.
struct IrregularLayout: RegionLayout {
    /// One way of the plan, before its nodes between junctions are drawn.
    struct PlannedWay {
        /// The junctions it passes, as (row, column).
        var junctions: [(Int, Int)]
        var isNorthSouth: Bool
        var isKept: Bool
        var isWalkable: Bool
        var tags: [(String, String)]
    }

    let rows: Int, columns: Int
    let seed: UInt64
    /// Positions of the lattice's columns (x) and rows (y), in metres.
    let columnX: [Double], rowY: [Double]
    var junctionUse: [UInt8] = []
    var wayNodeCount = 0
    var junctionEstimate = 0

    /// The layout whose way-node count is closest to `targetWayNodes`, found by counting
    /// passes: about 9 way nodes per lattice junction to start, then rescaled.
    static func sized(targetWayNodes: Int, seed: UInt64) -> IrregularLayout {
        let target = Double(targetWayNodes)
        var side = max(3, Int((target / 9).squareRoot().rounded()))
        var layout = IrregularLayout(rows: side, columns: side, seed: seed)
        let scale = (target / Double(max(1, layout.wayNodeCount))).squareRoot()
        side = max(3, Int((Double(side) * scale).rounded()))
        layout = IrregularLayout(rows: side, columns: side, seed: seed)
        for _ in 0..<3 where abs(Double(layout.wayNodeCount) - target) > target * 0.005 {
            let columns = max(3, Int((Double(layout.columns) * target / Double(max(1, layout.wayNodeCount))).rounded()))
            if columns == layout.columns { break }
            layout = IrregularLayout(rows: side, columns: columns, seed: seed)
        }
        return layout
    }

    /// A layout of `rows × columns` lattice junctions; counts its nodes in one pass.
    init(rows: Int, columns: Int, seed: UInt64) {
        self.rows = rows
        self.columns = columns
        self.seed = seed
        columnX = Self.lattice(count: columns, seed: seed, stream: 1)
        rowY = Self.lattice(count: rows, seed: seed, stream: 2)
        countNodes()
    }

    var widthMeters: Double { (columnX.last ?? 0) + 60 }
    var heightMeters: Double { (rowY.last ?? 0) + 60 }
    var blockCount: Int { (rows - 1) * (columns - 1) }
    var streetNodeIDLimit: Int64 { Int64(rows * columns) + 1 + Int64(wayNodeCount) }

    func junctionID(_ row: Int, _ column: Int) -> Int64 { Int64(row * columns + column) + 1 }

    /// A junction's position and whether it is a marked crossing.
    func junction(_ row: Int, _ column: Int) -> (point: LocalPoint, isCrossing: Bool) {
        var random = RegionRandom(seed: seed, stream: 3, index: UInt64(row * columns + column))
        let x = columnX[column] + 30 + random.uniform(StreetMix.junctionJitterMeters)
        let y = rowY[row] + 30 + random.uniform(StreetMix.junctionJitterMeters)
        return (LocalPoint(x: x, y: y), random.chance(StreetMix.crossingNodeShare))
    }

    func toiletAnchor(_ random: inout RegionRandom) -> LocalPoint {
        junction(random.below(rows), random.below(columns)).point
    }

    private static func lattice(count: Int, seed: UInt64, stream: UInt64) -> [Double] {
        var random = RegionRandom(seed: seed, stream: stream)
        var positions = [0.0]
        positions.reserveCapacity(count)
        while positions.count < count { positions.append(positions[positions.count - 1] + random.uniform(StreetMix.blockMeters)) }
        return positions
    }
}
