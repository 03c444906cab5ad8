import Foundation
import Testing
@testable import OpeningHours

/// Forms the reference accepts with a warning: accepted (with a warning) by default, errors in
/// strict mode, and read the same way as the correct form.
@Suite("Lenient parsing")
struct LenientTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var sloppy: String, correct: String
        var testDescription: String { "\(sloppy) ≙ \(correct)" }
    }

    static let rows: [Row] = [
        Row(sloppy: "Mo-Fr 8-18", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mo-Fr 8:00 - 18:00", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mon-Fri 08:00-18:00", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Montag-Freitag 08:00-18:00", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "monday-friday 08:00-18:00", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "lundi-vendredi 08:00-18:00", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mo-Fr 08.00-18.00", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mo-Fr 8am-6pm", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mo-Fr 08:00am-06:00pm", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mo-Fr 8h-18h", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mo-Fr 08:00 to 18:00", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mo-Fr 08:00 bis 18:00", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mo-Fr  08:00-18:00", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mo-Fr 08:00-18:00;", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mo-Fr 08:00–18:00", correct: "Mo-Fr 08:00-18:00"),
        Row(sloppy: "Mo-Fr 08:00-18:00; So geschlossen", correct: "Mo-Fr 08:00-18:00; Su off"),
        Row(sloppy: "täglich 08:00-18:00", correct: "Mo-Su 08:00-18:00"),
        Row(sloppy: "daily 08:00-18:00", correct: "Mo-Su 08:00-18:00"),
        Row(sloppy: "always", correct: "24/7"),
        Row(sloppy: "24 hours", correct: "00:00-24:00"),
        Row(sloppy: "Mo-Fr 08:00-18:00, Sa 09:00-12:00", correct: "Mo-Fr 08:00-18:00, Sa 09:00-12:00"),
        // Unquoted comments after a modifier (issue 13).
        Row(sloppy: "Mo-Fr 08:00-12:00 unknown call ahead first", correct: "Mo-Fr 08:00-12:00 unknown \"call ahead first\""),
        Row(sloppy: "Mo-Fr 08:00-12:00 open call 0123, ask staff", correct: "Mo-Fr 08:00-12:00 open \"call 0123, ask staff\""),
        Row(sloppy: "Mo-Fr 08:00-18:00 off Bauarbeiten; Sa 10:00-12:00", correct: "Mo-Fr 08:00-18:00 off \"Bauarbeiten\"; Sa 10:00-12:00"),
    ]

    static let instants = (0..<14).map { Date(timeIntervalSince1970: 1_717_372_800 + Double($0) * 37_000) }

    @Test("accepted with a warning and read like the correct form", arguments: rows)
    func lenient(_ row: Row) throws {
        let sloppy = try OpeningSchedule(parsing: row.sloppy)
        let correct = try OpeningSchedule(parsing: row.correct)
        if row.sloppy != row.correct { #expect(!sloppy.warnings.isEmpty) }
        for instant in Self.instants {
            #expect(sloppy.state(at: instant, in: Berlin.context).state == correct.state(at: instant, in: Berlin.context).state)
        }
    }

    @Test("strict mode rejects the sloppy form", arguments: rows.filter { $0.sloppy != $0.correct })
    func strict(_ row: Row) {
        #expect(throws: OpeningHoursError.self) { try OpeningSchedule(parsing: row.sloppy, strict: true) }
    }

    @Test("strict mode accepts correct values", arguments: rows.map(\.correct))
    func strictCorrect(_ value: String) throws {
        let schedule = try OpeningSchedule(parsing: value, strict: true)
        #expect(schedule.warnings.isEmpty)
    }

    @Test("Polish pn is Monday, Lithuanian pn is Friday")
    func pn() throws {
        let monday = Berlin.date("2024-06-03T11:00"), friday = Berlin.date("2024-06-07T11:00")
        let polish = try OpeningSchedule(parsing: "pn 10:00-12:00", country: "PL")
        let lithuanian = try OpeningSchedule(parsing: "pn 10:00-12:00", country: "LT")
        #expect(polish.state(at: monday, in: Berlin.context).state == .open)
        #expect(lithuanian.state(at: friday, in: Berlin.context).state == .open)
    }
}
