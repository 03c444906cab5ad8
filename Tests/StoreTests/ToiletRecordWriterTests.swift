import Foundation
import Store
import Geo
import Model
import Testing
import TestSupport
@testable import StoreSQLite

/// The hand-written record writer against `JSONEncoder` (the reference): the same bytes for
/// seeded random toilets, or nil (and `JSONEncoder` used) where it cannot be sure.
@Suite("Toilet record writer")
struct ToiletRecordWriterTests {
    typealias Seeded = SeededRandom

    static let texts = ["", "Loo", "Café Ürün 東京 🚻", "a \"quoted\" name", #"back\slash"#, "http://x.org/a/b",
                        "Mo-Fr 08:00-18:00; PH off", "é", "<&>'", "\u{2028}", "ａ\u{301}"]
    static let rareTexts = ["tab\there", "line\nbreak", "nul\u{0}", "del\u{7F}"]
    static let numbers: [Double] = [0, -0.0, 1, -1, 48.1183346, 11.5200436, -179.9999999, 90, 0.0001, 0.5,
                                    1_795_475_958.8352232, 1_717_408_800, 123_456_789.125, 1e15, 4_503_599_627_370_496]
    static let rareNumbers: [Double] = [1e-7, 0.00001, 1e16, .nan, .infinity, -.infinity]

    static func attribute<V>(_ random: inout Seeded, _ value: V) -> Attribute<V> {
        switch random.next(4) {
        case 0: .unknown
        case 1: Attribute(value)
        case 2: Attribute(value, source: random.next(3))
        default: Attribute(value, source: random.next(3), field: random.text())
        }
    }

    static func toilet(_ random: inout Seeded) -> Toilet {
        var a = ToiletAttributes()
        a.name = attribute(&random, random.text())
        a.operator = attribute(&random, random.text())
        a.address = attribute(&random, Address(street: random.next(2) == 0 ? nil : random.text(), houseNumber: random.next(2) == 0 ? nil : "12a",
                                               postcode: random.next(2) == 0 ? nil : "98000", city: random.next(2) == 0 ? nil : random.text(),
                                               state: random.next(3) == 0 ? "BY" : nil, country: random.next(3) == 0 ? "DE" : nil))
        a.access = attribute(&random, random.pick(Access.allCases))
        a.fee = attribute(&random, random.next(2) == 0)
        a.charge = attribute(&random, "0.50 EUR")
        a.wheelchair = attribute(&random, random.pick(WheelchairAccess.allCases))
        a.changingTable = attribute(&random, random.next(2) == 0)
        a.adultChangingTable = attribute(&random, random.next(2) == 0)
        a.gender = attribute(&random, random.pick(GenderPolicy.allCases))
        a.centralKey = attribute(&random, random.pick(CentralKey.allCases))
        a.openingHours = attribute(&random, random.text())
        a.checkDate = attribute(&random, "2024-05-01")
        a.description = attribute(&random, random.text())
        a.level = attribute(&random, "-1")
        a.disposal = attribute(&random, "flush")
        a.positions = attribute(&random, Array(["seated", "urinal", random.text()].prefix(random.next(4))))
        a.drinkingWater = attribute(&random, random.next(2) == 0)
        a.shower = attribute(&random, random.next(2) == 0)
        let sources = (0..<1 + random.next(2)).map { _ in
            Provenance(dataset: random.pick(["osm", "refuge"]), elementType: random.pick(["node", "way"]), elementID: Int64(random.next(1 << 30)) - 5,
                       version: random.next(2) == 0 ? nil : random.next(40), timestamp: random.next(2) == 0 ? nil : Date(timeIntervalSince1970: random.number()))
        }
        return Toilet(id: Toilet.ID(Int64(random.next(1_000_000))), revision: Int64(random.next(1_000_000)),
                      kind: random.next(2) == 0 ? .dedicated : .inVenue(random.pick(["cafe", "library", random.text()])),
                      coordinate: Coordinate(latitude: random.number(), longitude: random.number()), region: random.pick(["gen", "monaco"]),
                      timeZoneIdentifier: random.pick(["Europe/Berlin", "UTC"]), countryCode: random.next(2) == 0 ? nil : "DE", sources: sources,
                      attributes: a, hoursProblem: random.next(3) == 0 ? random.text() : nil,
                      createdAt: Date(timeIntervalSince1970: random.number()), updatedAt: Date(timeIntervalSince1970: random.number()))
    }

    @Test("the writer spells every record as JSONEncoder does, or hands it over (seeded)", arguments: [1, 2, 3])
    func matchesJSONEncoder(seed: UInt64) throws {
        var random = Seeded(seed: seed)
        var writer = ToiletRecordWriter()
        var written = 0, handedOver = 0, encoderFailed = 0
        for _ in 0..<3_000 {
            let toilet = Self.toilet(&random)
            let reference = try? ToiletRecordCoder.encode(toilet)
            guard let mine = writer.encode(toilet) else {
                handedOver += 1
                if reference == nil { encoderFailed += 1 }
                continue
            }
            written += 1
            #expect(mine == reference, "\(toilet)")
        }
        #expect(written > 1_000 && handedOver > 20, "written \(written), handed over \(handedOver) (\(encoderFailed) that JSONEncoder refuses too)")
    }

    // ToiletAttributes stores only its known attributes: every record must still read back as
    // the same toilet (equal and hashing alike), whichever attributes are known and in any order.
    @Test("every seeded record reads back as the toilet it was written from", arguments: [4, 5])
    func readsBackEqual(seed: UInt64) throws {
        var random = Seeded(seed: seed)
        var writer = ToiletRecordWriter()
        var checked = 0
        for _ in 0..<2_000 {
            let toilet = Self.toilet(&random)
            guard let record = writer.encode(toilet) ?? (try? ToiletRecordCoder.encode(toilet)) else { continue }
            let decoded = try ToiletRecordCoder.decode(record)
            #expect(decoded == toilet && decoded.hashValue == toilet.hashValue, "\(record)")
            #expect(decoded.attributes.knownAttributeNames == toilet.attributes.knownAttributeNames)
            checked += 1
        }
        #expect(checked > 1_500)
    }

    @Test("an ordinary imported toilet is written by hand, and reads back equal")
    func ordinaryToilet() throws {
        var attributes = ToiletAttributes()
        attributes.name = Attribute("Restaurant 0", source: 0, field: "name")
        attributes.wheelchair = Attribute(.yes, source: 0, field: "toilets:wheelchair")
        let toilet = Toilet(id: Toilet.ID(1), revision: 1, kind: .inVenue("restaurant"), coordinate: Coordinate(latitude: 48.1183346, longitude: 11.5200436),
                            region: "gen", timeZoneIdentifier: "Europe/Berlin", countryCode: "DE",
                            sources: [Provenance(dataset: "osm", elementType: "node", elementID: 890_996)], attributes: attributes,
                            createdAt: Date(timeIntervalSince1970: 1_795_475_958.8352232), updatedAt: Date(timeIntervalSince1970: 1_795_475_958.8352232))
        var writer = ToiletRecordWriter()
        let written = writer.encode(toilet)
        let record = try #require(written)
        #expect(record == (try ToiletRecordCoder.encode(toilet)))
        #expect(try ToiletRecordCoder.decode(record) == toilet)
    }
}

extension SeededRandom {
    /// A text, now and then one the writer must hand over (a control character).
    mutating func text() -> String { next(60) == 0 ? pick(ToiletRecordWriterTests.rareTexts) : pick(ToiletRecordWriterTests.texts) }
    /// A number, now and then one `JSONEncoder` spells with an exponent or refuses.
    mutating func number() -> Double { next(60) == 0 ? pick(ToiletRecordWriterTests.rareNumbers) : pick(ToiletRecordWriterTests.numbers) }
}
