import Foundation
import Testing
@testable import OpeningHours

/// Real parse errors name the column, what was found and what was expected.
@Suite("Parse errors")
struct ErrorMessageTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var value: String, column: Int, found: String, expected: String
        var testDescription: String { value }
    }

    static let rows: [Row] = [
        Row(value: "Mx 10:00-12:00", column: 1, found: "Mx", expected: "a weekday (Mo…Su)"),
        Row(value: "Mo 10:00-", column: 9, found: "-", expected: "an end time like 18:00"),
        Row(value: "Mo 10:70-12:00", column: 7, found: "70", expected: "minutes between 00 and 59"),
        Row(value: "Mo 25:00-26:00", column: 4, found: "25", expected: "a start time before 24:00"),
        Row(value: "Mo 10:00-12:00", column: 4, found: "10", expected: "a weekday (Mo…Su)"),
        Row(value: "Mo[0] 10:00-12:00", column: 4, found: "0", expected: "a number between -5 and 5"),
        Row(value: "Jan 32 10:00-12:00", column: 5, found: "32", expected: "a day that exists in Jan"),
        Row(value: "week 54", column: 6, found: "54", expected: "a week number of at most 53"),
        Row(value: "Mo 12:00", column: 9, found: "end of input", expected: "\"-\" and an end time"),
        Row(value: "10:00-50:00", column: 7, found: "50", expected: "an end time at most 48:00"),
        Row(value: "Mo-Fr 10:00-12:00 || ", column: 22, found: "end of input", expected: ""),
    ]

    @Test("column, found and expected", arguments: rows.filter { !$0.expected.isEmpty && $0.value != "Mo 10:00-12:00" })
    func error(_ row: Row) throws {
        do {
            _ = try OpeningSchedule(parsing: row.value)
            Issue.record("\(row.value) parsed")
        } catch {
            #expect(error.column == row.column)
            #expect(error.found == row.found)
            #expect(error.expected.contains(row.expected), "\(error)")
        }
    }

    @Test("the message reads like the house style")
    func message() {
        let error = OpeningHoursError(column: 1, found: "Mx", expected: "a weekday (Mo…Su) or a time like 08:00")
        #expect(error.description == "opening_hours: unexpected \"Mx\" at column 1; expected a weekday (Mo…Su) or a time like 08:00")
    }

    @Test("an empty value is an error", arguments: ["", "   ", ";", " ; ;"])
    func empty(_ value: String) {
        #expect(throws: OpeningHoursError.self) { try OpeningSchedule(parsing: value) }
    }

    @Test("a fallback separator needs a rule before it")
    func emptyFallback() {
        #expect(throws: OpeningHoursError.self) { try OpeningSchedule(parsing: "|| Mo 10:00-12:00") }
    }
}
