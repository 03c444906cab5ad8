import Foundation
@testable import Import
import Model
import Testing
import TestSupport

@Suite("Source formats: every adapter, its licence, and detection")
struct SourceFormatTests {
    static let files: [(name: String, format: SourceFormat)] = [
        ("refuge-restrooms-austin-2017.json", .refugeJSON), ("refuge-restrooms-safe2pee-2014.csv", .safe2peeCSV),
        ("gbptm-2014.csv", .toiletMapUKCSV), ("london-toilets4london-councils-2023.json", .toilets4LondonJSON),
        ("london-toilets4london-osm-2021.json", .toilets4LondonOSMJSON), ("melbourne-public-toilets-2025.csv", .melbourneCSV),
    ]

    @Test("each real file is detected as its format and read by it into drafts of the format's dataset", arguments: files)
    func detectAndRead(name: String, format: SourceFormat) throws {
        let data = try Data(contentsOf: Fixtures.file(name))
        #expect(SourceFormat.detect(fileName: name, firstBytes: data.prefix(4_096)) == format)
        let reading = try format.read(data: data, mapping: nil)
        #expect(!reading.drafts.isEmpty)
        #expect(reading.drafts.allSatisfy { $0.sources.first?.dataset == format.defaultDataset })
    }

    @Test("the stated licences: only the OSM-derived toilets4london file states one")
    func licences() {
        for format in SourceFormat.allCases {
            #expect((format.licence != nil) == (format == .toilets4LondonOSMJSON), "\(format)")
            #expect(!format.attribution.isEmpty)
        }
        #expect(SourceFormat.toilets4LondonOSMJSON.licence?.hasPrefix("ODbL 1.0") == true)
        #expect(SourceFormat.mapped.defaultDataset == nil && SourceFormat.mapped.url == nil)
        #expect(Set(SourceFormat.allCases.compactMap(\.defaultDataset)).count == SourceFormat.allCases.count - 1)
    }

    @Test("unsure files are not guessed", arguments: [
        ("toilets.csv", "id,lat,lon\n1,2,3\n"), ("toilets.json", #"[{"x": 1}]"#), ("export.csv", "name,1,2\r"), ("a.txt", ""),
    ])
    func unsure(name: String, text: String) {
        #expect(SourceFormat.detect(fileName: name, firstBytes: Data(text.utf8)) == nil)
    }

    @Test("a mapped source needs its mapping; a non-UTF-8 file for a UTF-8 format is an error")
    func errors() {
        #expect(throws: SourceFormat.ReadError.self) { try SourceFormat.mapped.read(data: Data("[]".utf8), mapping: nil) }
        #expect(throws: SourceFormat.ReadError.self) { try SourceFormat.melbourneCSV.read(data: Data([0xFF, 0xFE, 0x80]), mapping: nil) }
    }
}
