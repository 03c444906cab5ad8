import Foundation
import Testing
@testable import OpeningHours

/// A run of consecutive days for which the reference suite tells whether each is a
/// public holiday; days in the run but not in `holidays` are ordinary days.
struct SuiteHolidayWindow: Sendable, CustomTestStringConvertible {
    let country: String
    let region: String?
    let from: LocalDate
    let to: LocalDate
    let holidays: Set<LocalDate>

    init(_ country: String, _ region: String?, _ from: String, _ to: String, _ holidays: [String]) {
        self.country = country
        self.region = region
        self.from = CalendarFixture.date(from)
        self.to = CalendarFixture.date(to)
        self.holidays = Set(holidays.map(CalendarFixture.date))
    }

    var testDescription: String { "\(country) \(region ?? "(no region)") \(from)…\(to)" }

    static let all: [SuiteHolidayWindow] = otherCountries + russia + unitedStatesAtoM + unitedStatesNtoW
}

/// Small helpers shared by the calendar tests.
enum CalendarFixture {
    /// Parses "YYYY-MM-DD"; a malformed literal is a bug in the test table itself.
    static func date(_ text: String) -> LocalDate {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        precondition(parts.count == 3, "bad date literal \(text)")
        return LocalDate(year: parts[0], month: parts[1], day: parts[2])
    }

    /// Every day from `from` through `to`.
    static func days(from: LocalDate, to: LocalDate) -> [LocalDate] {
        (from.daysSince1970...to.daysSince1970).map { LocalDate(daysSince1970: $0) }
    }
}

@Suite("Public holidays agree with the opening_hours.js reference suite")
struct SuiteHolidayTests {
    @Test("each day of a suite window is a holiday exactly when the reference says so",
          arguments: SuiteHolidayWindow.all)
    func windowMatchesReference(_ window: SuiteHolidayWindow) throws {
        let calendar = try #require(HolidayCalendar(country: window.country, region: window.region))
        for day in CalendarFixture.days(from: window.from, to: window.to) {
            let isHoliday = calendar.publicHoliday(on: day) != nil
            #expect(isHoliday == window.holidays.contains(day), "\(day)")
        }
    }

    /// Points with `PH 12:00-13:00` values (open at noon on holidays only).
    @Test("holidays behind the PH 12:00-13:00 suite cases", arguments: [
        ("ZA", nil, "2022-12-25", "2023-01-02", ["2022-12-25", "2022-12-26", "2023-01-01", "2023-01-02"]),
        ("GB", "Scotland", "2023-01-01", "2023-01-04", ["2023-01-01", "2023-01-02", "2023-01-03"]),
        ("BR", nil, "2024-10-05", "2024-10-28", ["2024-10-06", "2024-10-12", "2024-10-27"]),
        ("BR", nil, "2025-10-05", "2025-10-27", ["2025-10-12"]),
    ] as [(String, String?, String, String, [String])])
    func noonCases(_ row: (String, String?, String, String, [String])) throws {
        try windowMatchesReference(SuiteHolidayWindow(row.0, row.1, row.2, row.3, row.4))
    }
}
