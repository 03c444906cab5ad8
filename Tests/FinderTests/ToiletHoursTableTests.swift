import Foundation
import Geo
import Localization
import Model
import Testing
import TestSupport
@testable import Finder

/// The shared hours table against the per-toilet hours it replaces: the same verdict for every
/// toilet at every arrival, with far fewer schedules and contexts.
@Suite("Finder: shared hours table")
struct ToiletHoursTableTests {
    static let values = [
        "24/7", "Mo-Fr 08:00-18:00; PH off", "Mo-Sa 06:45-24:00 ; Su 08:30-23:00 ; PH off", "sunrise-sunset",
        "Mo-Su (sunrise+01:00)-(sunset-00:30)", "Mo-Fr 22:00-02:00", "Sa,Su 10:00-16:00/01:30", "not hours at all",
        "Mo-Fr 08:00-12:00 unknown", "PH closed; 07:00-19:00", "pn-pt 08:00-16:00", "Dec 24-26 off; 09:00-17:00",
    ]
    static let places: [(timeZone: String, country: String?)] = [
        ("Europe/Berlin", "DE"), ("Europe/Berlin", nil), ("Europe/Vilnius", "LT"), ("Europe/Warsaw", "PL"),
        ("Australia/Lord_Howe", "AU"), ("Mars/Olympus_Mons", "DE"),
    ]

    static func toilets(count: Int, seed: UInt64) -> [Toilet] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { i in
            var attributes = ToiletAttributes()
            if Int.random(in: 0..<5, using: &random) > 0 {
                attributes.openingHours = Attribute(values.randomElement(using: &random), source: 0, field: "opening_hours")
            }
            let place = places.randomElement(using: &random) ?? places[0]
            // Few distinct positions, so sun-time toilets at one spot share too.
            let coordinate = Coordinate(latitude: 48 + Double(Int.random(in: 0..<4, using: &random)) * 0.5, longitude: 11.5)
            return Toilet(id: Toilet.ID(Int64(i)), kind: .dedicated, coordinate: coordinate, region: "r",
                          timeZoneIdentifier: place.timeZone, countryCode: place.country, sources: [], attributes: attributes,
                          createdAt: Fixtures.monday, updatedAt: Fixtures.monday)
        }
    }

    @Test("every toilet gets the verdict its own schedule and context give, at every arrival")
    func sameVerdicts() {
        let toilets = Self.toilets(count: 400, seed: 0x4007_5)
        let table = ToiletHoursTable(toilets: toilets)
        let own = toilets.map { ToiletHours(toilet: $0) }
        var random = SeededRandom(seed: 0xA221_7A1)
        // Arrivals over two years, so DST changes, holidays and the open-span memo all take part;
        // in the same order for both, since the memo remembers.
        for _ in 0..<6_000 {
            let index = Int.random(in: 0..<toilets.count, using: &random)
            let arrival = Fixtures.monday.addingTimeInterval(Double.random(in: -2e7...5e7, using: &random).rounded())
            let margin: Double = [0.0, 300, 7_200].randomElement(using: &random) ?? 0
            let shared = table[index]?.verdict(arrival: arrival, marginSeconds: margin)
            let single = own[index]?.verdict(arrival: arrival, marginSeconds: margin)
            #expect(shared == single, "toilet \(index) at \(arrival)")
            #expect((table[index] == nil) == (own[index] == nil))
        }
    }

    @Test("the finder's hours status, read by the shared schedules, is each toilet's own, at seeded instants and in each language")
    func sameStatus() {
        let toilets = Self.toilets(count: 300, seed: 0x57A7)
        let finder = ToiletFinder(toilets: toilets, networks: [:])
        var random = SeededRandom(seed: 0x57A7_2)
        var known = 0
        for _ in 0..<3_000 {
            let toilet = toilets[Int.random(in: 0..<toilets.count, using: &random)]
            let date = Fixtures.monday.addingTimeInterval(Double.random(in: -2e7...5e7, using: &random).rounded())
            let language = Language.allCases.randomElement(using: &random) ?? .english
            let shared = finder.hoursStatus(of: toilet, at: date, language: language)
            #expect(shared == toilet.hoursStatus(at: date, language: language), "toilet \(toilet.id) at \(date)")
            if shared.state != .unknown { known += 1 }
        }
        #expect(known > 1_000)
        // A toilet the finder holds at another revision is read from its own hours.
        var changed = toilets[0]
        changed.revision += 1
        changed.attributes.openingHours = Attribute("off", source: 0, field: "opening_hours")
        changed.timeZoneIdentifier = "Europe/Berlin"
        #expect(finder.hoursStatus(of: changed, at: Fixtures.monday).state == .closed)
    }

    @Test("toilets share one entry per hours value and place; sun times keep one per position")
    func sharing() throws {
        let toilets = Self.toilets(count: 2_000, seed: 0x54A2E)
        let table = ToiletHoursTable(toilets: toilets)
        // At most 12 values × 5 known places, plus sun values × 4 positions.
        #expect(table.distinctCount <= 12 * 5 + 2 * 5 * 4)
        let sun = try #require(toilets.indices.first { table[$0]?.schedule.usesSunTimes == true })
        #expect(table[sun]?.context.latitude == toilets[sun].coordinate.latitude)
        let plain = try #require(toilets.indices.first { table[$0] != nil && table[$0]?.schedule.usesSunTimes == false })
        #expect(table[plain]?.context.latitude == nil)
        #expect(table[plain]?.context.timeZone.identifier == toilets[plain].timeZoneIdentifier)
        // An unknown time zone or unreadable hours: unknown, as before.
        for (i, toilet) in toilets.enumerated() where toilet.timeZoneIdentifier == "Mars/Olympus_Mons" || toilet.attributes.openingHours.value == nil {
            #expect(table[i] == nil)
        }
    }
}
