import Foundation

/// The hierarchy section of a network file, version 2. All integers little-endian.
///
/// ```
/// "TNCH"  u32 version  u32 V  u32 E(graph edges)  u32 A(upward arcs)  u32 H(hierarchy edges)
/// u32 horizon (milliseconds; 0xFFFFFFFF: exact at every distance)
/// V×i32 rank
/// (V+1)×i32 upward offsets  A×i32 arc target  A×u32 arc millis  A×i32 arc edge
/// H×i32 end a  H×i32 end b  H×u32 millis  H×f32 metres  H×i32 original edge (−1: shortcut)
/// H×i32 first child  H×i32 second child
/// ```
/// The import contracts once and writes this; `serve` decodes it instead of contracting, so
/// start-up costs the reading and the checks, linear in the file (OSRM's split of
/// `osrm-contract` and `osrm-routed`). The section carries no checksum of its own: the file's
/// CRC-32 is recorded in the database and checked before decoding, and the structural checks
/// below make any bytes safe to search. Version 1, the same without the horizon, still reads
/// (its hierarchies are exact at every distance).
extension ContractionHierarchy {
    /// The four bytes the section starts with.
    static let magic: [UInt8] = Array("TNCH".utf8)
    /// The section version this code writes and reads.
    static let formatVersion: UInt32 = 2

    /// The hierarchy as bytes in the format above (the graph is written separately).
    /// - Complexity: O(V + upward arcs + hierarchy edges).
    public func encode() -> [UInt8] {
        var writer = GraphByteWriter()
        for byte in Self.magic { writer.append(byte) }
        writer.append(Self.formatVersion)
        for count in [graph.vertexCount, graph.edgeCount, upTargets.count, edgeMillis.count] { writer.append(UInt32(count)) }
        writer.append(horizonMillis)
        writer.append(rank)
        writer.append(upOffsets)
        writer.append(upTargets)
        writer.append(upMillis)
        writer.append(upEdges)
        writer.append(edgeEnds.map(\.0))
        writer.append(edgeEnds.map(\.1))
        writer.append(edgeMillis)
        writer.append(edgeMeters)
        writer.append(edgeOriginal)
        writer.append(edgeChildren.map(\.0))
        writer.append(edgeChildren.map(\.1))
        return writer.bytes
    }

    /// Decodes a hierarchy written by ``encode()`` for `graph`, and checks it completely
    /// (see ``checkInvariants()``): bytes that do not describe a valid hierarchy of this
    /// graph throw, they never trap, and a decoded hierarchy can be searched safely.
    /// - Throws: ``WalkingGraphError``.
    /// - Complexity: O(size of the bytes).
    public init(bytes: [UInt8], graph: WalkingGraph) throws(WalkingGraphError) {
        try self.init(bytes: bytes, range: bytes.indices, graph: graph)
    }

    /// Decodes the hierarchy in `range` of `bytes` (a network file's section), without copying it.
    init(bytes: [UInt8], range: Range<Int>, graph: WalkingGraph) throws(WalkingGraphError) {
        var reader = GraphByteReader(bytes, range: range)
        let magic = try reader.readArray(UInt8.self, count: 4, section: "hierarchy")
        guard magic == Self.magic else { throw .corrupt(section: "hierarchy", reason: "the section does not start with TNCH") }
        let version = try reader.read(UInt32.self, section: "hierarchy")
        guard version == 1 || version == Self.formatVersion else {
            throw .unsupportedVersion(found: version, supported: Self.formatVersion)
        }
        let vertexCount = try reader.readCount(section: "hierarchy", bytesEach: 8)
        let edgeCount = Int(try reader.read(UInt32.self, section: "hierarchy"))
        guard vertexCount == graph.vertexCount, edgeCount == graph.edgeCount else {
            throw .corrupt(section: "hierarchy", reason: "built for \(vertexCount) vertices and \(edgeCount) edges; the graph has \(graph.vertexCount) and \(graph.edgeCount)")
        }
        let arcCount = try reader.readCount(section: "hierarchy", bytesEach: 12)
        let hierarchyEdgeCount = try reader.readCount(section: "hierarchy", bytesEach: 28)
        let horizonMillis = version == 1 ? UInt32.max : try reader.read(UInt32.self, section: "hierarchy")
        let rank = try reader.readArray(Int32.self, count: vertexCount, section: "ranks")
        let upOffsets = try reader.readArray(Int32.self, count: vertexCount + 1, section: "upward arcs")
        let upTargets = try reader.readArray(Int32.self, count: arcCount, section: "upward arcs")
        let upMillis = try reader.readArray(UInt32.self, count: arcCount, section: "upward arcs")
        let upEdges = try reader.readArray(Int32.self, count: arcCount, section: "upward arcs")
        let endsA = try reader.readArray(Int32.self, count: hierarchyEdgeCount, section: "hierarchy edges")
        let endsB = try reader.readArray(Int32.self, count: hierarchyEdgeCount, section: "hierarchy edges")
        let edgeMillis = try reader.readArray(UInt32.self, count: hierarchyEdgeCount, section: "hierarchy edges")
        let edgeMeters = try reader.readFloats(count: hierarchyEdgeCount, section: "hierarchy edges")
        let edgeOriginal = try reader.readArray(Int32.self, count: hierarchyEdgeCount, section: "hierarchy edges")
        let childrenA = try reader.readArray(Int32.self, count: hierarchyEdgeCount, section: "hierarchy edges")
        let childrenB = try reader.readArray(Int32.self, count: hierarchyEdgeCount, section: "hierarchy edges")
        guard reader.remaining == 0 else { throw .corrupt(section: "hierarchy", reason: "\(reader.remaining) unexpected bytes") }
        self.init(graph: graph, rank: rank, upOffsets: upOffsets, upTargets: upTargets, upMillis: upMillis, upEdges: upEdges,
                  edgeEnds: Array(zip(endsA, endsB)), edgeMillis: edgeMillis, edgeMeters: edgeMeters,
                  edgeOriginal: edgeOriginal, edgeChildren: Array(zip(childrenA, childrenB)), horizonMillis: horizonMillis)
        try checkInvariants()
    }
}
