import Foundation

/// School-holiday data for all 16 German states, compiled in as tables (no file or
/// network access at run time).
///
/// Source: opening_hours.js `src/holidays/generated-openholidays.js` (3.14.0 line),
/// generated from the OpenHolidays API data (https://www.openholidaysapi.org, data
/// licence ODbL-1.0) and, for 2011–2019, from the `hc` tool's export of the German
/// state ministries' calendars in `de.yaml`. Format as there: per holiday name, per
/// year, one or more ranges `[startMonth, startDay, endMonth, endDay]`, both ends
/// inclusive; an end month before the start month means the next year.
enum SchoolHolidayTables {
    /// The school-holiday periods of `region` in `country`, sorted by start date;
    /// empty when none are loaded.
    static func periods(country: String, region: String?) -> [SchoolHoliday] {
        guard let region else { return [] }
        return byRegion["\(country)-\(region)"] ?? []
    }

    /// The regions with school-holiday data, as `CC-RR` codes.
    static var regionCodes: [String] { byRegion.keys.sorted() }

    private static let byRegion: [String: [SchoolHoliday]] = [
        "DE-BW": expand(badenWuerttemberg),
        "DE-BY": expand(bayern),
        "DE-BE": expand(berlin),
        "DE-BB": expand(brandenburg),
        "DE-HB": expand(bremen),
        "DE-HH": expand(hamburg),
        "DE-HE": expand(hessen),
        "DE-MV": expand(mecklenburgVorpommern),
        "DE-NI": expand(niedersachsen),
        "DE-NW": expand(nordrheinWestfalen),
        "DE-RP": expand(rheinlandPfalz),
        "DE-SL": expand(saarland),
        "DE-SN": expand(sachsen),
        "DE-ST": expand(sachsenAnhalt),
        "DE-SH": expand(schleswigHolstein),
        "DE-TH": expand(thueringen),
    ]

    /// One named holiday with its ranges per year.
    struct Entry: Sendable {
        let name: String
        let ranges: [Int: [Int]]

        init(_ name: String, _ ranges: [Int: [Int]]) {
            self.name = name
            self.ranges = ranges
        }
    }

    /// Turns table entries into dated periods, sorted by start.
    static func expand(_ entries: [Entry]) -> [SchoolHoliday] {
        entries.flatMap { entry in
            entry.ranges.flatMap { year, numbers in
                stride(from: 0, to: numbers.count - 3, by: 4).compactMap { index in
                    period(entry.name, year: year, Array(numbers[index..<index + 4]))
                }
            }
        }
        .sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    }

    private static func period(_ name: String, year: Int, _ n: [Int]) -> SchoolHoliday? {
        let start = LocalDate(year: year, month: n[0], day: n[1])
        let endYear = n[2] < n[0] ? year + 1 : year
        let end = LocalDate(year: endYear, month: n[2], day: n[3])
        guard start.isValidDate, end.isValidDate, start <= end else { return nil }
        return SchoolHoliday(start: start, end: end, name: name)
    }
}
