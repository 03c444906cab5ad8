import Foundation

/// The registry of public-holiday tables, one per country.
///
/// Sources: the holiday definitions of opening_hours.js
/// (https://github.com/opening-hours/opening_hours.js, folder `src/holidays/`, one YAML
/// file per country; the data files are licensed ODbL-1.0, "© opening_hours.js
/// contributors"). Only the data (dates, names, region lists, weekend rules) is taken;
/// each country file names the version it follows and any deviation. Year ranges that
/// opening_hours.js does not model come from the cited holiday laws.
///
/// The dates were checked against the opening_hours.js 3.14.0 evaluation suite
/// (`Tests/OpeningHoursTests/Oracle/reference-suite.jsonl`).
enum HolidayTables {
    /// The table for `country` (ISO 3166-1 alpha-2, any case), if there is one.
    static func table(for country: String) -> HolidayTable? {
        byCountry[country.trimmingCharacters(in: .whitespaces).uppercased()]
    }

    /// Every country code with public-holiday data, sorted.
    static var countryCodes: [String] { byCountry.keys.sorted() }

    private static let byCountry: [String: HolidayTable] = Dictionary(
        all.map { ($0.country, $0) }, uniquingKeysWith: { first, _ in first }
    )

    private static let all: [HolidayTable] = [
        germany, unitedKingdom, ireland, unitedStates, canada, australia, newZealand, southAfrica,
        brazil, argentina, france, monaco, andorra, malta, italy, spain, austria, switzerland,
        belgium, netherlands, denmark, estonia, poland, lithuania, norway, sweden, czechia, russia,
    ]
}
