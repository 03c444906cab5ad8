import Foundation

/// Sun times, computed the way opening_hours.js 3.14.0 (with suncalc 2.0.0) computes them.
///
/// How opening_hours.js does it, found by matching its test suite:
/// - It passes the *evaluation instant* (the moment being evaluated, not midnight or
///   noon) to suncalc's `getTimes`. Suncalc picks the solar day whose transit is
///   nearest (`round(d − 0.0009 − lw/2π)`), so shortly after local midnight (before
///   about 01:20 in Germany in summer) the previous day's times are used; the
///   evaluator then re-evaluates at the change point and sees the current day's time.
///   `minuteOfDay(_:at:…)` reproduces that. The visible effect in the reference: a
///   range that *starts* at a sun event starts at the later of the previous and the
///   current day's time (sunrise 2013-01-30 at 49.5° N: 07:56, not the day's 07:55),
///   while ends and all events of days whose times get later use the day's own time;
///   `rangeStartMinuteOfDay` gives that start for evaluators that work day by day.
/// - The event's wall-clock hour and minute are used, seconds truncated
///   (`getHours() * 60 + getMinutes()`), in the evaluation time zone.
/// - Without coordinates it uses fixed times: dawn 05:30, sunrise 06:00, sunset 18:00,
///   dusk 18:30 (`defaultMinuteOfDay`).
///
/// The sunrise/sunset altitude is −0.833° (refraction plus the solar semi-diameter),
/// dawn/dusk (civil twilight) −6°. Rise and set follow Meeus ch. 15: the transit is
/// refined until the local hour angle is zero, then the hour angle for the altitude is
/// corrected twice with formula 15.2 (see also
/// https://aa.quae.nl/en/reken/zonpositie.html for the approach).
public enum SunCalculator {
    /// Minutes after local midnight of `date` in `timeZone` at which `event` happens at
    /// the given place, or nil when it does not happen that day (polar day or night).
    ///
    /// Uses local noon of `date` as the instant, which always selects that day's solar
    /// transit for places inside their own time zone.
    public static func minuteOfDay(
        _ event: SunEvent, on date: LocalDate, latitude: Double, longitude: Double, timeZone: TimeZone
    ) -> Int? {
        guard let noon = instant(of: date, hour: 12, in: timeZone) else { return nil }
        return minuteOfDay(event, at: noon, latitude: latitude, longitude: longitude, timeZone: timeZone)
    }

    /// The minute at which opening_hours.js lets a time range that *starts* at `event`
    /// begin on `date`, for evaluators that resolve sun times once per day.
    ///
    /// The reference evaluates at local midnight first, where suncalc still returns the
    /// previous solar day's morning events; when that time is later than the day's own
    /// (days getting longer), the range opens at the later time. So for dawn and sunrise
    /// this is the later of the previous and the current day's minute; for sunset and
    /// dusk it is the day's own. With this rule every sun-time point of the
    /// opening_hours.js 3.14.0 suite is reproduced (e.g. `sunrise-07:58` opens at 07:56
    /// on 2013-01-30 at 49.54° N 9.82° E, although that day's sunrise is at 07:55).
    public static func rangeStartMinuteOfDay(
        _ event: SunEvent, on date: LocalDate, latitude: Double, longitude: Double, timeZone: TimeZone
    ) -> Int? {
        let own = minuteOfDay(event, on: date, latitude: latitude, longitude: longitude, timeZone: timeZone)
        guard event.isMorning, let own, let midnight = instant(of: date, hour: 0, in: timeZone),
              let early = minuteOfDay(event, at: midnight, latitude: latitude, longitude: longitude, timeZone: timeZone)
        else { return own }
        return max(own, early)
    }

    /// The wall-clock minute (0…1439, seconds truncated) of `event` for the solar day
    /// that suncalc selects for `instant`, exactly as opening_hours.js computes it for
    /// an evaluation at `instant`; nil in polar day or night.
    ///
    /// Example: at 49.54° N 9.82° E (Europe/Berlin), evaluated at 2013-01-30 00:00 this
    /// gives 07:56 (the sunrise of 29 January), evaluated at 07:56 it gives 07:55.
    public static func minuteOfDay(
        _ event: SunEvent, at instant: Date, latitude: Double, longitude: Double, timeZone: TimeZone
    ) -> Int? {
        guard let time = eventTime(event, near: instant, latitude: latitude, longitude: longitude) else {
            return nil
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: time)
        guard let hour = parts.hour, let minute = parts.minute else { return nil }
        return hour * 60 + minute
    }

    /// The instant of `event` on the solar day nearest `instant`, or nil when the Sun
    /// does not reach the event's altitude that day.
    public static func eventTime(_ event: SunEvent, near instant: Date, latitude: Double, longitude: Double) -> Date? {
        let lw = SolarEphemeris.radian * -longitude
        let phi = SolarEphemeris.radian * latitude
        let d = SolarEphemeris.days(since: instant)
        let cycle = (d - 0.0009 - lw / (2 * .pi)).rounded(.toNearestOrAwayFromZero)
        let transit = SolarTransit.refinedTransit(seed: cycle + 0.0009 + lw / (2 * .pi), lw: lw)
        let altitude = SolarEphemeris.radian * event.altitudeDegrees
        let sign: Double = event.isMorning ? -1 : 1
        guard let days = SolarTransit.crossing(altitude: altitude, transit: transit, sign: sign, lw: lw, phi: phi) else {
            return nil
        }
        return SolarEphemeris.date(fromDays: days)
    }

    /// The time opening_hours.js uses for `event` when no coordinates are known:
    /// dawn 05:30, sunrise 06:00, sunset 18:00, dusk 18:30 (minutes after midnight).
    public static func defaultMinuteOfDay(_ event: SunEvent) -> Int {
        switch event {
        case .dawn: return 5 * 60 + 30
        case .sunrise: return 6 * 60
        case .sunset: return 18 * 60
        case .dusk: return 18 * 60 + 30
        }
    }

    /// `hour`:00 on `date` in `timeZone`.
    static func instant(of date: LocalDate, hour: Int, in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: hour))
    }
}

extension SunEvent {
    /// The Sun's altitude at the event: −0.833° for sunrise/sunset, −6° for civil dawn/dusk.
    public var altitudeDegrees: Double {
        switch self {
        case .sunrise, .sunset: return -0.833
        case .dawn, .dusk: return -6
        }
    }

    /// Whether the event is before solar noon.
    public var isMorning: Bool { self == .dawn || self == .sunrise }
}
