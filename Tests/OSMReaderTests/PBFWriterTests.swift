import Foundation
import Testing
@testable import OSMReader

/// The production ``PBFWriter``: what it writes, our reader reads back unchanged.
@Suite("PBFWriter")
struct PBFWriterTests {
    private static let keys = ["highway", "name", "amenity", "opening_hours", "toilets:wheelchair", "note", "ü-key"]
    private static let values = ["footway", "yes", "Mo-Fr 08:00-18:00; PH off", "", "Café Zürich 🚻", "no", "a;b"]

    private static func tags(_ random: inout SeededGenerator) -> [String: String] {
        var tags: [String: String] = [:]
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            tags[keys.randomElement(using: &random)!] = values.randomElement(using: &random)!
        }
        return tags
    }

    /// Random nodes (coordinates on the 1e-7 grid, the format's precision) and ways.
    private static func elements(seed: UInt64, nodeCount: Int, wayCount: Int) -> ([OSMNode], [OSMWay]) {
        var random = SeededGenerator(seed: seed)
        var id = Int64.random(in: -1_000...1_000_000, using: &random)
        let nodes = (0..<nodeCount).map { _ -> OSMNode in
            id += Int64.random(in: 1...5_000, using: &random)
            let latitude = Double(Int64.random(in: -900_000_000...900_000_000, using: &random)) / 1e7
            let longitude = Double(Int64.random(in: -1_800_000_000...1_800_000_000, using: &random)) / 1e7
            return OSMNode(id: id, latitude: latitude, longitude: longitude, tags: tags(&random))
        }
        let ways = (0..<wayCount).map { index -> OSMWay in
            let refs = (0..<Int.random(in: 0...40, using: &random)).map { _ in Int64.random(in: -50...9_000_000_000, using: &random) }
            return OSMWay(id: Int64(index) * 3 + 1, nodeIDs: refs, tags: tags(&random))
        }
        return (nodes, ways)
    }

    private static func write(_ nodes: [OSMNode], _ ways: [OSMWay], header: PBFWriter.Header = .init()) throws -> (URL, PBFWriter.Summary) {
        let url = try TestFiles.temporary([], name: "written.osm.pbf")
        let writer = try PBFWriter(path: url.path, header: header)
        for node in nodes { try writer.add(node: node) }
        for way in ways { try writer.add(way: way) }
        return (url, try writer.finish())
    }

    @Test("random element sets read back with the same ids, coordinates, tags and refs", arguments: [
        (1 as UInt64, 0, 0), (2, 1, 0), (3, 0, 1), (4, 37, 12), (5, 8_000, 3), (6, 8_001, 8_001), (7, 20_500, 900),
    ])
    func roundTrip(seed: UInt64, nodeCount: Int, wayCount: Int) throws {
        let (nodes, ways) = Self.elements(seed: seed, nodeCount: nodeCount, wayCount: wayCount)
        let (url, summary) = try Self.write(nodes, ways)
        defer { TestFiles.remove(url) }
        #expect(summary.nodes == nodeCount && summary.ways == wayCount)
        let expectedBlocks = (nodeCount + 7_999) / 8_000 + (wayCount + 7_999) / 8_000
        #expect(summary.blocks == expectedBlocks)
        #expect(summary.bytes == Int64((try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? -1))
        var collector = ElementCollector()
        try OSMReader.read(contentsOf: url, into: &collector)
        #expect(collector.order == nodes.map { "n\($0.id)" } + ways.map { "w\($0.id)" })
        for node in nodes {
            let read = try #require(collector.nodes[node.id])
            #expect(read.latitude == node.latitude && read.longitude == node.longitude && read.tags == node.tags)
        }
        for way in ways {
            let read = try #require(collector.ways[way.id])
            #expect(read.nodeIDs == way.nodeIDs && read.tags == way.tags)
        }
    }

    @Test("the header carries the bounding box, the replication timestamp and the writing program")
    func header() throws {
        let box = OSMBoundingBox(minLatitude: 47.5, minLongitude: 11.25, maxLatitude: 48.75, maxLongitude: 12.125)
        let date = Date(timeIntervalSince1970: 1_767_225_600)
        let (url, _) = try Self.write([OSMNode(id: 1, latitude: 48, longitude: 11.5)], [],
                                      header: .init(boundingBox: box, replicationTimestamp: date, writingProgram: "test/1"))
        defer { TestFiles.remove(url) }
        var collector = ElementCollector()
        try OSMReader.read(contentsOf: url, into: &collector)
        #expect(collector.header?.boundingBox == box)
        #expect(collector.header?.replicationTimestamp == date)
        #expect(collector.header?.writingProgram == "test/1")
        #expect(collector.header?.requiredFeatures == ["OsmSchema-V0.6", "DenseNodes"])
    }

    @Test("the same elements give the same bytes, whatever the order of each dictionary of tags")
    func deterministic() throws {
        let (nodes, ways) = Self.elements(seed: 9, nodeCount: 500, wayCount: 50)
        let (first, _) = try Self.write(nodes, ways)
        let (second, _) = try Self.write(nodes.map { var node = $0; node.tags = Dictionary(uniqueKeysWithValues: node.tags.reversed().map { ($0, $1) }); return node }, ways)
        defer { TestFiles.remove(first); TestFiles.remove(second) }
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    }

    @Test("an impossible coordinate is refused with the node and the field named", arguments: [
        (Double.nan, 0.0, "latitude"), (91, 0, "latitude"), (0, -180.5, "longitude"), (0, .infinity, "longitude"),
    ])
    func impossibleCoordinate(latitude: Double, longitude: Double, field: String) throws {
        let url = try TestFiles.temporary([], name: "bad.osm.pbf")
        defer { TestFiles.remove(url) }
        let writer = try PBFWriter(path: url.path, header: .init())
        let error = #expect(throws: PBFWriteError.self) {
            try writer.add(node: OSMNode(id: 7, latitude: latitude, longitude: longitude))
        }
        guard case .impossibleCoordinate(let id, let named, _) = error else {
            Issue.record("expected impossibleCoordinate, got \(String(describing: error))")
            return
        }
        #expect(id == 7 && named == field)
        #expect(error?.description.hasPrefix("node 7: \(field) ") == true)
    }

    @Test("ids whose difference overflows a signed 64-bit delta, and adds after finish, are refused")
    func refusals() throws {
        let url = try TestFiles.temporary([], name: "refused.osm.pbf")
        defer { TestFiles.remove(url) }
        let writer = try PBFWriter(path: url.path, header: .init())
        try writer.add(node: OSMNode(id: .min, latitude: 0, longitude: 0))
        #expect(throws: PBFWriteError.deltaOverflow(element: "node \(Int64.max)", field: "id")) {
            try writer.add(node: OSMNode(id: .max, latitude: 0, longitude: 0))
        }
        _ = try writer.finish()
        #expect(throws: PBFWriteError.alreadyFinished) { try writer.add(way: OSMWay(id: 1, nodeIDs: [1, 2])) }
        #expect(throws: PBFWriteError.self) { try PBFWriter(path: "/nonexistent-directory/x.osm.pbf", header: .init()) }
    }

    static let osmium = ["/usr/bin/osmium", "/usr/local/bin/osmium"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("osmium counts the same nodes and ways in a written file (skipped when osmium-tool is not installed)",
          .enabled(if: osmium != nil, "osmium is not installed: apt-get install osmium-tool"))
    func osmiumAgrees() throws {
        let (nodes, ways) = Self.elements(seed: 11, nodeCount: 9_000, wayCount: 100)
        let (url, _) = try Self.write(nodes, ways)
        defer { TestFiles.remove(url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.osmium))
        process.arguments = ["fileinfo", "-e", "-j", url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let info = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let counts = (info?["data"] as? [String: Any])?["count"] as? [String: Any]
        #expect(counts?["nodes"] as? Int == 9_000)
        #expect(counts?["ways"] as? Int == 100)
    }
}
