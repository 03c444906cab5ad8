import Foundation
import Testing
@testable import OpeningHours

/// The cases of Oracle/edge-cases.md (2025): the reference's answer, except where it errors on a
/// value the specification allows (`2025 Mar 28-Apr 16 off`, `24/7; PH off`).
@Suite("Edge cases where evaluators disagree")
struct EdgeCaseTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String, value: String, time: String, expected: String
        var zone = "Europe/Berlin", country: String? = "DE", region: String? = "Baden-Württemberg"
        var latitude: Double? = nil, longitude: Double? = nil
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "comment_only_rule", value: "Mo 10:00-12:00 \"by appointment\"", time: "2025-06-02T11:00", expected: "unknown → 2025-06-02T12:00"),
        Row(name: "open_end", value: "Mo-Su 18:00+", time: "2025-06-02T19:00", expected: "unknown → 2025-06-03T04:00"),
        Row(name: "open_end_late", value: "Mo-Su 18:00+", time: "2025-06-02T23:30", expected: "unknown → 2025-06-03T04:00"),
        Row(name: "fallback", value: "Mo-Fr 08:00-12:00 || \"call us\"", time: "2025-06-07T10:00", expected: "unknown → 2025-06-09T08:00"),
        Row(name: "unknown_kw", value: "Mo-Fr 08:00-12:00 unknown", time: "2025-06-02T10:00", expected: "unknown → 2025-06-02T12:00"),
        Row(name: "year_range_cross_month", value: "Mo-Su 10:00-18:00; 2025 Mar 28-Apr 16 off", time: "2025-04-01T12:00", expected: "closed → 2025-04-17T10:00"),
        Row(name: "ph_de_whitmonday", value: "Mo-Fr 08:00-18:00; PH off", time: "2025-06-09T12:00", expected: "closed → 2025-06-10T08:00"),
        Row(name: "ph_regional_bw_corpus_christi", value: "Mo-Fr 08:00-18:00; PH off", time: "2025-06-19T12:00", expected: "closed → 2025-06-20T08:00"),
        Row(name: "sunset_paris", value: "sunrise-sunset", time: "2025-06-21T21:00", expected: "open → 2025-06-21T21:57",
            zone: "Europe/Paris", country: "FR", region: nil, latitude: 48.8566, longitude: 2.3522),
        Row(name: "dst_gap", value: "Mo-Su 02:00-03:00", time: "2025-03-30T01:59", expected: "closed → 2025-03-31T02:00"),
        Row(name: "midnight_wrap", value: "Fr-Sa 22:00-03:00", time: "2025-06-07T02:00", expected: "open → 2025-06-07T03:00"),
        Row(name: "24_7_off_ph", value: "24/7; PH off", time: "2025-12-25T12:00", expected: "closed → 2025-12-27T00:00",
            zone: "Europe/London", country: "GB", region: nil),
        Row(name: "seasonal", value: "Apr-Oct: Mo-Su 09:00-19:00; Nov-Mar: Mo-Su 10:00-16:00", time: "2025-11-03T17:00", expected: "closed → 2025-11-04T10:00"),
        Row(name: "nth_weekday", value: "Mo-Fr 09:00-17:00; Mo[1] off", time: "2025-06-02T10:00", expected: "closed → 2025-06-03T09:00"),
    ]

    @Test("state and next change", arguments: rows)
    func edgeCase(_ row: Row) throws {
        let zone = try #require(TimeZone(identifier: row.zone))
        let context = EvaluationContext(timeZone: zone, country: row.country, region: row.region,
                                        latitude: row.latitude, longitude: row.longitude)
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm"
        f.timeZone = zone
        let at = try #require(f.date(from: row.time))
        let schedule = try OpeningSchedule(parsing: row.value)
        let next = schedule.nextChange(after: at, in: context).map { f.string(from: $0) } ?? "none"
        #expect("\(schedule.state(at: at, in: context).state.rawValue) → \(next)" == row.expected)
    }
}
