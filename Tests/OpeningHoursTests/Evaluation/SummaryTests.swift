import Foundation
import Testing
import Localization
@testable import OpeningHours

/// The one-line summary the app shows. 2024-06-07 is a Friday.
@Suite("Human summary text")
struct SummaryTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var value: String, time: String, expected: String
        var testDescription: String { "\(value) @ \(time) → \(expected)" }
    }

    static let rows: [Row] = [
        Row(value: "24/7", time: "2024-06-07T10:00", expected: "Open 24/7"),
        Row(value: "Mo-Su 08:00-21:00", time: "2024-06-07T10:00", expected: "Open until 21:00"),
        Row(value: "Mo-Su 08:00-21:00", time: "2024-06-07T20:45", expected: "Closes in 15 min"),
        Row(value: "Mo-Su 08:00-21:00", time: "2024-06-07T22:00", expected: "Opens tomorrow at 08:00"),
        Row(value: "Mo-Su 08:00-21:00", time: "2024-06-07T07:45", expected: "Opens in 15 min"),
        Row(value: "Mo-Su 14:00-21:00", time: "2024-06-07T10:00", expected: "Opens at 14:00"),
        Row(value: "Mo-Fr 09:00-17:00", time: "2024-06-07T18:00", expected: "Opens Monday at 09:00"),
        Row(value: "Fr-Sa 20:00-02:00", time: "2024-06-07T21:00", expected: "Open until 02:00"),
        Row(value: "off", time: "2024-06-07T10:00", expected: "Closed"),
        Row(value: "Mo-Fr 08:00-12:00 unknown", time: "2024-06-07T10:00", expected: "Hours unknown"),
        Row(value: "Fr 08:00-12:00 \"by appointment\"", time: "2024-06-07T10:00", expected: "Hours unknown: by appointment"),
    ]

    @Test("summary", arguments: rows)
    func summary(_ row: Row) throws {
        let schedule = try OpeningSchedule(parsing: row.value)
        #expect(schedule.summary(at: Berlin.date(row.time), in: EvaluationContext(timeZone: Berlin.zone)) == row.expected)
    }

    @Test("a summary given the next change it would compute says the same, for every real-world value (seeded instants)")
    func knownChangeSaysTheSame() throws {
        var seed: UInt64 = 2024
        var compared = 0
        for value in RealWorldValuesTests.values {
            guard let schedule = try? OpeningSchedule(parsing: value) else { continue }
            for _ in 0..<6 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                // Instants over two years from 2024-01-01, at whole minutes and odd seconds.
                let date = Date(timeIntervalSince1970: 1_704_067_200 + Double((seed >> 32) % 63_072_000) + Double(seed & 1) * 29)
                let next = schedule.nextChange(after: date, in: Berlin.context)
                for language in [Language.english, .german] {
                    #expect(schedule.summary(at: date, in: Berlin.context, language: language, knownChange: .some(next))
                            == schedule.summary(at: date, in: Berlin.context, language: language), "\(value) @ \(date)")
                }
                compared += 1
            }
        }
        #expect(compared > 900)
    }
}
