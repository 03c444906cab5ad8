import Foundation
import Geo
import Model
import TestSupport

/// Seeded random toilets that use every part of the record format: every attribute kind known
/// and unknown (and a source without a value, which only a hand edit makes), venues, every
/// provenance field, optional fields absent, and strings with escapes and any Unicode.
enum RandomToilets {
    /// Text that needs every kind of escape, and characters from every UTF-8 length.
    static let awkward = [
        "Café", "Straße 12", "東京駅", "🚻 WC", "a\"quoted\"", "back\\slash", "a/b", "line\nbreak", "tab\tstop",
        "\u{0}nul", "\u{1F}unit", "\u{7F}del", "\u{2028}sep", "e\u{301}", "𝄞 clef", "", " ", "Mo-Fr 08:00-18:00; PH off",
        "toilets:wheelchair", "Restaurant zum Goldenen Hirschen am Marktplatz",
    ]

    static func text(_ random: inout SeededRandom) -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return awkward.randomElement(using: &random) ?? ""
        case 1: return "Name \(Int.random(in: 0...99_999, using: &random))"
        case 2: return String((0..<Int.random(in: 0...24, using: &random)).map { _ in scalar(&random) })
        default: return awkward.randomElement(using: &random)! + " " + awkward.randomElement(using: &random)!
        }
    }

    /// Any Unicode scalar, weighted toward the ranges that need care.
    static func scalar(_ random: inout SeededRandom) -> Character {
        let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF]
        let range = ranges.randomElement(using: &random)!
        return Character(Unicode.Scalar(UInt32.random(in: range, using: &random)) ?? "x")
    }

    static func attribute<Value>(_ random: inout SeededRandom, _ value: (inout SeededRandom) -> Value) -> Attribute<Value> {
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1: return .unknown
        case 2:
            // What a hand edit could store: a source and field with no value.
            var odd = Attribute<Value>.unknown
            odd.source = Int.random(in: 0...3, using: &random)
            if Bool.random(using: &random) { odd.field = "fixme" }
            return odd
        default:
            let field = Bool.random(using: &random) ? ["toilets:wheelchair", "name", "opening_hours", "male;female", "toilets:disposal"]
                .randomElement(using: &random) : nil
            return Attribute(value(&random), source: Bool.random(using: &random) ? Int.random(in: 0...2, using: &random) : nil, field: field)
        }
    }

    static func attributes(_ random: inout SeededRandom) -> ToiletAttributes {
        var a = ToiletAttributes()
        a.name = attribute(&random) { r in text(&r) }
        a.operator = attribute(&random) { r in text(&r) }
        a.address = attribute(&random) { r in
            Address(street: Bool.random(using: &r) ? text(&r) : nil, houseNumber: Bool.random(using: &r) ? "12a" : nil,
                    postcode: Bool.random(using: &r) ? "98000" : nil, city: Bool.random(using: &r) ? text(&r) : nil,
                    state: Bool.random(using: &r) ? "Bayern" : nil, country: Bool.random(using: &r) ? "DE" : nil)
        }
        a.access = attribute(&random) { r in Access.allCases.randomElement(using: &r)! }
        a.fee = attribute(&random) { r in Bool.random(using: &r) }
        a.charge = attribute(&random) { _ in "0.50 EUR" }
        a.wheelchair = attribute(&random) { r in WheelchairAccess.allCases.randomElement(using: &r)! }
        a.changingTable = attribute(&random) { r in Bool.random(using: &r) }
        a.adultChangingTable = attribute(&random) { r in Bool.random(using: &r) }
        a.gender = attribute(&random) { r in GenderPolicy.allCases.randomElement(using: &r)! }
        a.centralKey = attribute(&random) { r in CentralKey.allCases.randomElement(using: &r)! }
        a.openingHours = attribute(&random) { r in ["24/7", "Mo-Fr 08:00-18:00; PH off", "sunrise-sunset", text(&r)].randomElement(using: &r)! }
        a.checkDate = attribute(&random) { _ in "2024-05-01" }
        a.description = attribute(&random) { r in text(&r) }
        a.level = attribute(&random) { r in ["0", "-1", "1;2"].randomElement(using: &r)! }
        a.disposal = attribute(&random) { _ in "flush" }
        a.positions = attribute(&random) { r in (0..<Int.random(in: 0...3, using: &r)).map { _ in text(&r) } }
        a.drinkingWater = attribute(&random) { r in Bool.random(using: &r) }
        a.shower = attribute(&random) { r in Bool.random(using: &r) }
        return a
    }

    static func provenance(_ random: inout SeededRandom) -> Provenance {
        Provenance(dataset: ["osm", "refuge", "toiletnow", text(&random)].randomElement(using: &random)!,
                   elementType: ["node", "way", "relation"].randomElement(using: &random)!,
                   elementID: Int64.random(in: Int64.min...Int64.max, using: &random),
                   version: Bool.random(using: &random) ? Int.random(in: -5...Int.max, using: &random) : nil,
                   timestamp: Bool.random(using: &random) ? Date(timeIntervalSince1970: Double.random(in: -1e10...4e9, using: &random)) : nil)
    }

    static func toilet(_ random: inout SeededRandom) -> Toilet {
        let kind: Toilet.Kind = Bool.random(using: &random) ? .dedicated : .inVenue(Bool.random(using: &random) ? "cafe" : text(&random))
        let coordinate = Coordinate(latitude: Double.random(in: -90...90, using: &random), longitude: Double.random(in: -180...180, using: &random))
        let created = Date(timeIntervalSince1970: Double.random(in: 0...2e9, using: &random))
        return Toilet(id: Toilet.ID(Int64.random(in: Int64.min...Int64.max, using: &random)),
                      revision: Int64.random(in: 0...Int64.max, using: &random), kind: kind, coordinate: coordinate,
                      region: Bool.random(using: &random) ? "gen" : text(&random),
                      timeZoneIdentifier: ["Europe/Berlin", "America/Argentina/Buenos_Aires", "UTC"].randomElement(using: &random)!,
                      countryCode: Bool.random(using: &random) ? "DE" : nil,
                      sources: (0..<Int.random(in: 0...3, using: &random)).map { _ in provenance(&random) },
                      attributes: attributes(&random),
                      hoursProblem: Bool.random(using: &random) ? "opening_hours: unexpected \"Mx\" at column 1" : nil,
                      createdAt: created, updatedAt: created.addingTimeInterval(Double.random(in: 0...1e7, using: &random)))
    }
}
