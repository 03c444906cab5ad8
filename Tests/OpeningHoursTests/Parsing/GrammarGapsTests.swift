import Foundation
import Testing
@testable import OpeningHours

/// Values the evaluator had not seen (issue 13): a bare month with a time after a month-day
/// range in a list, and unquoted comments after a modifier.
@Suite("Grammar gaps found on real values")
struct GrammarGapsTests {
    static func at(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = Berlin.zone
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        return formatter.date(from: text) ?? .distantPast
    }

    @Test("a month with a tight clock time after a month-day range is the month, not its 0th day", arguments: [
        ("Jan 31-Feb 01,Aug 00:00-24:00", "2024-08-05T10:00:00", OpeningState.open),
        ("Jan 31-Feb 01,Aug 00:00-24:00", "2024-02-01T10:00:00", .open),
        ("Jan 31-Feb 01,Aug 00:00-24:00", "2024-03-01T10:00:00", .closed),
        ("Aug 00:00-24:00", "2024-08-31T23:00:00", .open),
        ("Jan 05,Aug 10:00-12:00", "2024-08-05T11:00:00", .open),
        // A colon with a space after the date only sets it apart: still the 12th of February.
        ("Jan 23-Feb 12: 00:00-24:00", "2024-02-12T10:00:00", .open),
        ("Jan 23-Feb 12: 00:00-24:00", "2024-02-13T10:00:00", .closed),
    ])
    func monthThenTime(value: String, instant: String, expected: OpeningState) throws {
        let schedule = try OpeningSchedule(parsing: value)
        #expect(schedule.state(at: Self.at(instant), in: Berlin.context).state == expected)
    }

    @Test("words after a modifier are its comment, with a warning; a selector after it is not", arguments: [
        ("Mo-Fr 08:00-12:00 unknown call ahead first", "call ahead first", OpeningState.unknown),
        ("Mo-Fr 08:00-12:00 open call 0123, ask staff", "call 0123, ask staff", .open),
        ("Mo-Fr 08:00-12:00 off renovation works; Sa 10:00-12:00", "renovation works", .closed),
    ])
    func unquotedComment(value: String, comment: String, expected: OpeningState) throws {
        let schedule = try OpeningSchedule(parsing: value)
        let monday = schedule.state(at: Self.at("2024-06-03T10:00:00"), in: Berlin.context)
        #expect(monday.state == expected && monday.comment == comment)
        #expect(schedule.warnings.contains { $0.message.contains("double quotes") })
        // The next rule still counts.
        if value.contains("; Sa") {
            #expect(schedule.state(at: Self.at("2024-06-08T11:00:00"), in: Berlin.context).state == .open)
        }
    }

    @Test("a keyword right after a modifier is not swallowed into a comment")
    func keywordAfterModifier() throws {
        let schedule = try OpeningSchedule(parsing: "Mo-Fr 08:00-12:00 open; Sa off")
        #expect(schedule.state(at: Self.at("2024-06-08T11:00:00"), in: Berlin.context).state == .closed)
        #expect(schedule.state(at: Self.at("2024-06-03T11:00:00"), in: Berlin.context).comment == nil)
    }
}
