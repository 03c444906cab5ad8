import Foundation

/// A throughput measurement of parsing and state evaluation, for `toiletnow bench hours`.
///
/// The caller supplies the values, the instants and the place; nothing here reads files.
public enum OpeningHoursBenchmark {
    /// What one run measured.
    public struct Report: Sendable, CustomStringConvertible {
        /// Values that parsed.
        public var parsedValues: Int
        /// Values that failed to parse (they are left out of the state passes).
        public var failedValues: Int
        /// Parses per second (all values, parsed `parseRounds` times).
        public var parsesPerSecond: Double
        /// State evaluations per second over fresh schedules (day caches empty, 10 rounds).
        public var coldStatesPerSecond: Double
        /// State evaluations per second over all passes after the first (day caches warm).
        public var warmStatesPerSecond: Double
        /// Number of state evaluations timed in the warm passes.
        public var warmEvaluations: Int

        /// A one-paragraph summary.
        public var description: String {
            String(format: "values %d parsed, %d failed; parse %.0f/s; state cold %.0f/s, warm %.0f/s (%d evaluations)",
                   parsedValues, failedValues, parsesPerSecond, coldStatesPerSecond, warmStatesPerSecond, warmEvaluations)
        }
    }

    /// Parses every value, then evaluates `state(at:in:)` for every value at every instant:
    /// one cold pass, then warm passes until at least `minimumEvaluations` were timed.
    public static func run(values: [String], instants: [Date], context: EvaluationContext,
                           parseRounds: Int = 5, minimumEvaluations: Int = 2_000_000) -> Report {
        let clock = ContinuousClock()
        var schedules: [OpeningSchedule] = []
        var failed = 0
        let parseStart = clock.now
        for round in 0..<max(1, parseRounds) {
            for value in values {
                if let schedule = parse(value) {
                    if round == 0 { schedules.append(schedule) }
                } else if round == 0 {
                    failed += 1
                }
            }
        }
        let parseSeconds = seconds(clock.now - parseStart)
        var checksum = 0
        // Cold: fresh schedules (empty day caches) each round, so every day is computed again.
        let coldRounds = 10
        var coldSeconds = 0.0
        for _ in 0..<coldRounds {
            let fresh = values.compactMap(parse)
            let coldStart = clock.now
            for schedule in fresh {
                for instant in instants where schedule.state(at: instant, in: context).state == .open { checksum += 1 }
            }
            coldSeconds += seconds(clock.now - coldStart)
        }
        let perPass = max(1, schedules.count * instants.count)
        let passes = max(1, (minimumEvaluations + perPass - 1) / perPass)
        let warmStart = clock.now
        for _ in 0..<passes {
            for schedule in schedules {
                for instant in instants where schedule.state(at: instant, in: context).state == .open { checksum += 1 }
            }
        }
        let warmSeconds = seconds(clock.now - warmStart)
        precondition(checksum >= 0)
        return Report(parsedValues: schedules.count, failedValues: failed,
                      parsesPerSecond: Double(values.count * max(1, parseRounds)) / max(parseSeconds, 1e-9),
                      coldStatesPerSecond: Double(coldRounds * schedules.count * instants.count) / max(coldSeconds, 1e-9),
                      warmStatesPerSecond: Double(passes * schedules.count * instants.count) / max(warmSeconds, 1e-9),
                      warmEvaluations: passes * schedules.count * instants.count)
    }

    /// The fixed instants both benchmarks use: from 2024-01-01T00:00Z every 5 d 7 h 13 min.
    public static func standardInstants(count: Int = 70) -> [Date] {
        (0..<count).map { Date(timeIntervalSince1970: 1_704_067_200 + Double($0) * (5 * 86_400 + 7 * 3_600 + 13 * 60)) }
    }

    /// A value read as time ranges, or else as points in time (`Mo 12:00,15:00`), as it is meant.
    private static func parse(_ value: String) -> OpeningSchedule? {
        (try? OpeningSchedule(parsing: value, mode: .timeRanges)) ?? (try? OpeningSchedule(parsing: value, mode: .both))
    }

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
