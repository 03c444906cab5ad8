import Foundation
import Testing
@testable import OpeningHours

/// One row per grammar piece: value, Berlin wall time, "state → next change" as the reference
/// (opening_hours.js 3.14.0) evaluates it. 2024-06-03 is a Monday.
@Suite("Grammar pieces evaluate like the reference")
struct GrammarTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var value: String, time: String, expected: String
        var mode: OpeningSchedule.Mode = .timeRanges
        var testDescription: String { "\(value) @ \(time)" }
    }

    static let rows: [Row] = [
        // years, months, dates
        Row(value: "2024 Mo-Fr 08:00-12:00", time: "2024-06-03T09:00", expected: "open → 2024-06-03T12:00"),
        Row(value: "2020-2023 Mo-Fr 08:00-12:00", time: "2024-06-03T09:00", expected: "closed → none"),
        Row(value: "2020+ 08:00-12:00", time: "2024-06-03T13:00", expected: "closed → 2024-06-04T08:00"),
        Row(value: "2020-2030/2 Jun 03", time: "2024-06-03T13:00", expected: "open → 2024-06-04T00:00"),
        Row(value: "2020-2030/2 Jun 03", time: "2025-06-03T13:00", expected: "closed → 2026-06-03T00:00"),
        Row(value: "Nov-Feb 10:00-12:00", time: "2024-06-03T11:00", expected: "closed → 2024-11-01T10:00"),
        Row(value: "Dec 24-26 off; 10:00-12:00", time: "2024-12-25T11:00", expected: "open → 2024-12-25T12:00"),
        Row(value: "Mo-Su 10:00-12:00; Dec 24-26 off", time: "2024-12-25T11:00", expected: "closed → 2024-12-27T10:00"),
        Row(value: "Dec 31-Jan 01 10:00-12:00", time: "2025-01-01T11:00", expected: "open → 2025-01-01T12:00"),
        Row(value: "easter -2 days-easter +1 day 10:00-12:00", time: "2024-03-29T11:00", expected: "open → 2024-03-29T12:00"),
        Row(value: "easter", time: "2024-03-31T11:00", expected: "open → 2024-04-01T00:00"),
        Row(value: "Jan 01-31/8", time: "2024-01-09T11:00", expected: "open → 2024-01-10T00:00"),
        // weeks
        Row(value: "week 01-53/2 Mo 10:00-12:00", time: "2024-06-03T11:00", expected: "open → 2024-06-03T12:00"),
        Row(value: "week 02-52/2 Mo 10:00-12:00", time: "2024-06-03T11:00", expected: "closed → 2024-06-10T10:00"),
        // weekdays
        Row(value: "Mo-Fr 08:00-18:00; We off", time: "2024-06-05T09:00", expected: "closed → 2024-06-06T08:00"),
        Row(value: "Sa-Mo 10:00-12:00", time: "2024-06-03T11:00", expected: "open → 2024-06-03T12:00"),
        Row(value: "Su[1] 10:00-12:00", time: "2024-06-02T11:00", expected: "open → 2024-06-02T12:00"),
        Row(value: "Mo[-1] 10:00-12:00", time: "2024-06-24T11:00", expected: "open → 2024-06-24T12:00"),
        Row(value: "Fr[1-2] 10:00-12:00", time: "2024-06-14T11:00", expected: "open → 2024-06-14T12:00"),
        Row(value: "Sa[-1] -2 days 10:00-12:00", time: "2024-06-27T11:00", expected: "open → 2024-06-27T12:00"),
        Row(value: "Mo-Fr 09:00-17:00; Mo[1] off", time: "2024-06-03T10:00", expected: "closed → 2024-06-04T09:00"),
        // times
        Row(value: "Fr-Sa 22:00-03:00", time: "2024-06-08T02:00", expected: "open → 2024-06-08T03:00"),
        Row(value: "18:00-26:00", time: "2024-06-04T01:00", expected: "open → 2024-06-04T02:00"),
        Row(value: "Mo-Su 18:00+", time: "2024-06-02T19:00", expected: "unknown → 2024-06-03T04:00"),
        Row(value: "10:00-12:00,14:00-16:00", time: "2024-06-03T13:00", expected: "closed → 2024-06-03T14:00"),
        Row(value: "24/7", time: "2024-06-03T13:00", expected: "open → none"),
        Row(value: "00:00-24:00; Mo 15:00-16:00 off", time: "2024-06-03T15:30", expected: "closed → 2024-06-03T16:00"),
        // modifiers and comments
        Row(value: "Mo 10:00-12:00 \"by appointment\"", time: "2024-06-03T11:00", expected: "unknown → 2024-06-03T12:00"),
        Row(value: "Mo-Fr 08:00-12:00 unknown", time: "2024-06-03T10:00", expected: "unknown → 2024-06-03T12:00"),
        Row(value: "off", time: "2024-06-03T10:00", expected: "closed → none"),
        // rule separators
        Row(value: "Mo-Fr 08:00-12:00, We 14:00-18:00", time: "2024-06-05T15:00", expected: "open → 2024-06-05T18:00"),
        Row(value: "Mo-Fr 08:00-12:00; We 14:00-18:00", time: "2024-06-05T09:00", expected: "closed → 2024-06-05T14:00"),
        Row(value: "Mo-Fr 08:00-12:00 || \"call us\"", time: "2024-06-08T10:00", expected: "unknown → 2024-06-10T08:00"),
        Row(value: "Apr-Oct: Mo-Su 09:00-19:00; Nov-Mar: Mo-Su 10:00-16:00", time: "2024-11-03T17:00", expected: "closed → 2024-11-04T10:00"),
        // points in time and periods
        Row(value: "Mo 12:00,15:00", time: "2024-06-03T12:00", expected: "open → 2024-06-03T12:01", mode: .pointsInTime),
        Row(value: "Mo-Fr 10:00-16:00/90", time: "2024-06-03T11:30", expected: "open → 2024-06-03T11:31", mode: .pointsInTime),
        // sun times without coordinates use the reference's fixed times
        Row(value: "sunrise-sunset", time: "2024-06-03T05:00", expected: "closed → 2024-06-03T06:00"),
        Row(value: "(sunrise+01:00)-(sunset-00:30)", time: "2024-06-03T07:30", expected: "open → 2024-06-03T17:30"),
        // the specification allows a year on the start of a date range only
        Row(value: "Mo-Su 10:00-18:00; 2025 Mar 28-Apr 16 off", time: "2025-04-01T12:00", expected: "closed → 2025-04-17T10:00"),
    ]

    @Test("state and next change", arguments: rows)
    func evaluates(_ row: Row) throws {
        let context = EvaluationContext(timeZone: Berlin.zone)
        #expect(try Berlin.evaluate(row.value, at: row.time, mode: row.mode, in: context) == row.expected)
    }

    @Test("PH and SH are unknown where no calendar is known")
    func holidaysWithoutCalendar() throws {
        let result = try Berlin.evaluate("Mo-Fr 08:00-18:00; PH off", at: "2024-06-03T10:00", in: Berlin.contextWithoutCountry)
        #expect(result.hasPrefix("unknown"))
    }
}
