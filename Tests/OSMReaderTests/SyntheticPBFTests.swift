import Foundation
import Testing
@testable import OSMReader

/// Hand-built PBF files exercise what the sample files do not: plain (non-dense)
/// nodes, custom granularity and offsets, unsupported features, odd blob types.
@Suite("Synthetic PBF files")
struct SyntheticPBFTests {
    /// A block with string table `["", "amenity", "toilets", "outer", "name", "Spa & Bar"]`,
    /// two plain nodes, a way and a relation, in 1000-nanodegree units with offsets.
    static func plainBlock() -> [UInt8] {
        var block = ProtobufWriter()
        block.message(1) { table in
            for text in ["", "amenity", "toilets", "outer", "name", "Spa & Bar"] { table.field(1, string: text) }
        }
        block.message(2) { group in
            group.message(1) { node in
                node.field(1, signed: 10)
                node.field(2, packed: [1, 4]); node.field(3, packed: [2, 5])
                node.message(4) { info in info.field(1, varint: 3); info.field(2, varint: 1_500_000); info.field(3, varint: 77) }
                node.field(8, signed: 43_731_603); node.field(9, signed: -7_421_565)
            }
            group.message(1) { node in
                node.field(1, signed: -5)
                node.field(8, signed: 0); node.field(9, signed: 0)
            }
        }
        block.message(2) { group in
            group.message(3) { way in
                way.field(1, varint: 20)
                way.field(8, packedSigned: [10, -5, 10, 1 << 40], delta: true)
            }
        }
        block.message(2) { group in
            group.message(4) { relation in
                relation.field(1, varint: 30)
                relation.field(2, packed: [4]); relation.field(3, packed: [5])
                relation.field(8, packed: [3, 0, 0])
                relation.field(9, packedSigned: [20, 10, 30], delta: true)
                relation.field(10, packed: [1, 0, 2])
            }
        }
        block.field(17, varint: 1000)
        block.field(18, varint: 1)
        block.field(19, varint: 5_000)
        block.field(20, varint: UInt64(bitPattern: -3_000))
        return block.bytes
    }

    private func read(_ bytes: [UInt8]) throws -> ElementCollector {
        let url = try TestFiles.temporary(bytes, name: "synthetic.osm.pbf")
        defer { TestFiles.remove(url) }
        return try ElementCollector.read(url)
    }

    @Test("plain nodes, ways and relations decode with granularity, offsets and date granularity")
    func plainElements() throws {
        let collector = try read(PBFFileWriter.file(dataBlocks: [Self.plainBlock()]))
        #expect(collector.order == ["n10", "n-5", "w20", "r30"])
        let node = try #require(collector.nodes[10])
        #expect(node.latitude == Double(5_000 + 1000 * 43_731_603) / 1e9)
        #expect(node.longitude == Double(-3_000 - 1000 * 7_421_565) / 1e9)
        #expect(node.tags == ["amenity": "toilets", "name": "Spa & Bar"])
        #expect(node.metadata == OSMMetadata(version: 3, timestamp: Date(timeIntervalSince1970: 1_500), changeset: 77))
        #expect(collector.nodes[-5]?.metadata == OSMMetadata())
        #expect(collector.ways[20]?.nodeIDs == [10, -5, 10, 1 << 40])
        #expect(collector.relations[30]?.members == [
            OSMRelation.Member(type: .way, ref: 20, role: "outer"),
            OSMRelation.Member(type: .node, ref: 10, role: ""),
            OSMRelation.Member(type: .relation, ref: 30, role: ""),
        ])
        #expect(collector.relations[30]?.tags == ["name": "Spa & Bar"])
        #expect(collector.header?.writingProgram == "ProtobufWriter")
    }

    @Test("a history file's HistoricalInformation feature is refused")
    func historicalInformation() throws {
        let bytes = PBFFileWriter.file(required: ["OsmSchema-V0.6", "HistoricalInformation"], dataBlocks: [])
        let url = try TestFiles.temporary(bytes, name: "history.osh.pbf")
        defer { TestFiles.remove(url) }
        let error = try #require(TestFiles.readError(url))
        guard case .unsupportedFeature(_, let feature) = error else {
            Issue.record("expected .unsupportedFeature, got \(error)")
            return
        }
        #expect(feature.contains("HistoricalInformation"))
    }

    @Test("lzma and zstd blobs are refused by name", arguments: [(UInt64(4), "lzma"), (7, "zstd")])
    func unsupportedCompression(field: UInt64, name: String) throws {
        var writer = PBFFileWriter()
        writer.blob(type: "OSMHeader", payload: PBFFileWriter.headerBlock())
        writer.blob(type: "OSMData", payload: [1, 2, 3], dataField: field)
        let url = try TestFiles.temporary(writer.bytes)
        defer { TestFiles.remove(url) }
        let error = try #require(TestFiles.readError(url))
        guard case .unsupportedFeature(_, let feature) = error else {
            Issue.record("expected .unsupportedFeature, got \(error)")
            return
        }
        #expect(feature.hasPrefix("\(name)-compressed blob"))
    }

    @Test("blobs of unknown types are skipped")
    func unknownBlobType() throws {
        var writer = PBFFileWriter()
        writer.blob(type: "OSMHeader", payload: PBFFileWriter.headerBlock())
        writer.blob(type: "SomethingNew", payload: [0xff, 0xff, 0xff])
        writer.blob(type: "OSMData", payload: Self.plainBlock())
        #expect(try read(writer.bytes).order == ["n10", "n-5", "w20", "r30"])
    }

    @Test("a file whose first blob is not OSMHeader is not OSM")
    func dataBeforeHeader() throws {
        var writer = PBFFileWriter()
        writer.blob(type: "OSMData", payload: Self.plainBlock())
        let url = try TestFiles.temporary(writer.bytes)
        defer { TestFiles.remove(url) }
        #expect(TestFiles.readError(url) == .notOSM(path: url.path,
                                                     reason: "the first blob has type \"OSMData\", expected \"OSMHeader\""))
    }

    @Test("an 11-byte varint inside a block is reported as corrupt at that blob")
    func malformedVarintInBlock() throws {
        var block = ProtobufWriter()
        block.message(1) { table in table.field(1, string: "") }
        block.key(2, 2)
        block.bytes += [0x0b] + Array(repeating: 0xff, count: 10) + [0x01]
        let bytes = PBFFileWriter.file(dataBlocks: [block.bytes])
        let url = try TestFiles.temporary(bytes, name: "bad.osm.pbf")
        defer { TestFiles.remove(url) }
        let error = try #require(TestFiles.readError(url))
        guard case .corrupt(_, _, let reason) = error else {
            Issue.record("expected .corrupt, got \(error)")
            return
        }
        #expect(reason.contains("varint longer than 10 bytes"))
        #expect(error.description.hasPrefix("bad.osm.pbf: corrupt at byte "))
    }

    @Test("a string index beyond the table is corrupt, not an out-of-bounds crash")
    func stringIndexOutOfRange() throws {
        var block = ProtobufWriter()
        block.message(1) { table in table.field(1, string: "") }
        block.message(2) { group in
            group.message(3) { way in way.field(1, varint: 1); way.field(2, packed: [9]); way.field(3, packed: [9]) }
        }
        let url = try TestFiles.temporary(PBFFileWriter.file(dataBlocks: [block.bytes]))
        defer { TestFiles.remove(url) }
        guard case .corrupt(_, _, let reason) = TestFiles.readError(url) else {
            Issue.record("expected .corrupt")
            return
        }
        #expect(reason.contains("string index 9 out of range"))
    }
}
