import Foundation

/// Where and in which time zone a schedule is evaluated.
///
/// The holiday calendar is resolved once from `country` and `region` (see `HolidayCalendar`);
/// sun times need `latitude` and `longitude` (without them sunrise is 06:00, sunset 18:00, dawn
/// 05:30 and dusk 18:30, as in opening_hours.js). Build one context per place and reuse it: it
/// carries the cached UTC offsets of its time zone.
public struct EvaluationContext: Sendable {
    /// The time zone whose wall clock the value is written in.
    public let timeZone: TimeZone
    /// ISO 3166-1 alpha-2 country code, e.g. "DE".
    public let country: String?
    /// State or province as opening_hours.js names it, e.g. "Baden-Württemberg".
    public let region: String?
    /// Latitude in degrees, for sun times.
    public let latitude: Double?
    /// Longitude in degrees, for sun times.
    public let longitude: Double?
    /// Public and school holidays of the place, nil when no data exists for the country.
    public let holidays: HolidayCalendar?
    let clock: ZoneClock
    let key: Key
    let calendarCache = CalendarCache()

    /// Identity of a context for the evaluation caches.
    struct Key: Hashable, Sendable {
        var timeZone: String, country: String?, region: String?, latitude: Double?, longitude: Double?
    }

    /// Creates a context; the holiday calendar is looked up from `country` and `region`.
    public init(timeZone: TimeZone, country: String? = nil, region: String? = nil,
                latitude: Double? = nil, longitude: Double? = nil) {
        self.timeZone = timeZone
        self.country = country
        self.region = region
        self.latitude = latitude
        self.longitude = longitude
        self.holidays = country.flatMap { HolidayCalendar(country: $0, region: region) }
        self.clock = ZoneClock(timeZone: timeZone)
        self.key = Key(timeZone: timeZone.identifier, country: country, region: region, latitude: latitude, longitude: longitude)
    }

    /// Minute of day of a sun event on a local day, or nil without coordinates or on polar days.
    func sunMinute(_ event: SunEvent, on day: CivilDay) -> Int? {
        guard let latitude, let longitude else { return nil }
        return calendarCache.sunMinute(event, on: day) {
            SunCalculator.minuteOfDay(event, on: day.localDate, latitude: latitude, longitude: longitude, timeZone: timeZone)
        }
    }

    var hasCoordinates: Bool { latitude != nil && longitude != nil }
}

/// Whether a place is open.
public enum OpeningState: String, Sendable, Equatable {
    /// Open for sure.
    case open
    /// Closed (a closed toilet is no toilet).
    case closed
    /// Maybe open: `unknown` rules, comments only, open ends, missing calendar data.
    case unknown
}

/// A stretch of time with one state and comment, for week tables.
public struct OpeningInterval: Sendable, Equatable {
    /// Start, inclusive.
    public var start: Date
    /// End, exclusive.
    public var end: Date
    /// The state throughout the interval.
    public var state: OpeningState
    /// The comment that applies, if any.
    public var comment: String?

    /// Creates an interval.
    public init(start: Date, end: Date, state: OpeningState, comment: String?) {
        self.start = start
        self.end = end
        self.state = state
        self.comment = comment
    }
}
