import Foundation

/// Public and school holidays for one country and, optionally, one region.
///
/// Public holidays come from compact rule tables compiled into the module (see
/// `HolidayTables`), derived from the opening_hours.js holiday definitions
/// (https://github.com/opening-hours/opening_hours.js, `src/holidays/`, data licensed
/// ODbL-1.0) and checked against the opening_hours.js 3.14.0 test suite. School
/// holidays are loaded for the German states listed in `SchoolHolidayTables`; every
/// other region has none, and `SH` then evaluates to unknown.
///
/// ```swift
/// let bw = HolidayCalendar(country: "de", region: "Baden-Württemberg")
/// bw?.publicHoliday(on: LocalDate(year: 2024, month: 5, day: 30))?.name // "Fronleichnam"
/// ```
public struct HolidayCalendar: Sendable {
    /// The country's ISO 3166-1 alpha-2 code, upper case ("DE").
    public let country: String
    /// The region as given to the initializer (see `resolvedRegionCode` for what it matched).
    public let region: String?

    /// The country's rule table.
    private let table: HolidayTable
    /// The resolved region code ("BW"), or nil for country-wide rules.
    private let regionCode: String?
    /// The rules that apply in this region, in table order.
    private let rules: [HolidayRule]

    /// A calendar for `country` (ISO 3166-1 alpha-2, any case) and `region` (a state or
    /// province name as opening_hours.js names it, e.g. "Baden-Württemberg"), or nil when
    /// there is no public-holiday data for the country (then `PH` evaluates to unknown).
    ///
    /// `region` may also be an ISO 3166-2 code ("DE-BW") or its short form ("BW"), in
    /// any case. An unknown or missing region gives the country-wide holidays (for GB,
    /// which has no country-wide list, England and Wales).
    public init?(country: String, region: String?) {
        guard let table = HolidayTables.table(for: country) else { return nil }
        self.table = table
        self.country = table.country
        self.region = region
        self.regionCode = table.region(matching: region)?.code ?? table.defaultRegion
        self.rules = table.rules(for: regionCode)
    }

    /// All public holidays of `year`, sorted by date.
    public func publicHolidays(year: Int) -> [Holiday] {
        HolidayResolver.holidays(in: year, rules: rules)
    }

    /// The public holiday on `date`, if any.
    public func publicHoliday(on date: LocalDate) -> Holiday? {
        HolidayResolver.holiday(on: date, rules: rules)
    }

    /// Whether a school-holiday calendar is loaded for this region (else `SH` is unknown).
    public var hasSchoolHolidays: Bool {
        !schoolHolidayPeriods.isEmpty
    }

    /// The school-holiday period that contains `date`, if any.
    public func schoolHoliday(on date: LocalDate) -> SchoolHoliday? {
        schoolHolidayPeriods.first { $0.start <= date && date <= $0.end }
    }

    /// All loaded school-holiday periods of this region, sorted by start.
    public var schoolHolidayPeriods: [SchoolHoliday] {
        SchoolHolidayTables.periods(country: table.country, region: regionCode)
    }

    /// The ISO 3166-1 alpha-2 codes of all countries with public-holiday data, sorted.
    public static var supportedCountries: [String] { HolidayTables.countryCodes }

    /// The short code of the region these holidays are for ("BW" for
    /// "Baden-Württemberg"), or nil when only country-wide holidays apply.
    public var resolvedRegionCode: String? { regionCode }
}
