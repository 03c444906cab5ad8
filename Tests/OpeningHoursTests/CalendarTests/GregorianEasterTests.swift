import Foundation
import Testing
@testable import OpeningHours

@Suite("Easter and day arithmetic")
struct GregorianEasterTests {
    /// Easter Sundays from the published tables (e.g. https://www.census.gov/data/software/x13as/genhol/easter-dates.html).
    @Test("Easter Sunday falls on the published date", arguments: [
        (1990, 4, 15), (2000, 4, 23), (2008, 3, 23), (2011, 4, 24), (2013, 3, 31),
        (2014, 4, 20), (2019, 4, 21), (2024, 3, 31), (2025, 4, 20), (2026, 4, 5),
        (2038, 4, 25), (2049, 4, 18), (2285, 3, 22),
    ])
    func easter(_ row: (Int, Int, Int)) {
        #expect(GregorianEaster.sunday(in: row.0) == LocalDate(year: row.0, month: row.1, day: row.2))
    }

    @Test("Easter is always a Sunday between 22 March and 25 April", arguments: 1583...2500)
    func easterRange(_ year: Int) {
        let easter = GregorianEaster.sunday(in: year)
        #expect(easter.isoWeekdayNumber == 7)
        #expect(LocalDate(year: year, month: 3, day: 22) <= easter)
        #expect(easter <= LocalDate(year: year, month: 4, day: 25))
    }

    @Test("day numbers round-trip and weekdays are right", arguments: [
        ("1970-01-01", 0, 4), ("2000-02-29", 11_016, 2), ("2024-12-31", 20_088, 2), ("1969-12-31", -1, 3),
    ])
    func dayNumbers(_ row: (String, Int, Int)) {
        let date = CalendarFixture.date(row.0)
        #expect(date.daysSince1970 == row.1)
        #expect(LocalDate(daysSince1970: row.1) == date)
        #expect(date.isoWeekdayNumber == row.2)
    }

    @Test("adding days crosses months, years and leap days")
    func advancing() {
        #expect(CalendarFixture.date("2024-02-28").advanced(byDays: 1) == CalendarFixture.date("2024-02-29"))
        #expect(CalendarFixture.date("2023-02-28").advanced(byDays: 1) == CalendarFixture.date("2023-03-01"))
        #expect(CalendarFixture.date("2024-12-31").advanced(byDays: 1) == CalendarFixture.date("2025-01-01"))
        #expect(CalendarFixture.date("2025-01-01").advanced(byDays: -1) == CalendarFixture.date("2024-12-31"))
        #expect(!LocalDate(year: 2023, month: 2, day: 29).isValidDate)
        #expect(LocalDate(year: 2000, month: 2, day: 29).isValidDate)
    }
}
