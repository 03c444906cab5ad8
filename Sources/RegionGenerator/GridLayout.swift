/// A street grid: `rows × columns` junctions 80 m apart, a node every 10 m on every street,
/// and a footway across the middle of every block from street to street.
///
/// ```
///  J─h─h─h─h─h─h─h─J     J junction, h/v street nodes every 10 m,
///  v               v     m the middle node of a north-south street where the
///  m─f─f─f─f─f─f─f─m     footway (f) of the block starts and ends: a
///  v               v     crossing where a footway carries on across the street
///  J─h─h─h─h─h─h─h─J
/// ```
/// Node ids are closed-form (junctions row by row, then east-west street nodes, then
/// north-south, then footway nodes), so both passes compute them without memory.
struct GridLayout: RegionLayout {
    /// Metres between consecutive nodes, and nodes per block side.
    static let spacingMeters = 10.0
    static let segmentsPerBlock = 8
    /// Intermediate nodes per block side.
    static let inner = segmentsPerBlock - 1
    /// Street ways span at most this many blocks, like real OSM ways.
    static let blocksPerWay = 4

    let rows: Int, columns: Int
    let seed: UInt64

    /// The grid whose way-node count is closest to `targetWayNodes`.
    init(targetWayNodes: Int, seed: UInt64) {
        let n = Double(targetWayNodes)
        rows = max(2, Int((n / 22).squareRoot().rounded()))
        let perColumn = 22 * rows - 14
        columns = max(2, Int(((n - 7 + 14 * Double(rows)) / Double(perColumn)).rounded()))
        self.seed = seed
    }

    var blockMeters: Double { Self.spacingMeters * Double(Self.segmentsPerBlock) }
    var widthMeters: Double { Double(columns - 1) * blockMeters }
    var heightMeters: Double { Double(rows - 1) * blockMeters }
    var blockCount: Int { (rows - 1) * (columns - 1) }

    /// Junctions, street nodes both ways, footway nodes: 22·R·C − 14·R − 14·C + 7.
    var wayNodeCount: Int {
        rows * columns + Self.inner * (rows * (columns - 1) + columns * (rows - 1) + blockCount)
    }

    /// Every junction, and the middle node of every north-south street segment (a footway end).
    var junctionEstimate: Int { rows * columns + columns * (rows - 1) }

    var streetNodeIDLimit: Int64 { Int64(wayNodeCount) + 1 }

    // MARK: ids

    private var eastWestBase: Int64 { Int64(rows * columns) + 1 }
    private var northSouthBase: Int64 { eastWestBase + Int64(rows * (columns - 1) * Self.inner) }
    private var footwayBase: Int64 { northSouthBase + Int64(columns * (rows - 1) * Self.inner) }

    func junction(_ row: Int, _ column: Int) -> Int64 { Int64(row * columns + column) + 1 }
    /// Node `k` (1…7) east of junction (row, column).
    func eastWest(_ row: Int, _ column: Int, _ k: Int) -> Int64 {
        eastWestBase + Int64((row * (columns - 1) + column) * Self.inner + k - 1)
    }
    /// Node `k` (1…7) north of junction (row, column).
    func northSouth(_ column: Int, _ row: Int, _ k: Int) -> Int64 {
        northSouthBase + Int64((column * (rows - 1) + row) * Self.inner + k - 1)
    }
    /// Node `k` (1…7) of the footway across block (row, column).
    func footway(_ row: Int, _ column: Int, _ k: Int) -> Int64 {
        footwayBase + Int64((row * (columns - 1) + column) * Self.inner + k - 1)
    }

    func point(_ row: Int, _ column: Int) -> LocalPoint {
        LocalPoint(x: Double(column) * blockMeters, y: Double(row) * blockMeters)
    }

    func toiletAnchor(_ random: inout RegionRandom) -> LocalPoint {
        point(random.below(rows), random.below(columns))
    }
}
