import Foundation
import Testing
@testable import OpeningHours

/// Seeded random and mutated values never crash the parser or the evaluator and never take long.
@Suite("opening_hours fuzz")
struct FuzzTests {
    /// SplitMix64: a small, seeded generator so every run sees the same values.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let vocabulary = [
        "Mo", "Tu", "We", "Th", "Fr", "Sa", "Su", "Jan", "Feb", "Dec", "PH", "SH", "easter", "week", "sunrise",
        "sunset", "dawn", "dusk", "open", "off", "closed", "unknown", "24/7", "\"comment\"", "08:00", "18:00",
        "24:00", "26:00", "00:00", "12", "1", "5", "53", "2024", "2020", "-", "+", ",", ";", "||", ":", "/", "[",
        "]", "(", ")", " ", " ", "-1", "+1 day", "days", "Su[-1]", "10:00-16:00/90", "(sunrise+01:00)", "am",
        "pm", "h", "bis", "to", "geschlossen", "täglich", "Mon", "°", "⁰", "₃", "'", "“", "‒", "～", "Öffnungszeiten",
    ]

    static func randomValue(_ rng: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...12, using: &rng)).map { _ in vocabulary.randomElement(using: &rng) ?? "" }.joined()
    }

    static func mutate(_ value: String, _ rng: inout SeededGenerator) -> String {
        var scalars = Array(value.unicodeScalars)
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let i = scalars.isEmpty ? 0 : Int.random(in: 0..<scalars.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !scalars.isEmpty: scalars.remove(at: i)
            case 1: scalars.insert(contentsOf: (vocabulary.randomElement(using: &rng) ?? "").unicodeScalars, at: i)
            case 2 where !scalars.isEmpty: scalars[i] = Unicode.Scalar(UInt8.random(in: 32...126, using: &rng))
            default: scalars.insert(Unicode.Scalar(UInt32.random(in: 0xA0...0x2FFF, using: &rng)) ?? "x", at: i)
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    @Test("10,000 seeded values parse or fail cleanly, each within 20 ms")
    func fuzz() throws {
        var rng = SeededGenerator(state: 20_241_027)
        let seeds = RealWorldValuesTests.values + (try OracleFiles.points().map(\.value))
        let distinctSeeds = Array(Set(seeds)).sorted()
        let instants = [Berlin.date("2024-03-31T02:30"), Berlin.date("2024-06-07T12:00"), Berlin.date("2024-12-31T23:59")]
        let clock = ContinuousClock()
        var worst = Duration.zero, worstValue = ""
        var parsed = 0
        var slow: [(Duration, String)] = []
        func run(_ value: String, mode: OpeningSchedule.Mode) -> Bool {
            guard let schedule = try? OpeningSchedule(parsing: value, mode: mode) else { return false }
            for instant in instants { _ = schedule.state(at: instant, in: Berlin.context) }
            _ = schedule.nextChange(after: instants[1], in: Berlin.context)
            return true
        }
        for i in 0..<10_000 {
            let value = i % 2 == 0 ? Self.randomValue(&rng)
                                   : Self.mutate(distinctSeeds.randomElement(using: &rng) ?? "", &rng)
            let mode: OpeningSchedule.Mode = i % 3 == 0 ? .both : .timeRanges
            var took = clock.measure { if run(value, mode: mode) { parsed += 1 } }
            // Other suites run in parallel on few cores: re-time a slow value to tell a slow
            // code path from a thread that was merely descheduled.
            for _ in 0..<2 where took >= .milliseconds(20) {
                took = min(took, clock.measure { _ = run(value, mode: mode) })
            }
            if took > worst { worst = took; worstValue = value }
            if took > .milliseconds(3) { slow.append((took, value)) }
        }
        if ProcessInfo.processInfo.environment["OH_FUZZ_SLOW"] != nil {
            for (t, v) in slow.sorted(by: { $0.0 > $1.0 }).prefix(10) { print("fuzz slow \(t): \(v)") }
        }
        #expect(worst < .milliseconds(20), "slowest value took \(worst): \(worstValue)")
        #expect(parsed > 500)
    }

    /// Replaces every run of digits in `value` with a hostile number: past Int32, past Int64,
    /// zero, or a long run of zeros.
    static func hostileNumbers(_ value: String, _ rng: inout SeededGenerator) -> String {
        let numbers = ["0", "00000000000000000000001", "2147483648", "4294967296", "9223372036854775807",
                       "9223372036854775808", "99999999999999999999999999", "-9223372036854775808", "65535", "366", "54"]
        var output = "", inDigits = false
        for scalar in value.unicodeScalars {
            let isDigit = ("0"..."9").contains(scalar)
            if isDigit, !inDigits {
                output += Int.random(in: 0..<3, using: &rng) == 0 ? (numbers.randomElement(using: &rng) ?? "0") : String(scalar)
            } else if !isDigit || Int.random(in: 0..<3, using: &rng) != 0 {
                output.unicodeScalars.append(scalar)
            }
            inDigits = isDigit
        }
        return output
    }

    /// Any scalars at all: control characters, surrogates' neighbours, private use, emoji.
    static func randomScalars(_ rng: inout SeededGenerator) -> String {
        String(String.UnicodeScalarView((0..<Int.random(in: 0...40, using: &rng)).map { _ in
            Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &rng)) ?? Unicode.Scalar(UInt8.random(in: 0...127, using: &rng))
        }))
    }

    @Test("hostile numbers in real-world values and random scalars parse or fail cleanly, each within 20 ms (seeded, 4,000 cases)")
    func hostileInput() throws {
        var rng = SeededGenerator(state: 20_260_301)
        let seeds = Array(Set(RealWorldValuesTests.values)).sorted()
        let instants = [Berlin.date("2024-02-29T23:59"), Berlin.date("2024-10-27T02:30")]
        let clock = ContinuousClock()
        var worst = Duration.zero, worstValue = ""
        for i in 0..<4_000 {
            let value = i % 4 == 0 ? Self.randomScalars(&rng) : Self.hostileNumbers(seeds.randomElement(using: &rng) ?? "", &rng)
            let mode: OpeningSchedule.Mode = i % 2 == 0 ? .both : .timeRanges
            let run = {
                guard let schedule = try? OpeningSchedule(parsing: value, mode: mode) else { return }
                for instant in instants { _ = schedule.state(at: instant, in: Berlin.context) }
                _ = schedule.nextChange(after: instants[0], in: Berlin.context)
            }
            var took = clock.measure(run)
            for _ in 0..<2 where took >= .milliseconds(20) { took = min(took, clock.measure(run)) }
            if took > worst { worst = took; worstValue = value }
        }
        #expect(worst < .milliseconds(20), "slowest value took \(worst): \(worstValue)")
    }
}
