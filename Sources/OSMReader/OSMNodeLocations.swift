/// A compact map from node id to coordinate, for resolving way geometry.
///
/// Nodes are appended as they stream by; PBF and XML files sorted by type then id
/// (the usual case) arrive in increasing id order and need no sorting. Storage is
/// parallel arrays: an `Int64` id and two `Int32` coordinates in 1e-7 degrees (OSM's
/// own precision, about 1 cm), 16 bytes per node.
///
/// ```swift
/// var locations = OSMNodeLocations()
/// locations.append(node)                   // in visit(node:)
/// let point = locations.location(of: 42)   // in visit(way:); nil if the node is missing
/// ```
public struct OSMNodeLocations: Sendable {
    private var ids: [Int64] = []
    private var latitudes: [Int32] = []
    private var longitudes: [Int32] = []
    private var isSorted = true

    /// Creates an empty store.
    public init() {}

    /// The number of stored nodes.
    public var count: Int { ids.count }

    /// Reserves room for `capacity` nodes, avoiding regrowth when the count is known.
    public mutating func reserveCapacity(_ capacity: Int) {
        ids.reserveCapacity(capacity)
        latitudes.reserveCapacity(capacity)
        longitudes.reserveCapacity(capacity)
    }

    /// Records a node's coordinate.
    /// - Complexity: amortized O(1).
    public mutating func append(id: Int64, latitude: Double, longitude: Double) {
        if let last = ids.last, id <= last { isSorted = false }
        ids.append(id)
        latitudes.append(Self.fixedPoint(latitude))
        longitudes.append(Self.fixedPoint(longitude))
    }

    /// Records `node`'s coordinate.
    public mutating func append(_ node: OSMNode) {
        append(id: node.id, latitude: node.latitude, longitude: node.longitude)
    }

    /// The coordinate of node `id`, or `nil` if it was never appended (clipped
    /// extracts reference nodes outside the file).
    ///
    /// The first lookup after out-of-order appends sorts the store once; that is
    /// why this method is `mutating`. If an id was appended twice, either
    /// coordinate may be returned.
    /// - Complexity: O(log n); O(n log n) once after out-of-order appends.
    public mutating func location(of id: Int64) -> (latitude: Double, longitude: Double)? {
        if !isSorted { sortByID() }
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        guard low < ids.count, ids[low] == id else { return nil }
        return (Double(latitudes[low]) / 1e7, Double(longitudes[low]) / 1e7)
    }

    private mutating func sortByID() {
        let order = ids.indices.sorted { ids[$0] < ids[$1] }
        ids = order.map { ids[$0] }
        latitudes = order.map { latitudes[$0] }
        longitudes = order.map { longitudes[$0] }
        isSorted = true
    }

    /// Degrees to 1e-7 units, rounded; out-of-range or non-finite input is clamped, not trapped on.
    private static func fixedPoint(_ degrees: Double) -> Int32 {
        let scaled = (degrees * 1e7).rounded()
        guard scaled.isFinite else { return 0 }
        return Int32(max(Double(Int32.min), min(Double(Int32.max), scaled)))
    }
}
