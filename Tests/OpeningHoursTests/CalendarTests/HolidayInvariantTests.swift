import Foundation
import Testing
@testable import OpeningHours

/// Properties every holiday table must have, checked for every country and region.
@Suite("Holiday table invariants")
struct HolidayInvariantTests {
    /// Every (country, region) pair with data, plus the country-wide calendar.
    static let calendars: [(String, String?)] = HolidayTables.countryCodes.flatMap { code in
        [(code, nil)] + (HolidayTables.table(for: code)?.regions.map { (code, $0.code) } ?? [])
    }

    @Test("holidays of 1990–2050 are sorted, unique and inside their year",
          arguments: calendars.map { "\($0.0)/\($0.1 ?? "-")" })
    func sortedUniqueWithinYear(_ key: String) throws {
        let parts = key.split(separator: "/").map(String.init)
        let calendar = try #require(HolidayCalendar(country: parts[0], region: parts[1] == "-" ? nil : parts[1]))
        for year in 1990...2050 {
            let holidays = calendar.publicHolidays(year: year)
            #expect(!holidays.isEmpty, "\(key) \(year)")
            #expect(holidays.allSatisfy { $0.date.year == year && $0.date.isValidDate }, "\(key) \(year)")
            #expect(zip(holidays, holidays.dropFirst()).allSatisfy { $0.date < $1.date }, "\(key) \(year)")
            #expect(holidays.allSatisfy { calendar.publicHoliday(on: $0.date) == $0 }, "\(key) \(year)")
        }
    }

    @Test("every region code, ISO code and name finds its own region",
          arguments: HolidayTables.countryCodes)
    func regionLookup(_ code: String) throws {
        let table = try #require(HolidayTables.table(for: code))
        for region in table.regions {
            #expect(table.region(matching: region.code)?.code == region.code)
            #expect(table.region(matching: "\(code)-\(region.code)".lowercased())?.code == region.code)
            for name in region.names {
                #expect(table.region(matching: name.uppercased())?.code == region.code, "\(name)")
            }
        }
    }

    /// Regional holidays must not leak: each is a holiday in its regions only.
    @Test("region-only holidays apply only in their regions", arguments: [
        ("DE", "2024-01-06", ["BW", "BY", "ST"]),
        ("DE", "2024-05-30", ["BW", "BY", "HE", "NW", "RP", "SL"]),
        ("DE", "2024-08-15", ["SL"]),
        ("DE", "2024-09-20", ["TH"]),
        ("DE", "2024-03-08", ["BE", "MV"]),
        ("DE", "2024-11-20", ["SN"]),
        ("DE", "2024-10-31", ["BB", "HB", "HH", "MV", "NI", "SN", "ST", "SH", "TH"]),
        ("DE", "2024-11-01", ["BW", "BY", "NW", "RP", "SL"]),
        ("DE", "2024-03-31", ["BB"]),
        ("GB", "2024-01-02", ["SCT"]),
        ("GB", "2024-07-12", ["NIR"]),
        ("US", "2025-04-16", ["DC", "PR"]),
        ("US", "2025-12-24", ["AR", "GA", "KY", "MI", "MT", "NC", "TN", "TX"]),
    ])
    func noLeak(_ row: (String, String, [String])) throws {
        let table = try #require(HolidayTables.table(for: row.0))
        let date = CalendarFixture.date(row.1)
        for region in table.regions {
            let calendar = try #require(HolidayCalendar(country: row.0, region: region.code))
            #expect((calendar.publicHoliday(on: date) != nil) == row.2.contains(region.code), "\(region.code)")
        }
        if row.0 != "GB" {
            #expect(HolidayCalendar(country: row.0, region: nil)?.publicHoliday(on: date) == nil)
        }
    }
}
