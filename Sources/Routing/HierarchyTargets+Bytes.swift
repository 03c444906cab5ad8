import Foundation
import Geo

/// The attachment's byte format (little-endian), so the importer can store it beside the
/// graph and the server skip the upward searches at load:
///
/// ```
/// "TNHT" version:u32  V:u32 E:u32 cover:u32  T:u32
/// T × (present:u8 [edge:u32 segment:u32 fraction:f64 lat lon qlat qlon:f64 distance:f64
///                  millisFromSource millisToTarget:u32 metersFromSource metersToTarget:f64])
/// B:u32  offsets:(V+1)×i32  origins:B×i32  millis:B×u32  meters:B×f32   checksum:u64 (FNV-1a)
/// ```
extension HierarchyTargets {
    /// The four bytes the format starts with.
    public static let magic: [UInt8] = Array("TNHT".utf8)
    /// The format version this code writes and reads.
    public static let formatVersion: UInt32 = 1

    /// The attachments and buckets as bytes (see the format above).
    /// - Complexity: O(T + V + B).
    public func encode() -> [UInt8] {
        var writer = GraphByteWriter()
        for byte in Self.magic { writer.append(byte) }
        writer.append(Self.formatVersion)
        writer.append(UInt32(bucketOffsets.count - 1))
        writer.append(UInt32(targets.edgeTargetOffsets.count - 1))
        writer.append(coverMillis)
        writer.append(UInt32(targets.count))
        for attachment in targets.attachments {
            writer.append(UInt8(attachment == nil ? 0 : 1))
            guard let s = attachment else { continue }
            writer.append(UInt32(s.edge))
            writer.append(UInt32(s.segment))
            // One by one, not through an array literal: that was an allocation per toilet.
            writer.append(s.fraction.bitPattern)
            writer.append(s.coordinate.latitude.bitPattern)
            writer.append(s.coordinate.longitude.bitPattern)
            writer.append(s.query.latitude.bitPattern)
            writer.append(s.query.longitude.bitPattern)
            writer.append(s.distanceMeters.bitPattern)
            writer.append(s.millisFromSource)
            writer.append(s.millisToTarget)
            writer.append(s.metersFromSource.bitPattern)
            writer.append(s.metersToTarget.bitPattern)
        }
        writer.append(UInt32(bucketOrigins.count))
        writer.append(bucketOffsets)
        writer.append(bucketOrigins)
        writer.append(bucketMillis)
        writer.append(bucketMeters)
        // Appended through the writer: appending to a copy of `writer.bytes` while the writer
        // still held them copied the whole buffer (about 100 MB for 200,000 toilets).
        writer.append(fnv1a64(writer.bytes[...]))
        return writer.bytes
    }

    /// Decodes and validates bytes from ``encode()`` for `hierarchy`'s graph: the checksum,
    /// every count against the bytes left, every attachment against its edge, and every
    /// bucket (offsets, anchors, times within the cover, sorted) before anything is trusted,
    /// so damaged bytes throw and never trap.
    /// - Throws: ``WalkingGraphError``.
    /// - Complexity: O(size of the bytes + V).
    public init(bytes: [UInt8], hierarchy: ContractionHierarchy, profile: WalkingProfile = .standard) throws(WalkingGraphError) {
        try self.init(bytes: bytes, range: bytes.indices, hierarchy: hierarchy, profile: profile)
    }

    /// Decodes the attachment in `range` of `bytes` (a network file's section), without copying it.
    init(bytes: [UInt8], range: Range<Int>, hierarchy: ContractionHierarchy, profile: WalkingProfile) throws(WalkingGraphError) {
        let start = range.lowerBound, end = range.upperBound
        guard range.count >= 4, Array(bytes[start..<(start + 4)]) == Self.magic else {
            throw .corrupt(section: "targets", reason: "the bytes do not start with \"TNHT\"")
        }
        guard range.count >= 16 else { throw .truncated(section: "targets header", needed: 16, available: range.count) }
        var reader = GraphByteReader(bytes, range: start..<(end - 8))
        _ = try reader.readArray(UInt8.self, count: 4, section: "targets header")
        let version = try reader.read(UInt32.self, section: "targets header")
        guard version == Self.formatVersion else { throw .unsupportedVersion(found: version, supported: Self.formatVersion) }
        var checksumReader = GraphByteReader(bytes, range: (end - 8)..<end)
        guard try checksumReader.read(UInt64.self, section: "targets checksum") == fnv1a64(bytes[start..<(end - 8)]) else {
            throw .corrupt(section: "targets checksum", reason: "the bytes do not match their checksum")
        }
        let graph = hierarchy.graph
        let vertexCount = Int(try reader.read(UInt32.self, section: "targets header"))
        let edgeCount = Int(try reader.read(UInt32.self, section: "targets header"))
        guard vertexCount == graph.vertexCount, edgeCount == graph.edgeCount else {
            throw .corrupt(section: "targets header", reason: "built for \(vertexCount) vertices and \(edgeCount) edges; "
                           + "the graph has \(graph.vertexCount) and \(graph.edgeCount)")
        }
        let cover = try reader.read(UInt32.self, section: "targets header")
        guard cover <= 86_400_000 else { throw .corrupt(section: "targets header", reason: "cover \(cover) ms exceeds a day") }
        let attachments = try Self.readAttachments(&reader, graph: graph)
        let walking = WalkingTargets(graph: graph, attachments: attachments, profile: profile)
        let entryCount = try reader.readCount(section: "buckets", bytesEach: 12)
        let offsets = try reader.readArray(Int32.self, count: vertexCount + 1, section: "buckets")
        let origins = try reader.readArray(Int32.self, count: entryCount, section: "buckets")
        let millis = try reader.readArray(UInt32.self, count: entryCount, section: "buckets")
        let meters = try reader.readFloats(count: entryCount, section: "buckets")
        guard reader.remaining == 0 else { throw .corrupt(section: "targets trailer", reason: "\(reader.remaining) unexpected bytes") }
        self.init(targets: walking, coverMillis: cover, offsets: offsets, origins: origins, millis: millis, meters: meters)
        try checkBuckets(graph: graph)
    }

    private static func readAttachments(_ reader: inout GraphByteReader, graph: WalkingGraph) throws(WalkingGraphError)
        -> [SnappedPoint?] {
        let count = try reader.readCount(section: "attachments", bytesEach: 1)
        var result: [SnappedPoint?] = []
        result.reserveCapacity(count)
        for t in 0..<count {
            guard try reader.read(UInt8.self, section: "attachments") != 0 else { result.append(nil); continue }
            let edge = Int(try reader.read(UInt32.self, section: "attachments"))
            let segment = Int(try reader.read(UInt32.self, section: "attachments"))
            var d: [Double] = []
            for _ in 0..<6 { d.append(Double(bitPattern: try reader.read(UInt64.self, section: "attachments"))) }
            let fromSource = try reader.read(UInt32.self, section: "attachments")
            let toTarget = try reader.read(UInt32.self, section: "attachments")
            let metersFrom = Double(bitPattern: try reader.read(UInt64.self, section: "attachments"))
            let metersTo = Double(bitPattern: try reader.read(UInt64.self, section: "attachments"))
            guard edge < graph.edgeCount, UInt64(fromSource) + UInt64(toTarget) == UInt64(graph.edgeMillis[edge]),
                  d[0].isFinite, (0...1).contains(d[0]), d[5].isFinite, d[5] >= 0, d[5] < 1e7,
                  metersFrom.isFinite, metersFrom >= 0, metersTo.isFinite, metersTo >= 0,
                  let point = Coordinate(validatingLatitude: d[1], longitude: d[2]),
                  let query = Coordinate(validatingLatitude: d[3], longitude: d[4]) else {
                throw .corrupt(section: "attachments", reason: "attachment \(t) does not fit its edge or has invalid numbers")
            }
            result.append(SnappedPoint(edge: edge, segment: segment, fraction: d[0], coordinate: point, query: query,
                                       distanceMeters: d[5], millisFromSource: fromSource, millisToTarget: toTarget,
                                       metersFromSource: metersFrom, metersToTarget: metersTo))
        }
        return result
    }

    /// Offsets cover the entries in order; every origin is an anchor with its own entry; times
    /// lie within the cover and each bucket is sorted by (time, anchor).
    private func checkBuckets(graph: WalkingGraph) throws(WalkingGraphError) {
        let n = graph.vertexCount
        guard bucketOffsets.first == 0, Int(bucketOffsets[n]) == bucketOrigins.count else {
            throw .corrupt(section: "buckets", reason: "offsets do not start at 0 and end at the entry count")
        }
        if let v = (0..<n).first(where: { bucketOffsets[$0] > bucketOffsets[$0 + 1] }) {
            throw .corrupt(section: "buckets", reason: "offsets decrease at vertex \(v)")
        }
        let isAnchor = Self.anchorFlags(targets, graph: graph)
        var hasSelf = [Bool](repeating: false, count: n)
        for v in 0..<n {
            var previous: UInt64 = 0
            for slot in Int(bucketOffsets[v])..<Int(bucketOffsets[v + 1]) {
                let origin = Int(bucketOrigins[slot]), key = UInt64(bucketMillis[slot]) << 32 | UInt64(UInt32(bitPattern: bucketOrigins[slot]))
                guard origin >= 0, origin < n, isAnchor[origin], bucketMillis[slot] <= coverMillis, key >= previous,
                      bucketMeters[slot].isFinite, bucketMeters[slot] >= 0 else {
                    throw .corrupt(section: "buckets", reason: "entry \(slot) of vertex \(v) is not an anchor's, in order, within the cover")
                }
                previous = key
                if origin == v && bucketMillis[slot] == 0 { hasSelf[v] = true }
            }
        }
        if let missing = (0..<n).first(where: { isAnchor[$0] && !hasSelf[$0] }) {
            throw .corrupt(section: "buckets", reason: "anchor \(missing) has no entry of its own")
        }
    }
}
