import Foundation
import Testing
@testable import OpeningHours

/// The bugs the grammar generator found (issue 13), one regression test per shape. Instants on
/// Berlin's daylight-saving days are given in UTC, because a wall time there can be ambiguous.
@Suite("Grammar generator findings")
struct GeneratorFindingsTests {
    static func utc(_ text: String) -> Date { GrammarGeneratorTests.utc(text) }

    static func next(_ value: String, after utc: String) throws -> Date? {
        try OpeningSchedule(parsing: value).nextChange(after: Self.utc(utc), in: Berlin.context)
    }

    @Test("02:30-03:45 on spring-forward day opens when the clock jumps to 03:00, not at 03:45 or 03:30")
    func startInsideSpringGap() throws {
        // 01:30 CET; 01:00 UTC is 03:00 CEST, already inside 02:30-03:45.
        #expect(try Self.next("02:30-03:45", after: "2024-03-31T00:30:00Z") == Self.utc("2024-03-31T01:00:00Z"))
        let schedule = try OpeningSchedule(parsing: "02:30-03:45")
        #expect(schedule.state(at: Self.utc("2024-03-31T01:00:00Z"), in: Berlin.context).state == .open)
    }

    @Test("02:15-dusk closes when the clock goes back from 03:00 to 02:00 on fall-back day")
    func closesAtFallBack() throws {
        // 02:30 CEST (00:30 UTC) is open; at 01:00 UTC the wall clock reads 02:00 CET, before 02:15.
        #expect(try Self.next("02:15-dusk", after: "2024-10-27T00:30:00Z") == Self.utc("2024-10-27T01:00:00Z"))
    }

    @Test("02:45-05:45 opens at the second 02:45 when asked during the repeated hour")
    func startInRepeatedHour() throws {
        // 02:30 CET (01:30 UTC): the first 02:45 (00:45 UTC) is past, the second is 01:45 UTC.
        #expect(try Self.next("02:45-05:45", after: "2024-10-27T01:30:00Z") == Self.utc("2024-10-27T01:45:00Z"))
        // Asked in the first pass, the first 02:45 is the change.
        #expect(try Self.next("02:45-05:45", after: "2024-10-27T00:30:00Z") == Self.utc("2024-10-27T00:45:00Z"))
    }

    @Test("23:30-24:00 closes when Santiago's clock goes back from 24:00 to 23:00 (a 25-hour day ending in a transition)")
    func transitionAtMidnight() throws {
        let santiago = try #require(TimeZone(identifier: "America/Santiago"))
        let context = EvaluationContext(timeZone: santiago)
        let schedule = try OpeningSchedule(parsing: "23:30-24:00")
        // 23:45 -03 on 2024-04-06; at 03:00 UTC the wall clock reads 23:00 -04, before 23:30.
        let t = Self.utc("2024-04-07T02:45:00Z")
        #expect(schedule.state(at: t, in: context).state == .open)
        #expect(schedule.nextChange(after: t, in: context) == Self.utc("2024-04-07T03:00:00Z"))
        #expect(schedule.nextChange(after: Self.utc("2024-04-07T03:00:00Z"), in: context) == Self.utc("2024-04-07T03:30:00Z"))
    }

    @Test("2025 Aug 02:45-23:00 is the year 2025 and August, with a time", arguments: [
        ("2024-08-05T10:00", OpeningState.closed), ("2025-08-05T10:00", .open), ("2025-08-05T01:00", .closed),
        ("2025-09-05T10:00", .closed),
    ])
    func yearMonthTime(instant: String, expected: OpeningState) throws {
        let schedule = try OpeningSchedule(parsing: "2025 Aug 02:45-23:00", strict: true)
        #expect(schedule.state(at: Berlin.date(instant), in: Berlin.context).state == expected)
    }

    @Test("Nov Mo[1-2] 15:00-00:45 is November on its first and second Mondays", arguments: [
        ("2024-11-04T16:00", OpeningState.open), ("2024-11-11T16:00", .open), ("2024-11-18T16:00", .closed),
        ("2024-12-02T16:00", .closed), ("2024-11-05T00:30", .open),
    ])
    func monthWithConstraintList(instant: String, expected: OpeningState) throws {
        let schedule = try OpeningSchedule(parsing: "Nov Mo[1-2] 15:00-00:45", strict: true)
        #expect(schedule.state(at: Berlin.date(instant), in: Berlin.context).state == expected)
    }

    @Test("a range that starts with a constrained weekday still parses: Nov Mo[1]-Dec 05")
    func constrainedRangeStillParses() throws {
        let schedule = try OpeningSchedule(parsing: "Nov Mo[1]-Dec 05", strict: true)
        #expect(schedule.state(at: Berlin.date("2024-11-20T12:00"), in: Berlin.context).state == .open)
        #expect(schedule.state(at: Berlin.date("2024-11-01T12:00"), in: Berlin.context).state == .closed)
    }

    @Test("listed gap: a year before a range whose end is a constrained weekday or easter is a parse error, as in the reference's parser", arguments: [
        "2025 Sep 03-Sep Th[-1]", "2024 easter-Feb Tu[2]", "2025 Dec Sa[-1]-2026 Jan 05", "2025 Dec 29-easter",
    ])
    func yearBeforeConstrainedRange(value: String) {
        #expect(throws: OpeningHoursError.self) { try OpeningSchedule(parsing: value) }
    }
}
