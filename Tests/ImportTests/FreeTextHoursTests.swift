import Foundation
@testable import Import
import OpeningHours
import Testing
import TestSupport

/// Free-text hours: real texts from the toilets4london councils file (2023) and the Toilet Map UK
/// file (2014), each with the reading a person gives it. `nil` means the text must stay unreadable.
@Suite("FreeTextHours: free-text opening hours as OSM values")
struct FreeTextHoursTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var value: String?
        var testDescription: String { "\"\(text)\" → \(value ?? "unreadable")" }
    }

    /// The issue's own five examples.
    static let issueExamples: [Case] = [
        Case(text: "7am-6pm Monday to Friday", value: "Mo-Fr 07:00-18:00"),
        Case(text: "24 hours", value: "24/7"),
        Case(text: "Mon-Sat 8:00-20:00, Sun 10-16", value: "Mo-Sa 08:00-20:00; Su 10:00-16:00"),
        Case(text: "Dawn to dusk", value: "dawn-dusk"),
        Case(text: "6 h - 22 h", value: "06:00-22:00"),
    ]

    @Test("The issue's examples read as a person reads them", arguments: issueExamples)
    func issueExample(_ example: Case) {
        #expect(FreeTextHours.read(example.text) == example.value.map(FreeTextHours.Reading.hours) ?? .unreadable)
    }

    @Test("Real texts from the London and Toilet Map UK files read as a person reads them",
          arguments: FreeTextHoursTests.london + FreeTextHoursTests.toiletMapUK)
    func realText(_ example: Case) {
        #expect(FreeTextHours.read(example.text) == example.value.map(FreeTextHours.Reading.hours) ?? .unreadable)
    }

    @Test("Texts that say nothing are empty, not unreadable", arguments: ["", "  ", "/", "n/a", "N/A", "-", "unknown"])
    func empty(_ text: String) {
        #expect(FreeTextHours.read(text) == .empty)
    }

    @Test("A text already in strict OSM syntax passes through unchanged")
    func passThrough() {
        #expect(FreeTextHours.read("Mo-Fr 08:00-18:00") == .hours("Mo-Fr 08:00-18:00"))
        // "," in OSM adds a rule; reading it as a list would change the meaning, so it is kept.
        #expect(FreeTextHours.read("Mo-Fr 08:00-12:00, We 14:00-18:00") == .hours("Mo-Fr 08:00-12:00, We 14:00-18:00"))
    }

    @Test("Every value of the table parses with the strict parser and no warning")
    func valuesAreStrict() throws {
        for example in Self.london + Self.toiletMapUK + Self.issueExamples {
            guard case .hours(let value) = FreeTextHours.read(example.text) else { continue }
            let schedule = try OpeningSchedule(parsing: value, strict: true)
            #expect(schedule.warnings.isEmpty, "\(value)")
        }
    }

    @Test("Random texts built from the vocabulary never give a value the strict parser refuses")
    func randomVocabularyTexts() {
        var random = SeededRandom(seed: 13)
        let words = ["Mon", "Monday", "to", "-", "Fri", "Sat", "&", ",", "Sunday", "daily", "weekends", "closed", "9am",
                     "5pm", "7.30", "17:00", "12 noon", "midnight", "dawn", "dusk", "April", "September", "Summer", "(", ")",
                     "24 hours", "and", "bank holidays", "10", "16", "0700", "19h", ";", "|", "12am", "11", "until"]
        var values = 0
        for _ in 0..<4000 {
            let text = (0..<random.next(9) + 1).map { _ in random.pick(words) }.joined(separator: " ")
            if case .hours(let value) = FreeTextHours.read(text) {
                values += 1
                #expect(FreeTextHours.isStrictlyValid(value), "\(text) → \(value)")
            }
        }
        #expect(values > 50, "the generator reaches the grammar, not only the refusals")
    }

    @Test("Random bytes as text never crash the reader")
    func randomStrings() {
        var random = SeededRandom(seed: 2026)
        let alphabet = Array("0123456789 amp.:-–,&/;|()[]hHMonTueSatSunDawnduskto\u{a0}?\"'é\u{e2}\u{20ac}\u{201c}24/7")
        for _ in 0..<5000 {
            let text = String((0..<random.next(40)).map { _ in random.pick(alphabet) })
            let reading = FreeTextHours.read(text)
            if case .hours(let value) = reading { #expect(FreeTextHours.isStrictlyValid(value), "\(text) → \(value)") }
        }
        for _ in 0..<2000 {
            let scalars = (0..<random.next(30)).compactMap { _ in Unicode.Scalar(UInt32(random.next(0x3000))) }
            _ = FreeTextHours.read(String(String.UnicodeScalarView(scalars)))
        }
    }
}
