import Foundation
import Testing
@testable import OSMReader

/// OSM XML documents whose attribute values are hostile: numbers like `1e999`, `0x10` and
/// `nan`, integers past Int64, dates like `+506713-01-01T00:00:00Z`, broken entities. Each
/// document must read, or fail with an ``OSMReadError``, within a time bound.
@Suite("XML value fuzz")
struct XMLValueFuzzTests {
    static let timeBound = Duration.milliseconds(250)

    static let numbers = [
        "1e999", "-1e999", "1e-999", "0x10", "0x1p3", "nan", "NaN", "inf", "-infinity", "43.7", "-0", "+7.4", ".5", "5.",
        "", " ", "-", "+", "1e", "43.7.1", "00000000000000000000000043.7", "1.00000000000000000000001", "1000000000",
        "9223372036854775807", "-9223372036854775808", "99999999999999999999", "1_000", "４３", "43,7", "43.7%00",
    ]
    static let dates = [
        "+506713-01-01T00:00:00Z", "-000001-01-01T00:00:00Z", "2026-02-30T00:00:00Z", "2026-11-22T25:00:00Z",
        "2024-01-02T03:04:05Z", "1970-01-01T00:00:00Z", "9999-12-31T23:59:60Z", "2024-01-02T03:04:05", "2024-01-02",
        "+99999999999999999999-01-01T00:00:00Z", "0000-00-00T00:00:00Z", "",
    ]
    static let texts = ["&amp;", "&#xFFFFFFFFFF;", "&#0;", "&#xD800;", "&", "&;", "a\tb", "\u{1F6BB}", "&#99999999999999999999;"]

    /// Usually `good`, so a document gets past its first attribute; otherwise a hostile value.
    static func pick(_ values: [String], good: String = "1", _ g: inout SeededGenerator) -> String {
        let roll = Int.random(in: 0..<30, using: &g)
        if roll < 27 { return good }
        if roll == 27 {
            return String((0..<Int.random(in: 0...12, using: &g)).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7e, using: &g))) })
                .replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "<", with: "(")
        }
        return values.randomElement(using: &g) ?? ""
    }

    /// A small document with every attribute drawn from the hostile lists.
    static func document(_ g: inout SeededGenerator) -> String {
        let n = { (g: inout SeededGenerator) in pick(numbers, good: "1", &g) }
        let c = { (g: inout SeededGenerator) in pick(numbers, good: "43.7", &g) }
        let d = { (g: inout SeededGenerator) in pick(dates, good: "2024-01-02T03:04:05Z", &g) }
        return """
        <osm version="0.6" timestamp="\(d(&g))" osmosis_replication_timestamp="\(d(&g))">
        <bounds minlat="\(c(&g))" minlon="\(c(&g))" maxlat="\(c(&g))" maxlon="\(c(&g))"/>
        <node id="\(n(&g))" lat="\(c(&g))" lon="\(c(&g))" version="\(n(&g))" changeset="\(n(&g))" timestamp="\(d(&g))">
        <tag k="\(pick(texts, good: "amenity", &g))" v="\(pick(texts, good: "amenity", &g))"/></node>
        <way id="\(n(&g))" timestamp="\(d(&g))"><nd ref="\(n(&g))"/><nd ref="\(n(&g))"/></way>
        <relation id="\(n(&g))"><member type="\(["node", "way", "relation", "area", ""].randomElement(using: &g) ?? "")" ref="\(n(&g))" role="\(pick(texts, good: "amenity", &g))"/></relation>
        </osm>
        """
    }

    @Test("hostile attribute values: success or a typed error, each within the time bound (seeded, 3,000 documents)")
    func hostileValues() {
        var g = SeededGenerator(seed: 7_101)
        var successes = 0, failures = 0
        for _ in 0..<3_000 {
            let bytes = Array(Self.document(&g).utf8)
            var counter = ElementCounter()
            let took = ContinuousClock().measure {
                do throws(OSMReadError) {
                    try OSMXMLReader.read(MemoryByteSource(bytes), into: &counter)
                    successes += 1
                } catch {
                    failures += 1
                }
            }
            #expect(took < Self.timeBound, "a \(bytes.count)-byte document took \(took)")
        }
        #expect(successes + failures == 3_000)
        #expect(failures > 100 && successes > 10)
    }

    @Test("every hostile number and date parses to nil or a value, never traps")
    func valueParsers() {
        for text in Self.numbers + Self.dates + Self.texts {
            Array(text.utf8).withUnsafeBytes { bytes in
                _ = XMLValue.integer(bytes)
                _ = XMLValue.degrees(bytes)
                _ = XMLValue.timestamp(bytes)
                _ = try? XMLValue.text(bytes)
            }
        }
    }
}
