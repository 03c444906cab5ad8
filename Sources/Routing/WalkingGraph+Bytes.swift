import Foundation

/// The graph file format, version 1. All integers little-endian.
///
/// ```
/// "TNWG"  u32 version  u32 V  u32 E  u32 G(geometry points)
/// V×i32 vertex lat e7   V×i32 vertex lon e7
/// E×i32 source  E×i32 target  E×f32 metres  E×u32 millis  E×i32 name  E×u8 flags
/// (E+1)×i32 geometry offsets  G×i32 lat e7  G×i32 lon e7
/// u32 names, then per name: u32 length + UTF-8
/// u64 FNV-1a of everything before it
/// ```
/// The arcs (CSR adjacency) are not stored: they are rebuilt from the edges on load, which
/// takes a few milliseconds and keeps the file smaller and impossible to make inconsistent.
extension WalkingGraph {
    /// The four bytes every graph file starts with.
    public static let magic: [UInt8] = Array("TNWG".utf8)
    /// The format version this code writes and reads.
    public static let formatVersion: UInt32 = 1

    /// The graph as bytes in the format above; the caller writes them to a file.
    /// - Complexity: O(V + E + geometry points + name bytes).
    public func encode() -> [UInt8] {
        var writer = GraphByteWriter()
        for byte in Self.magic { writer.append(byte) }
        writer.append(Self.formatVersion)
        writer.append(UInt32(vertexCount))
        writer.append(UInt32(edgeCount))
        writer.append(UInt32(geometryLatitudesE7.count))
        writer.append(vertexLatitudesE7)
        writer.append(vertexLongitudesE7)
        writer.append(edgeSources)
        writer.append(edgeTargets)
        writer.append(edgeMeters)
        writer.append(edgeMillis)
        writer.append(edgeNames)
        writer.append(edgeFlags)
        writer.append(geometryOffsets)
        writer.append(geometryLatitudesE7)
        writer.append(geometryLongitudesE7)
        writer.append(strings: names)
        var bytes = writer.bytes
        withUnsafeBytes(of: fnv1a64(bytes[...]).littleEndian) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Decodes and fully validates a graph written by ``encode()``.
    ///
    /// Every count is checked against the bytes that remain before anything is allocated,
    /// the checksum must match, and the result passes ``checkInvariants()``: corrupt or
    /// truncated bytes throw, they never trap.
    ///
    /// ```swift
    /// let graph = try WalkingGraph(bytes: Array(try Data(contentsOf: url)))
    /// ```
    /// - Throws: ``WalkingGraphError``.
    /// - Complexity: O(size of the bytes).
    public init(bytes: [UInt8]) throws(WalkingGraphError) {
        try self.init(bytes: bytes, range: bytes.indices)
    }

    /// Decodes the graph in `range` of `bytes` (a network file's graph section), without copying it.
    init(bytes: [UInt8], range: Range<Int>) throws(WalkingGraphError) {
        let start = range.lowerBound, end = range.upperBound
        guard range.count >= 4, Array(bytes[start..<(start + 4)]) == Self.magic else { throw .notAGraphFile }
        guard range.count >= 12 else { throw .truncated(section: "header", needed: 12, available: range.count) }
        var reader = GraphByteReader(bytes, range: start..<(end - 8))
        _ = try reader.readArray(UInt8.self, count: 4, section: "header")
        let version = try reader.read(UInt32.self, section: "header")
        guard version == Self.formatVersion else { throw .unsupportedVersion(found: version, supported: Self.formatVersion) }
        var checksumReader = GraphByteReader(bytes, range: (end - 8)..<end)
        let stored = try checksumReader.read(UInt64.self, section: "checksum")
        guard stored == fnv1a64(bytes[start..<(end - 8)]) else {
            throw .corrupt(section: "checksum", reason: "the bytes do not match their checksum")
        }
        var columns = try Self.readColumns(&reader)
        guard reader.remaining == 0 else { throw .corrupt(section: "trailer", reason: "\(reader.remaining) unexpected bytes") }
        try columns.validate(beforeArcs: true)
        columns.buildArcs(vertexCount: columns.vertexLatitudesE7.count)
        try columns.validate()
        self.init(columns: columns)
    }

    private static func readColumns(_ reader: inout GraphByteReader) throws(WalkingGraphError) -> Columns {
        // Lower bounds of each item's bytes: a vertex 8, an edge 21 (+ its geometry offset), a point 8.
        let vertexCount = try reader.readCount(section: "header", bytesEach: 8)
        let edgeCount = try reader.readCount(section: "header", bytesEach: 21)
        let pointCount = try reader.readCount(section: "header", bytesEach: 8)
        var c = Columns()
        c.vertexLatitudesE7 = try reader.readArray(Int32.self, count: vertexCount, section: "vertices")
        c.vertexLongitudesE7 = try reader.readArray(Int32.self, count: vertexCount, section: "vertices")
        c.edgeSources = try reader.readArray(Int32.self, count: edgeCount, section: "edges")
        c.edgeTargets = try reader.readArray(Int32.self, count: edgeCount, section: "edges")
        c.edgeMeters = try reader.readFloats(count: edgeCount, section: "edges")
        c.edgeMillis = try reader.readArray(UInt32.self, count: edgeCount, section: "edges")
        c.edgeNames = try reader.readArray(Int32.self, count: edgeCount, section: "edges")
        c.edgeFlags = try reader.readArray(UInt8.self, count: edgeCount, section: "edges")
        c.geometryOffsets = try reader.readArray(Int32.self, count: edgeCount + 1, section: "geometry")
        c.geometryLatitudesE7 = try reader.readArray(Int32.self, count: pointCount, section: "geometry")
        c.geometryLongitudesE7 = try reader.readArray(Int32.self, count: pointCount, section: "geometry")
        c.names = try reader.readStrings(section: "names")
        return c
    }
}
