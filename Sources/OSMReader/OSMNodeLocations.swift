import Foundation

/// A compact map from node id to coordinate, for resolving way geometry, that spills to a
/// temporary file above a memory budget.
///
/// Nodes are appended as they stream by; PBF and XML files sorted by type then id (the usual
/// case) arrive in increasing id order and need no sorting. Every 256 nodes become a block:
/// two `Int32` coordinates in 1e-7 degrees (OSM's own precision, about 1 cm) per node, and the
/// ids as offsets from the block's first id: none at all when the ids are consecutive (a dense
/// range, as in generated regions), else 2, 4 or 8 bytes each, whichever fits the block's span
/// (the "sorted id blocks" idea of osmium's and Osmosis's sparse node stores). That is 8 bytes a
/// node for dense ids and 10–12 for a typical extract, against 16 for plain arrays.
///
/// Blocks fill segments of 4 MiB. Once the segments held in memory would pass
/// ``memoryBudgetBytes``, each further segment is written to an unlinked temporary file and
/// mapped read-only (`mmap`), so resident memory stays near the budget however large the region;
/// mapped pages are handed back to the kernel every 2²⁰ lookups (`madvise(MADV_DONTNEED)`).
/// If the file cannot be written the segment stays in memory: spilling never fails a read.
///
/// ```swift
/// var locations = OSMNodeLocations(memoryBudgetBytes: 64 << 20)
/// locations.append(node)                   // in visit(node:)
/// let point = locations.location(of: 42)   // in visit(way:); nil if the node is missing
/// ```
public struct OSMNodeLocations: Sendable {
    /// Nodes per block.
    static let blockCapacity = 256
    /// Bytes per storage segment (a multiple of the page size, for `mmap`).
    static let segmentBytes = 1 << 22
    /// Lookups between two hand-backs of mapped pages.
    static let trimInterval = 1 << 20

    var blocks: [NodeBlock] = []
    var segments: [NodeSegment] = []
    /// The segment being filled; its index is `segments.count`.
    var openSegment: [UInt8] = []
    /// The last nodes, not yet a block (fewer than ``blockCapacity``).
    var tailIDs: [Int64] = [], tailLatitudes: [Int32] = [], tailLongitudes: [Int32] = []
    var isSorted = true
    private var lookupsSinceTrim = 0
    let spillFile: NodeSpillFile

    /// The bytes of sealed segments that may stay in memory before further ones spill to disk.
    public let memoryBudgetBytes: Int
    /// The number of stored nodes.
    public private(set) var count = 0

    /// Creates an empty store that keeps at most about `memoryBudgetBytes` of node data in
    /// memory and spills the rest to a file in `spillDirectory` (the system's temporary
    /// folder by default). The default budget never spills.
    public init(memoryBudgetBytes: Int = .max, spillDirectory: URL? = nil) {
        self.memoryBudgetBytes = max(0, memoryBudgetBytes)
        spillFile = NodeSpillFile(directory: spillDirectory ?? FileManager.default.temporaryDirectory)
    }

    /// Node data held in memory, in bytes (segments, the block directory and the tail).
    public var residentBytes: Int {
        segments.reduce(0) { $0 + $1.residentBytes } + openSegment.capacity
            + blocks.capacity * MemoryLayout<NodeBlock>.stride + tailIDs.capacity * 16
    }

    /// Node data written to the spill file and mapped, in bytes.
    public var spilledBytes: Int { segments.reduce(0) { $0 + $1.spilledBytes } }

    /// Kept for callers that know the count; blocks grow in fixed segments, so nothing is reserved.
    public mutating func reserveCapacity(_ capacity: Int) {
        blocks.reserveCapacity(capacity / Self.blockCapacity + 1)
    }

    /// Records a node's coordinate.
    /// - Complexity: amortized O(1).
    public mutating func append(id: Int64, latitude: Double, longitude: Double) {
        if let last = tailIDs.last ?? lastBlockID, id < last { isSorted = false }
        tailIDs.append(id)
        tailLatitudes.append(Self.fixedPoint(latitude))
        tailLongitudes.append(Self.fixedPoint(longitude))
        count += 1
        if tailIDs.count == Self.blockCapacity { sealTail() }
    }

    /// Records `node`'s coordinate.
    public mutating func append(_ node: OSMNode) {
        append(id: node.id, latitude: node.latitude, longitude: node.longitude)
    }

    /// The coordinate of node `id`, or `nil` if it was never appended (clipped
    /// extracts reference nodes outside the file).
    ///
    /// The first lookup after out-of-order appends sorts the store once (holding every node
    /// as 16 bytes in memory meanwhile); that, and handing mapped pages back, is why this method
    /// is `mutating`. If an id was appended twice, either coordinate may be returned.
    /// - Complexity: O(log n); O(n log n) once after out-of-order appends.
    public mutating func location(of id: Int64) -> (latitude: Double, longitude: Double)? {
        if !isSorted { sortByID() }
        if let first = tailIDs.first, id >= first { return tailLocation(of: id) }
        guard let b = blockIndex(containing: id) else { return nil }
        let block = blocks[b]
        if segments.indices.contains(Int(block.segment)) && segments[Int(block.segment)].spilledBytes > 0 { countMappedLookup() }
        return withSegmentBytes(Int(block.segment)) { block.location(of: id, in: $0) }
            .map { (Double($0.latitude) / 1e7, Double($0.longitude) / 1e7) }
    }

    /// Sorts the nodes by id now if they came out of order (``location(of:)`` does it on its own).
    public mutating func sortIfNeeded() {
        if !isSorted { sortByID() }
    }

    /// The position of node `id` among all stored nodes in id order (`0..<count`), or nil if it
    /// was never appended: an index into a side table of one small value a node (the walking
    /// graph's use counts take a byte a node this way, not a hash map entry). Call
    /// ``sortIfNeeded()`` first if nodes came out of order; this method does not sort.
    /// - Complexity: O(log n).
    public func ordinal(of id: Int64) -> Int? {
        if let first = tailIDs.first, id >= first {
            return tailLocation(of: id) == nil ? nil : blocks.count * Self.blockCapacity + (tailIDs.firstIndex(of: id) ?? 0)
        }
        guard let b = blockIndex(containing: id) else { return nil }
        let block = blocks[b]
        return withSegmentBytes(Int(block.segment)) { block.index(of: id, in: $0) }.map { b * Self.blockCapacity + $0 }
    }

    /// The last block whose first id is at most `id`.
    private func blockIndex(containing id: Int64) -> Int? {
        var low = 0, high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].firstID <= id { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    private func tailLocation(of id: Int64) -> (latitude: Double, longitude: Double)? {
        var low = 0, high = tailIDs.count
        while low < high {
            let middle = (low + high) / 2
            if tailIDs[middle] < id { low = middle + 1 } else { high = middle }
        }
        guard low < tailIDs.count, tailIDs[low] == id else { return nil }
        return (Double(tailLatitudes[low]) / 1e7, Double(tailLongitudes[low]) / 1e7)
    }

    private var lastBlockID: Int64? {
        guard let block = blocks.last else { return nil }
        return withSegmentBytes(Int(block.segment)) { block.id(at: Int(block.count) - 1, in: $0) }
    }

    private mutating func countMappedLookup() {
        lookupsSinceTrim += 1
        guard lookupsSinceTrim >= Self.trimInterval else { return }
        lookupsSinceTrim = 0
        for segment in segments { segment.trim() }
    }

    /// Sorts every node by id and stores them again, in blocks.
    private mutating func sortByID() {
        var ids: [Int64] = [], latitudes: [Int32] = [], longitudes: [Int32] = []
        ids.reserveCapacity(count)
        latitudes.reserveCapacity(count)
        longitudes.reserveCapacity(count)
        forEachNode { id, latitude, longitude in
            ids.append(id)
            latitudes.append(latitude)
            longitudes.append(longitude)
        }
        let order = ids.indices.sorted { (ids[$0], $0) < (ids[$1], $1) }
        var sorted = OSMNodeLocations(budget: memoryBudgetBytes, spillFile: spillFile)
        for index in order { sorted.appendFixedPoint(id: ids[index], latitude: latitudes[index], longitude: longitudes[index]) }
        self = sorted
    }

    private init(budget: Int, spillFile: NodeSpillFile) {
        memoryBudgetBytes = budget
        self.spillFile = spillFile
    }

    private mutating func appendFixedPoint(id: Int64, latitude: Int32, longitude: Int32) {
        tailIDs.append(id)
        tailLatitudes.append(latitude)
        tailLongitudes.append(longitude)
        count += 1
        if tailIDs.count == Self.blockCapacity { sealTail() }
    }

    /// Degrees to 1e-7 units, rounded; out-of-range or non-finite input is clamped, not trapped on.
    static func fixedPoint(_ degrees: Double) -> Int32 {
        let scaled = (degrees * 1e7).rounded()
        guard scaled.isFinite else { return 0 }
        return Int32(max(Double(Int32.min), min(Double(Int32.max), scaled)))
    }
}
