import Foundation
import Testing
@testable import OpeningHours

/// Sun times as opening_hours.js 3.14.0 (suncalc 2.0.0) reports them in the reference
/// suite: Lauda-Königshofen (49.5438327 N, 9.8155867 E) and Buskerud (60.5467949 N,
/// 9.8269589 E), wall time Europe/Berlin. The expected minutes are the suite's
/// `expected_next_change` values (minus the offset, for `sunrise+03:00`).
@Suite("Sun times")
struct SunCalculatorTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    static let lauda = (latitude: 49.5438327, longitude: 9.8155867)
    static let buskerud = (latitude: 60.5467949, longitude: 9.8269589)

    /// `sunrise-sunset`, `dawn-dusk`, `sunrise-(sunset+01:00)+`: the day's own times.
    @Test("the day's sun times at Lauda-Königshofen, 2012", arguments: [
        ("2012-10-01", SunEvent.sunrise, "07:20"), ("2012-10-01", .sunset, "18:58"),
        ("2012-10-01", .dawn, "06:49"), ("2012-10-01", .dusk, "19:30"),
        ("2012-10-02", .sunrise, "07:22"), ("2012-10-02", .sunset, "18:56"),
        ("2012-10-03", .sunrise, "07:23"), ("2012-10-03", .sunset, "18:54"),
        ("2012-10-06", .sunrise, "07:28"), ("2012-10-06", .sunset, "18:48"),
    ])
    func dayTimes(_ row: (String, SunEvent, String)) {
        let minute = SunCalculator.minuteOfDay(row.1, on: CalendarFixture.date(row.0),
                                               latitude: Self.lauda.latitude, longitude: Self.lauda.longitude,
                                               timeZone: Self.berlin)
        #expect(minute == Self.minutes(row.2))
    }

    /// `SH Mo-Fr (sunrise+03:00)` in the summer and autumn holidays of 2024.
    @Test("sunrise at Lauda-Königshofen, 2024", arguments: [
        ("2024-07-25", "05:42"), ("2024-07-26", "05:44"), ("2024-07-29", "05:48"), ("2024-07-30", "05:49"), ("2024-07-31", "05:50"),
        ("2024-08-01", "05:52"), ("2024-08-02", "05:53"), ("2024-08-05", "05:57"), ("2024-08-06", "05:59"), ("2024-08-07", "06:00"),
        ("2024-08-08", "06:02"), ("2024-08-09", "06:03"), ("2024-08-12", "06:07"), ("2024-08-13", "06:09"), ("2024-08-14", "06:10"),
        ("2024-08-15", "06:12"), ("2024-08-16", "06:13"), ("2024-08-19", "06:17"), ("2024-08-20", "06:19"), ("2024-08-21", "06:20"),
        ("2024-08-22", "06:22"), ("2024-08-23", "06:23"), ("2024-08-26", "06:28"), ("2024-08-27", "06:29"), ("2024-08-28", "06:31"),
        ("2024-08-29", "06:32"), ("2024-08-30", "06:34"), ("2024-09-02", "06:38"), ("2024-09-03", "06:39"), ("2024-09-04", "06:41"),
        ("2024-09-05", "06:42"), ("2024-09-06", "06:44"), ("2024-10-28", "07:03"), ("2024-10-29", "07:05"), ("2024-10-30", "07:06"),
    ])
    func sunrise2024(_ row: (String, String)) {
        let minute = SunCalculator.minuteOfDay(.sunrise, on: CalendarFixture.date(row.0),
                                               latitude: Self.lauda.latitude, longitude: Self.lauda.longitude,
                                               timeZone: Self.berlin)
        #expect(minute == Self.minutes(row.1))
    }

    /// `sunrise-07:58` and `sunrise-06:00` ("variable times which move over a fixed end"):
    /// evaluated at local midnight, suncalc picks the previous solar day, and the
    /// reference reports that time; evaluated later the same day it sees the day's own.
    @Test("sunrise depends on the evaluation instant as in opening_hours.js", arguments: [
        ("2013-01-30T00:00", 0, "07:56"), ("2013-01-30T07:56", 0, "07:55"),
        ("2013-01-31T00:00", 0, "07:55"), ("2013-02-01T00:00", 0, "07:54"), ("2013-02-02T00:00", 0, "07:52"),
        ("2013-04-17T00:00", 1, "05:59"), ("2013-04-17T05:59", 1, "05:56"), ("2013-04-18T00:00", 1, "05:56"),
        ("2012-10-01T07:19", 0, "07:20"), ("2012-10-01T07:20", 0, "07:20"),
    ])
    func instantDependence(_ row: (String, Int, String)) throws {
        let place = row.1 == 0 ? Self.lauda : Self.buskerud
        let instant = try #require(Self.instant(row.0))
        let minute = SunCalculator.minuteOfDay(.sunrise, at: instant, latitude: place.latitude,
                                               longitude: place.longitude, timeZone: Self.berlin)
        #expect(minute == Self.minutes(row.2))
    }

    /// Oracle edge case `sunset_paris`: opening_hours.js reports 21:57 where KOpeningHours,
    /// which rounds, reports 21:58; the sunset is at 21:57:56.
    @Test("times are truncated to the minute, not rounded")
    func truncation() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let day = CalendarFixture.date("2025-06-21")
        let noon = try #require(SunCalculator.instant(of: day, hour: 12, in: paris))
        let sunset = try #require(SunCalculator.eventTime(.sunset, near: noon, latitude: 48.8566, longitude: 2.3522))
        let seconds = Int(sunset.timeIntervalSince1970) % 60
        #expect(seconds >= 50)
        #expect(SunCalculator.minuteOfDay(.sunset, on: day, latitude: 48.8566, longitude: 2.3522,
                                          timeZone: paris) == Self.minutes("21:57"))
    }

    /// The same suite points, for evaluators that resolve sun times once per day.
    @Test("range starts follow the reference's midnight evaluation", arguments: [
        ("2013-01-30", 0, SunEvent.sunrise, "07:56"), ("2013-02-02", 0, .sunrise, "07:52"),
        ("2013-04-17", 1, .sunrise, "05:59"), ("2013-04-18", 1, .sunrise, "05:56"),
        ("2012-10-01", 0, .sunrise, "07:20"), ("2012-10-01", 0, .dawn, "06:49"),
        ("2012-10-01", 0, .sunset, "18:58"), ("2012-10-06", 0, .sunrise, "07:28"),
    ])
    func rangeStart(_ row: (String, Int, SunEvent, String)) {
        let place = row.1 == 0 ? Self.lauda : Self.buskerud
        let minute = SunCalculator.rangeStartMinuteOfDay(row.2, on: CalendarFixture.date(row.0), latitude: place.latitude,
                                                         longitude: place.longitude, timeZone: Self.berlin)
        #expect(minute == Self.minutes(row.3))
    }

    @Test("without coordinates the reference's fixed times apply", arguments: [
        (SunEvent.dawn, "05:30"), (.sunrise, "06:00"), (.sunset, "18:00"), (.dusk, "18:30"),
    ])
    func defaults(_ row: (SunEvent, String)) {
        #expect(SunCalculator.defaultMinuteOfDay(row.0) == Self.minutes(row.1))
    }

    @Test("polar day and polar night have no sunrise or sunset", arguments: ["2024-06-21", "2024-12-21"])
    func polar(_ day: String) {
        let tromso = TimeZone(identifier: "Europe/Oslo") ?? Self.berlin
        for event in [SunEvent.sunrise, .sunset] {
            #expect(SunCalculator.minuteOfDay(event, on: CalendarFixture.date(day), latitude: 69.6496,
                                              longitude: 18.9560, timeZone: tromso) == nil)
        }
    }

    @Test("events come in order over a year at mid latitudes")
    func ordering() throws {
        for offset in stride(from: 0, to: 366, by: 5) {
            let day = CalendarFixture.date("2025-01-01").advanced(byDays: offset)
            let times = try SunEvent.allCases.map { event in
                try #require(SunCalculator.minuteOfDay(event, on: day, latitude: 52.52, longitude: 13.405,
                                                       timeZone: Self.berlin))
            }
            #expect(times == times.sorted(), "\(day)")
        }
    }

    static func minutes(_ text: String) -> Int {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        return parts[0] * 60 + parts[1]
    }

    /// "YYYY-MM-DDTHH:MM" as wall time in Europe/Berlin.
    static func instant(_ text: String) -> Date? {
        let halves = text.split(separator: "T").map(String.init)
        let date = CalendarFixture.date(halves[0])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        let clock = minutes(halves[1])
        return calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day,
                                                  hour: clock / 60, minute: clock % 60))
    }
}
