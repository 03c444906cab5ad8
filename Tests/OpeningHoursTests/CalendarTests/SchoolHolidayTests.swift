import Foundation
import Testing
@testable import OpeningHours

/// School holidays of Baden-Württemberg as the reference suite sees them.
///
/// Derived from the suite's `SH` values for Baden-Württemberg (2024): `SH,PH` open until
/// 2024-01-07 (with 6 January a public holiday), `SHWe` open on 27 March and 3 April,
/// `Jul-Sep SH` open 25 July to 8 September, `PH -1 day SH Mo-We` open 28–30 October,
/// 23–24 December and 30 December – 1 January, and `Mo-Sa 18:00+; SH off` not off
/// from 9 to 20 September. The extreme example (`SH Mo-Fr (sunrise+03:00)`) confirms
/// every weekday from 25 July to 6 September and 28–30 October.
@Suite("School holidays")
struct SchoolHolidayTests {
    static let bw = HolidayCalendar(country: "DE", region: "Baden-Württemberg")

    @Test("days the reference treats as school holidays", arguments: [
        "2024-01-01", "2024-01-02", "2024-01-04", "2024-01-05", "2024-03-27", "2024-04-03",
        "2024-07-25", "2024-08-16", "2024-09-06", "2024-09-07", "2024-10-28", "2024-10-29",
        "2024-10-30", "2024-12-23", "2024-12-24", "2024-12-30", "2024-12-31", "2025-01-01",
    ])
    func isSchoolHoliday(_ day: String) throws {
        let calendar = try #require(Self.bw)
        #expect(calendar.schoolHoliday(on: CalendarFixture.date(day)) != nil)
    }

    @Test("days the reference treats as school days", arguments: [
        "2024-01-08", "2024-01-11", "2024-01-18", "2024-02-01", "2024-02-14", "2024-03-20",
        "2024-04-10", "2024-06-26", "2024-07-24", "2024-09-09", "2024-09-13", "2024-09-20",
        "2024-10-25", "2024-11-26", "2025-01-08",
    ])
    func isSchoolDay(_ day: String) throws {
        let calendar = try #require(Self.bw)
        #expect(calendar.schoolHoliday(on: CalendarFixture.date(day)) == nil)
    }

    @Test("periods carry their names and inclusive ends")
    func periodNames() throws {
        let calendar = try #require(Self.bw)
        let summer = try #require(calendar.schoolHoliday(on: CalendarFixture.date("2013-08-01")))
        #expect(summer == SchoolHoliday(start: CalendarFixture.date("2013-07-25"),
                                        end: CalendarFixture.date("2013-09-07"), name: "Sommerferien"))
        let christmas = try #require(calendar.schoolHoliday(on: CalendarFixture.date("2016-01-09")))
        #expect(christmas.name == "Weihnachtsferien")
        #expect(christmas.start == CalendarFixture.date("2015-12-23"))
    }

    @Test("periods are sorted and well formed in every loaded region",
          arguments: SchoolHolidayTables.regionCodes)
    func wellFormed(_ key: String) {
        let parts = key.split(separator: "-").map(String.init)
        let periods = SchoolHolidayTables.periods(country: parts[0], region: parts[1])
        #expect(periods.count > 50)
        #expect(periods.allSatisfy { $0.start <= $0.end && $0.start.isValidDate && $0.end.isValidDate })
        // German school holidays last at most about seven weeks; longer means a typo.
        #expect(periods.allSatisfy { $0.end.daysSince1970 - $0.start.daysSince1970 < 50 })
        #expect(zip(periods, periods.dropFirst()).allSatisfy { $0.start <= $1.start })
    }

    @Test("regions and countries without data have no school holidays", arguments: [
        ("DE", nil), ("GB", "England"), ("US", "Texas"), ("FR", "Moselle"),
    ] as [(String, String?)])
    func noData(_ row: (String, String?)) throws {
        let calendar = try #require(HolidayCalendar(country: row.0, region: row.1))
        #expect(!calendar.hasSchoolHolidays)
        #expect(calendar.schoolHoliday(on: CalendarFixture.date("2024-08-01")) == nil)
    }

    @Test("every German state has school holidays", arguments: HolidayTables.germany.regions.map(\.code))
    func everyState(_ code: String) throws {
        let calendar = try #require(HolidayCalendar(country: "DE", region: code))
        #expect(calendar.hasSchoolHolidays)
        // 30 July 2024 is in every state's summer holidays: the latest start is
        // 29 July (Bayern), the earliest end 31 July (Thüringen).
        #expect(calendar.schoolHoliday(on: CalendarFixture.date("2024-07-30"))?.name == "Sommerferien")
    }

    @Test("other states' periods come out of their tables")
    func otherStates() throws {
        let berlin = try #require(HolidayCalendar(country: "DE", region: "DE-BE"))
        #expect(berlin.schoolHoliday(on: CalendarFixture.date("2024-07-18"))?.name == "Sommerferien")
        let hamburg = try #require(HolidayCalendar(country: "DE", region: "Hamburg"))
        #expect(hamburg.schoolHoliday(on: CalendarFixture.date("2025-01-02"))?.start == CalendarFixture.date("2024-12-20"))
    }
}
