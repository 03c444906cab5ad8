import Foundation
import Testing
@testable import OSMReader

/// The format comes from the content; file names are irrelevant.
@Suite("Format detection by content")
struct FormatDetectionTests {
    private func copy(_ url: URL, as name: String, gzip: Bool = false) throws -> URL {
        let bytes = [UInt8](try Data(contentsOf: url))
        return try TestFiles.temporary(gzip ? GzipWriter.gzip(bytes) : bytes, name: name)
    }

    @Test("a PBF named .osm and a gzipped XML named .pbf are read by content")
    func misleadingExtensions() throws {
        let pbf = try copy(TestFiles.monaco, as: "monaco.osm")
        let xml = try copy(TestFiles.berlin, as: "berlin.osm.pbf")
        defer { TestFiles.remove(pbf); TestFiles.remove(xml) }
        var counter = ElementCounter()
        try OSMReader.read(contentsOf: pbf, into: &counter)
        #expect(counter.nodes == 27_135)
        counter = ElementCounter()
        try OSMReader.read(contentsOf: xml, into: &counter)
        #expect(counter.nodes == 5_117)
    }

    @Test("a gzipped PBF is gunzipped and read as PBF")
    func gzippedPBF() throws {
        let url = try copy(TestFiles.monaco, as: "monaco.osm.pbf.gz", gzip: true)
        defer { TestFiles.remove(url) }
        #expect(try OSMFormatDetector.detect(path: url.path) == (.pbf, true))
        var counter = ElementCounter()
        try OSMReader.read(contentsOf: url, into: &counter)
        #expect(counter.nodes == 27_135 && counter.ways == 4_295 && counter.relations == 255)
    }

    @Test("leading byte order mark and whitespace before XML are accepted", arguments: [
        "<osm/>", "\u{FEFF}<osm></osm>", "\n\t <?xml version='1.0'?>\n<osm version=\"0.6\">\n</osm>",
    ])
    func xmlPrefixes(_ text: String) throws {
        let format = try Array(text.utf8).withUnsafeBytes { bytes in
            try OSMFormatDetector.classify(bytes, isComplete: true, path: "x.osm")
        }
        #expect(format == .xml)
    }

    @Test("the real samples are classified as expected")
    func samples() throws {
        #expect(try OSMFormatDetector.detect(path: TestFiles.monaco.path) == (.pbf, false))
        #expect(try OSMFormatDetector.detect(path: TestFiles.berlin.path) == (.xml, true))
    }
}
