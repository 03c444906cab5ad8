/// One `PrimitiveBlock` being filled: its string table and one `PrimitiveGroup` of dense
/// nodes or of ways (<https://wiki.openstreetmap.org/wiki/PBF_Format#Definition_of_OSMData_fileblock>).
///
/// Coordinates are written at the default granularity (100 nanodegrees, so 1e-7 degrees,
/// OSM's own precision) with no offsets; ids, latitudes and longitudes are delta-coded
/// against the previous node of the block, way refs against the previous ref of the way.
/// Strings are numbered in first-use order from 1 (0 is the empty string, which closes a
/// dense node's `keys_vals` run), so the same elements give the same bytes.
struct PBFBlockBuilder {
    /// Which group the block holds.
    enum Content { case none, denseNodes, ways }

    private(set) var content = Content.none
    private(set) var entityCount = 0
    private var strings: [String] = [""]
    private var stringIndex: [String: UInt64] = ["": 0]
    private var ids = ProtobufEncoder(), latitudes = ProtobufEncoder(), longitudes = ProtobufEncoder()
    private var keysValues = ProtobufEncoder()
    private var hasNodeTags = false
    private var previous = (id: Int64(0), latitude: Int64(0), longitude: Int64(0))
    private var ways = ProtobufEncoder()

    /// Bytes buffered so far, an upper bound helper for keeping blocks under the format's limits.
    var pendingBytes: Int {
        ids.bytes.count + latitudes.bytes.count + longitudes.bytes.count + keysValues.bytes.count + ways.bytes.count
    }

    /// Adds a dense node; coordinates are in 1e-7 degrees.
    mutating func addNode(id: Int64, latitudeE7: Int64, longitudeE7: Int64, tags: [(String, String)]) throws(PBFWriteError) {
        content = .denseNodes
        let element = "node \(id)"
        ids.signedVarint(try Self.delta(id, previous.id, element, "id"))
        latitudes.signedVarint(try Self.delta(latitudeE7, previous.latitude, element, "latitude"))
        longitudes.signedVarint(try Self.delta(longitudeE7, previous.longitude, element, "longitude"))
        previous = (id, latitudeE7, longitudeE7)
        if !tags.isEmpty && !hasNodeTags {
            // keys_vals is all or nothing: earlier untagged nodes each need their closing 0.
            for _ in 0..<entityCount { keysValues.varint(0) }
            hasNodeTags = true
        }
        if hasNodeTags {
            for (key, value) in tags {
                keysValues.varint(index(of: key))
                keysValues.varint(index(of: value))
            }
            keysValues.varint(0)
        }
        entityCount += 1
    }

    /// Adds a way with delta-coded refs.
    mutating func addWay(id: Int64, nodeIDs: some Sequence<Int64>, tags: [(String, String)]) throws(PBFWriteError) {
        content = .ways
        var way = ProtobufEncoder()
        way.field(1, varint: UInt64(bitPattern: id))
        if !tags.isEmpty {
            way.field(2, packed: tags.map { index(of: $0.0) })
            way.field(3, packed: tags.map { index(of: $0.1) })
        }
        var refs = ProtobufEncoder()
        var last: Int64 = 0
        for ref in nodeIDs {
            refs.signedVarint(try Self.delta(ref, last, "way \(id)", "node ref"))
            last = ref
        }
        if !refs.bytes.isEmpty { way.field(8, bytes: refs.bytes) }
        ways.field(3, bytes: way.bytes)
        entityCount += 1
    }

    /// The encoded `PrimitiveBlock`.
    func encoded() -> [UInt8] {
        var block = ProtobufEncoder()
        block.message(1) { table in
            for string in strings { table.field(1, bytes: Array(string.utf8)) }
        }
        switch content {
        case .none: break
        case .denseNodes:
            block.message(2) { group in
                group.message(2) { dense in
                    dense.field(1, bytes: ids.bytes)
                    dense.field(8, bytes: latitudes.bytes)
                    dense.field(9, bytes: longitudes.bytes)
                    if hasNodeTags { dense.field(10, bytes: keysValues.bytes) }
                }
            }
        case .ways:
            block.field(2, bytes: ways.bytes)
        }
        return block.bytes
    }

    private mutating func index(of string: String) -> UInt64 {
        if let index = stringIndex[string] { return index }
        let index = UInt64(strings.count)
        strings.append(string)
        stringIndex[string] = index
        return index
    }

    @inline(__always)
    private static func delta(_ value: Int64, _ previous: Int64, _ element: @autoclosure () -> String,
                              _ field: String) throws(PBFWriteError) -> Int64 {
        let (delta, overflow) = value.subtractingReportingOverflow(previous)
        if overflow { throw .deltaOverflow(element: element(), field: field) }
        return delta
    }
}
