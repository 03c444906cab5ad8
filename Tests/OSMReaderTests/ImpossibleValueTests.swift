import Foundation
import Testing
@testable import OSMReader

/// Values no real OSM file holds: the reader must report them as they are (so the importer can
/// skip and count them) or refuse the file with a typed error, never wrap them into something
/// plausible and never trap.
@Suite("Impossible values in PBF and XML")
struct ImpossibleValueTests {
    private func read(_ bytes: [UInt8], name: String = "impossible.osm.pbf") throws -> ElementCollector {
        let url = try TestFiles.temporary(bytes, name: name)
        defer { TestFiles.remove(url) }
        return try ElementCollector.read(url)
    }

    private func readError(_ bytes: [UInt8], name: String = "impossible.osm.pbf") throws -> OSMReadError? {
        let url = try TestFiles.temporary(bytes, name: name)
        defer { TestFiles.remove(url) }
        return TestFiles.readError(url)
    }

    /// A block with one plain node at raw `latitude`/`longitude` and the given scale fields.
    static func nodeBlock(latitude: Int64, longitude: Int64 = 0, granularity: UInt64? = nil, latitudeOffset: Int64? = nil,
                          dateGranularity: UInt64? = nil, timestamp: UInt64? = nil) -> [UInt8] {
        var block = ProtobufWriter()
        block.message(1) { table in table.field(1, string: "") }
        block.message(2) { group in
            group.message(1) { node in
                node.field(1, signed: 1)
                if let timestamp { node.message(4) { info in info.field(1, varint: 1); info.field(2, varint: timestamp) } }
                node.field(8, signed: latitude); node.field(9, signed: longitude)
            }
        }
        if let granularity { block.field(17, varint: granularity) }
        if let dateGranularity { block.field(18, varint: dateGranularity) }
        if let latitudeOffset { block.field(19, varint: UInt64(bitPattern: latitudeOffset)) }
        return block.bytes
    }

    @Test("granularity × lat that overflows Int64 reads as out of range, not wrapped round to 43°")
    func granularityOverflow() throws {
        // 4 × (2^62 + 10,750,000,000) = 2^64 + 43e9 nanodegrees: wrapping arithmetic gives exactly 43°.
        let block = Self.nodeBlock(latitude: (1 << 62) + 10_750_000_000, granularity: 4)
        let node = try #require(try read(PBFFileWriter.file(dataBlocks: [block])).nodes[1])
        #expect(!(-90.0...90.0).contains(node.latitude), "read \(node.latitude)°")
    }

    @Test("a huge granularity or lat_offset gives coordinates of about 10^9 degrees, reported as they are")
    func hugeScale() throws {
        let byGranularity = Self.nodeBlock(latitude: 500_000_000, granularity: UInt64(Int32.max))
        let byOffset = Self.nodeBlock(latitude: 0, latitudeOffset: 1_000_000_000_000_000_000)
        for block in [byGranularity, byOffset] {
            let node = try #require(try read(PBFFileWriter.file(dataBlocks: [block])).nodes[1])
            #expect(node.latitude > 1e8)
        }
    }

    @Test("timestamp × date_granularity that overflows Int64 reads as far future, not wrapped round to 2020")
    func dateGranularityOverflow() throws {
        // 4 × (2^62 + 4e11) ms = 2^64 + 1.6e12 ms: wrapping arithmetic gives 2020-09-13.
        let block = Self.nodeBlock(latitude: 0, dateGranularity: 4, timestamp: (1 << 62) + 400_000_000_000)
        let node = try #require(try read(PBFFileWriter.file(dataBlocks: [block])).nodes[1])
        let timestamp = try #require(node.metadata.timestamp)
        #expect(timestamp > Date(timeIntervalSince1970: 4_102_444_800), "read \(timestamp)")
    }

    @Test("dense-node deltas whose running sum overflows Int64 are corrupt", arguments: ["ids", "lats", "timestamps"])
    func denseDeltaOverflow(column: String) throws {
        var block = ProtobufWriter()
        block.message(1) { table in table.field(1, string: "") }
        block.message(2) { group in
            group.message(2) { dense in
                let overflowing: [Int64] = [Int64.max, 10]
                dense.field(1, packedSigned: column == "ids" ? overflowing : [1, 1])
                dense.message(5) { info in
                    info.field(1, packed: [1, 1])
                    info.field(2, packedSigned: column == "timestamps" ? overflowing : [1, 1])
                }
                dense.field(8, packedSigned: column == "lats" ? overflowing : [1, 1])
                dense.field(9, packedSigned: [1, 1])
            }
        }
        let error = try #require(try readError(PBFFileWriter.file(dataBlocks: [block.bytes])))
        guard case .corrupt(_, _, let reason) = error else {
            Issue.record("expected .corrupt, got \(error)")
            return
        }
        #expect(reason.contains("overflows"), "\(reason)")
    }

    @Test("way refs whose running sum overflows Int64 are corrupt")
    func wayRefOverflow() throws {
        var block = ProtobufWriter()
        block.message(1) { table in table.field(1, string: "") }
        block.message(2) { group in
            group.message(3) { way in way.field(1, varint: 1); way.field(8, packedSigned: [Int64.max, 1]) }
        }
        guard case .corrupt(_, _, let reason) = try readError(PBFFileWriter.file(dataBlocks: [block.bytes])) else {
            Issue.record("expected .corrupt")
            return
        }
        #expect(reason.contains("overflows"))
    }

    @Test("a replication timestamp of year 506,713 is reported as it is; the importer decides")
    func farFutureReplicationTimestamp() throws {
        var header = ProtobufWriter()
        header.field(4, string: "OsmSchema-V0.6")
        header.field(32, varint: 15_928_000_000_000)
        var writer = PBFFileWriter()
        writer.blob(type: "OSMHeader", payload: header.bytes)
        let collector = try read(writer.bytes)
        #expect(collector.header?.replicationTimestamp == Date(timeIntervalSince1970: 15_928_000_000_000))
    }

    // MARK: XML

    private func readXML(_ xml: String) throws -> ElementCollector {
        try read(Array(xml.utf8), name: "impossible.osm")
    }

    @Test("XML lat/lon that overflow a Double read as infinite, so the importer can skip and count them")
    func xmlOverflowingDegrees() throws {
        let collector = try readXML(#"<osm><node id="1" lat="1e999" lon="-1e999"/><node id="2" lat="1000000000" lon="7.4"/></osm>"#)
        #expect(collector.nodes[1]?.latitude == .infinity && collector.nodes[1]?.longitude == -.infinity)
        #expect(collector.nodes[2]?.latitude == 1e9)
    }

    @Test("XML lat/lon spelled in hex, as nan or inf are not decimal degrees: corrupt", arguments: ["0x10", "nan", "inf", "-infinity", "0x1p3", "1e", "."])
    func xmlNonDecimalDegrees(_ value: String) throws {
        let error = try #require(try readError(Array(#"<osm><node id="1" lat="\#(value)" lon="2"/></osm>"#.utf8), name: "impossible.osm"))
        guard case .corrupt(_, _, let reason) = error else {
            Issue.record("expected .corrupt for \(value), got \(error)")
            return
        }
        #expect(reason.contains("expected a decimal number of degrees"))
    }

    @Test("XML timestamps with an expanded year are read as they are; impossible calendar dates are corrupt")
    func xmlTimestamps() throws {
        let collector = try readXML(#"<osm><node id="1" lat="1" lon="2" timestamp="+506713-01-01T00:00:00Z"/></osm>"#)
        let year506713 = Date(timeIntervalSince1970: Double(XMLValue.daysSince1970(year: 506_713, month: 1, day: 1)) * 86_400)
        #expect(collector.nodes[1]?.metadata.timestamp == year506713)
        for bad in ["2026-02-30T00:00:00Z", "2026-04-31T00:00:00Z", "+2026-13-01T00:00:00Z", "2026-02-3xT00:00:00Z"] {
            #expect(Array(bad.utf8).withUnsafeBytes { XMLValue.timestamp($0) } == nil, "\(bad)")
        }
    }

    @Test("the <osm> root's osmosis_replication_timestamp is the replication timestamp when timestamp is absent")
    func xmlReplicationAttribute() throws {
        let collector = try readXML(#"<osm osmosis_replication_timestamp="2024-01-02T03:04:05Z"><node id="1" lat="1" lon="2"/></osm>"#)
        #expect(collector.header?.replicationTimestamp == Date(timeIntervalSince1970: 1_704_164_645))
    }
}
