import Foundation
import Testing
@testable import OSMReader

/// Whole-file reads checked against `osmium fileinfo -e` and `osmium tags-filter`.
@Suite("Reading whole sample files")
struct ElementCountTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var file: String
        var nodes, ways, relations, toiletNodes, toiletWays: Int
        var testDescription: String { file }
    }

    static let samples: [Expected] = [
        Expected(file: "monaco-2022.osm.pbf", nodes: 27_135, ways: 4_295, relations: 255, toiletNodes: 28, toiletWays: 2),
        Expected(file: "andorra-2025.osm.pbf", nodes: 471_006, ways: 24_607, relations: 614, toiletNodes: 31, toiletWays: 9),
        Expected(file: "malta-2018.osm.pbf", nodes: 333_684, ways: 56_021, relations: 950, toiletNodes: 94, toiletWays: 13),
        Expected(file: "berlin-tiergarten-2017.osm.gz", nodes: 5_117, ways: 418, relations: 50, toiletNodes: 2, toiletWays: 0),
    ]

    @Test("element and toilet counts match osmium", arguments: samples)
    func countsMatchOsmium(_ expected: Expected) throws {
        var counter = ElementCounter()
        try OSMReader.read(contentsOf: TestFiles.dataDirectory.appendingPathComponent(expected.file), into: &counter)
        #expect(counter.nodes == expected.nodes)
        #expect(counter.ways == expected.ways)
        #expect(counter.relations == expected.relations)
        #expect(counter.toiletNodes == expected.toiletNodes)
        #expect(counter.toiletWays == expected.toiletWays)
        #expect(counter.headers.count == 1)
    }

    @Test("progress grows monotonically and ends at the file size", arguments: samples)
    func progressReachesFileSize(_ expected: Expected) throws {
        let url = TestFiles.dataDirectory.appendingPathComponent(expected.file)
        let size = Int64(try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int))
        var counter = ElementCounter()
        try OSMReader.read(contentsOf: url, into: &counter)
        #expect(counter.progress.count >= 2)
        #expect(counter.progress.allSatisfy { $0.totalBytes == size })
        #expect(zip(counter.progress, counter.progress.dropFirst()).allSatisfy { $0.bytesRead <= $1.bytesRead })
        #expect(counter.progress.last?.bytesRead == size)
    }

    @Test("the Monaco header carries bbox, replication timestamp and writing program")
    func monacoHeader() throws {
        var counter = ElementCounter()
        try OSMReader.read(contentsOf: TestFiles.monaco, into: &counter)
        let header = try #require(counter.headers.first)
        let box = try #require(header.boundingBox)
        #expect(box == OSMBoundingBox(minLatitude: 43.72335, minLongitude: 7.409205,
                                      maxLatitude: 43.75169, maxLongitude: 7.448637))
        #expect(header.replicationTimestamp == Date.utc("2022-07-19T20:21:59Z"))
        #expect(header.writingProgram == "osmium/1.11.0")
        #expect(header.requiredFeatures.sorted() == ["DenseNodes", "OsmSchema-V0.6"])
    }

    @Test("the Berlin XML header comes from <osm> and <bounds>")
    func berlinHeader() throws {
        var counter = ElementCounter()
        try OSMReader.read(contentsOf: TestFiles.berlin, into: &counter)
        let header = try #require(counter.headers.first)
        #expect(header.writingProgram == "CGImap 0.6.0 (5651 thorn-03.openstreetmap.org)")
        #expect(header.boundingBox == OSMBoundingBox(minLatitude: 52.51303, minLongitude: 13.34766,
                                                     maxLatitude: 52.51574, maxLongitude: 13.35276))
    }
}
