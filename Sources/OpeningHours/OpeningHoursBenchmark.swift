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
        /// Parses per second (every value, in rounds for at least the minimum time).
        public var parsesPerSecond: Double
        /// State evaluations per second over fresh schedules (day caches empty).
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

    /// Parses every value, then evaluates `state(at:in:)` for every value at every instant.
    ///
    /// Each figure is timed over whole rounds repeated for at least `minimumSeconds` (1 s by
    /// default: a 10 ms window measured the machine's noise more than the code): parsing every
    /// value; cold rounds, each over freshly parsed schedules with empty day caches (the parse
    /// is outside the timed part); warm passes over the same schedules.
    public static func run(values: [String], instants: [Date], context: EvaluationContext,
                           minimumSeconds: Double = 1) -> Report {
        var schedules: [OpeningSchedule] = []
        var failed = 0
        for value in values {
            if let schedule = parse(value) { schedules.append(schedule) } else { failed += 1 }
        }
        var checksum = 0
        let (parseRounds, parseSeconds) = repeatFor(minimumSeconds) { checksum += values.compactMap(parse).count }
        var coldSeconds = 0.0, coldRounds = 0
        while coldSeconds < minimumSeconds {
            let fresh = values.compactMap(parse)
            coldSeconds += repeatFor(0) { checksum += openCount(fresh, instants, context) }.seconds
            coldRounds += 1
        }
        let (warmPasses, warmSeconds) = repeatFor(minimumSeconds) { checksum += openCount(schedules, instants, context) }
        precondition(checksum >= 0)
        let perPass = schedules.count * instants.count
        return Report(parsedValues: schedules.count, failedValues: failed,
                      parsesPerSecond: Double(values.count * parseRounds) / max(parseSeconds, 1e-9),
                      coldStatesPerSecond: Double(coldRounds * perPass) / max(coldSeconds, 1e-9),
                      warmStatesPerSecond: Double(warmPasses * perPass) / max(warmSeconds, 1e-9),
                      warmEvaluations: warmPasses * perPass)
    }

    /// Runs `body` at least once and until `minimumSeconds` have passed: (rounds, seconds).
    private static func repeatFor(_ minimumSeconds: Double, _ body: () -> Void) -> (rounds: Int, seconds: Double) {
        let clock = ContinuousClock(), start = clock.now
        var rounds = 0, elapsed = 0.0
        repeat {
            body()
            rounds += 1
            elapsed = seconds(clock.now - start)
        } while elapsed < minimumSeconds
        return (rounds, elapsed)
    }

    private static func openCount(_ schedules: [OpeningSchedule], _ instants: [Date], _ context: EvaluationContext) -> Int {
        var count = 0
        for schedule in schedules {
            for instant in instants where schedule.state(at: instant, in: context).state == .open { count += 1 }
        }
        return count
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
