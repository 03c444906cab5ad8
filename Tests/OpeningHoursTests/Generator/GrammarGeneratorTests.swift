import Foundation
import Testing
@testable import OpeningHours

/// Generated grammar-valid values (see `GrammarGenerator`) must parse strictly, evaluate with
/// bounded work, deterministically, and report as next change the first instant where the state
/// really changes (`ChangeScanner`), around the year end and Berlin's daylight-saving changes.
/// `OH_GENERATOR_COUNT=20000 swift test --skip-build --filter GrammarGeneratorTests` runs more.
@Suite("Grammar generator")
struct GrammarGeneratorTests {
    static let count = ProcessInfo.processInfo.environment["OH_GENERATOR_COUNT"].flatMap(Int.init) ?? 1_000
    static let seed = ProcessInfo.processInfo.environment["OH_GENERATOR_SEED"].flatMap(UInt64.init) ?? 20_261_124

    static func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text) ?? .distantPast }

    /// Around the year end, and both sides of Berlin's daylight-saving changes (02:30 CEST and
    /// 02:30 CET on 27 October 2024 are different instants).
    static let fixedInstants = ["2024-12-31T22:45:00Z", "2025-12-31T11:00:00Z", "2025-01-01T00:00:00Z",
                                "2024-03-31T00:30:00Z", "2024-10-27T00:30:00Z", "2024-10-27T01:30:00Z"].map(utc)

    /// Strict-parse failures of generated values that are understood gaps, with the reason. Empty:
    /// the one gap known (a year before a range with a constrained-weekday or easter end, see
    /// `GeneratorFindingsTests.yearBeforeConstrainedRange`) is not generated.
    static let knownGaps: [(fragment: String, reason: String)] = []

    /// What one value broke, for the failure report.
    struct Finding: CustomStringConvertible {
        var value: String, problem: String
        var description: String { "\(problem): \(value)" }
    }

    static func check(_ value: String, mode: OpeningSchedule.Mode = .timeRanges, minutes: [Int], extra: Date,
                      country: Bool = true) -> [Finding] {
        let schedule: OpeningSchedule
        do { schedule = try OpeningSchedule(parsing: value, mode: mode, strict: true) } catch {
            if knownGaps.contains(where: { value.contains($0.fragment) }) { return [] }
            return [Finding(value: value, problem: "strict parse failed (\(error))")]
        }
        var findings: [Finding] = []
        let again = try? OpeningSchedule(parsing: value, mode: mode)
        if again?.warnings.isEmpty != true { findings.append(Finding(value: value, problem: "lenient parse warns")) }
        var scanner = ChangeScanner(minutes: minutes.sorted(), pointsInTime: mode != .timeRanges)
        // Without a country PH and SH are unknown: other states, other changes.
        let context = country ? Berlin.context : Berlin.contextWithoutCountry
        let fresh = country ? EvaluationContext(timeZone: Berlin.zone, country: "DE", region: "Baden-Württemberg")
                            : EvaluationContext(timeZone: Berlin.zone)
        for t in fixedInstants + [extra] {
            let state = schedule.state(at: t, in: context).state
            let next = schedule.nextChange(after: t, in: context)
            let scanned = scanner.firstChange(schedule, after: t, in: context)
            if next != scanned {
                findings.append(Finding(value: value, problem: "at \(Berlin.string(t)) (\(state)) next change \(Berlin.string(next)), scanned \(Berlin.string(scanned))"))
            }
            if again?.state(at: t, in: fresh).state != state || again?.nextChange(after: t, in: fresh) != next {
                findings.append(Finding(value: value, problem: "not deterministic at \(Berlin.string(t))"))
            }
        }
        // nextChange looks at most 367 days ahead per instant; state(at:) one day.
        let bound = (fixedInstants.count + 1) * 2 * 370
        if schedule.cache.timelineBuilds > bound {
            findings.append(Finding(value: value, problem: "\(schedule.cache.timelineBuilds) day timelines (bound \(bound))"))
        }
        return findings
    }

    @Test("generated values parse strictly and their next change is the first scanned change of state")
    func generatedValues() {
        var generator = GrammarGenerator(seed: Self.seed)
        var rng = FuzzTests.SeededGenerator(state: Self.seed ^ 0xA5A5)
        let first = Self.utc("2024-01-01T00:00:00Z").timeIntervalSince1970
        var findings: [Finding] = []
        for i in 0..<Self.count {
            let value = generator.value()
            // A random quarter hour in 2024-2026.
            let extra = Date(timeIntervalSince1970: first + Double(Int.random(in: 0..<(3 * 365 * 96), using: &rng) * 900))
            findings += Self.check(value, mode: generator.mode, minutes: Array(generator.minutes), extra: extra,
                                   country: i % 5 != 4)
        }
        for finding in findings.prefix(30) { print("generator: \(finding)") }
        #expect(findings.count == 0, "\(findings.count) findings, first: \(findings.first?.description ?? "")")
    }

    @Test("a random string is rejected by the strict parser exactly when the lenient one rejects or warns")
    func garbage() {
        var rng = FuzzTests.SeededGenerator(state: 20_261_125)
        var accepted = 0
        for i in 0..<3_000 {
            let value = i % 2 == 0 ? FuzzTests.randomValue(&rng) : FuzzTests.randomScalars(&rng)
            let strict = try? OpeningSchedule(parsing: value, strict: true)
            let lenient = try? OpeningSchedule(parsing: value)
            let lenientClean = lenient.map { $0.warnings.isEmpty } ?? false
            #expect((strict != nil) == lenientClean, "\(value)")
            if let strict {
                accepted += 1
                #expect(strict.warnings.isEmpty)
                let t = Self.fixedInstants[i % Self.fixedInstants.count]
                #expect(strict.state(at: t, in: Berlin.context).state == lenient?.state(at: t, in: Berlin.context).state)
            }
        }
        #expect(accepted > 0)
    }
}
