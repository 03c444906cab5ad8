import Foundation
import Geo
import Import
import Model
import Testing
import TestSupport

/// Toilet counts from real extracts, checked against osmium (shared/data/SOURCES.md):
/// `osmium tags-filter -R FILE nwr/amenity=toilets` and `nwr/toilets=yes`.
@Suite("OSM toilet reader")
struct OSMToiletReaderTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var file: String
        var dedicatedNodes: Int
        var dedicatedWays: Int
        var venues: Int
        var testDescription: String { file }
    }

    static let regions = [
        Expected(file: "monaco-2022.osm.pbf", dedicatedNodes: 28, dedicatedWays: 2, venues: 0),
        Expected(file: "andorra-2025.osm.pbf", dedicatedNodes: 31, dedicatedWays: 9, venues: 8),
        Expected(file: "malta-2018.osm.pbf", dedicatedNodes: 94, dedicatedWays: 13, venues: 0),
        Expected(file: "berlin-tiergarten-2017.osm.gz", dedicatedNodes: 2, dedicatedWays: 0, venues: 0),
    ]

    @Test("imports exactly the toilets osmium counts", arguments: regions)
    func counts(expected: Expected) throws {
        let result = try OSMToiletReader.read(Fixtures.osm(expected.file))
        let dedicated = result.toilets.filter { $0.kind == .dedicated }
        #expect(dedicated.filter { $0.sources[0].elementType == "node" }.count == expected.dedicatedNodes)
        #expect(dedicated.filter { $0.sources[0].elementType == "way" }.count == expected.dedicatedWays)
        #expect(result.toilets.count - dedicated.count == expected.venues)
        #expect(Set(result.toilets.map(\.sourceKey)).count == result.toilets.count)
        #expect(result.waysWithoutNodes == 0)
    }

    @Test("Andorra's venues with toilets=yes keep their kind and read toilets:* keys")
    func andorraVenues() throws {
        let result = try OSMToiletReader.read(Fixtures.osm("andorra-2025.osm.pbf"))
        let venues = result.toilets.compactMap { draft -> String? in
            if case .inVenue(let place) = draft.kind { place } else { nil }
        }
        #expect(venues.count == 8)
        #expect(!venues.contains("place") || venues.filter { $0 == "place" }.count < venues.count)
    }

    @Test("a toilet way is placed at its centroid, inside the bounding box of its nodes")
    func wayCentroid() throws {
        let result = try OSMToiletReader.read(Fixtures.osm("malta-2018.osm.pbf"))
        let ways = result.toilets.filter { $0.sources[0].elementType == "way" }
        #expect(ways.count == 13)
        // Every way's centroid lies on Malta or Gozo (lat 35.78–36.09, lon 14.18–14.58).
        for way in ways {
            #expect((35.78...36.09).contains(way.coordinate.latitude) && (14.18...14.58).contains(way.coordinate.longitude))
        }
    }

    @Test("attributes carry their source: element type, id, version and timestamp")
    func provenance() throws {
        let result = try OSMToiletReader.read(Fixtures.osm("monaco-2022.osm.pbf"))
        for draft in result.toilets {
            let source = try #require(draft.sources.first)
            #expect(source.dataset == "osm" && source.elementID > 0)
            #expect((source.version ?? 0) >= 1)
            #expect(source.timestamp != nil)
        }
        let wheelchair = result.toilets.filter { $0.attributes.wheelchair.isKnown }
        #expect(wheelchair.count == 6)
        #expect(wheelchair.allSatisfy { $0.attributes.wheelchair.source == 0 && $0.attributes.wheelchair.field != nil })
        #expect(result.toilets.filter { $0.attributes.fee.isKnown }.count == 11)
        #expect(result.toilets.filter { $0.attributes.gender.value == .unisex }.count == 7)
        #expect(result.dataTimestamp == Date(timeIntervalSince1970: 1_658_262_119))
    }

    @Test("files that are not OSM, truncated or missing give a one-line error naming the file")
    func badFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tn-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let text = dir.appendingPathComponent("notes.osm.pbf")
        try Data("hello, this is not OSM\n".utf8).write(to: text)
        let cut = dir.appendingPathComponent("cut.osm.pbf")
        try Data(try Data(contentsOf: Fixtures.osm("monaco-2022.osm.pbf")).prefix(200_000)).write(to: cut)
        for url in [text, cut, dir.appendingPathComponent("missing.osm.pbf")] {
            #expect {
                _ = try OSMToiletReader.read(url)
            } throws: { error in
                let message = (error as? ImportError)?.description ?? ""
                return message.contains(url.lastPathComponent) && !message.contains("\n")
            }
        }
    }
}
