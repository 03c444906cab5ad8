import Foundation
import Testing
@testable import OpeningHours

/// Agreement with opening_hours.js 3.14.0 on its own test suite (12,862 points).
@Suite("Reference suite (opening_hours.js 3.14.0)")
struct ReferenceSuiteTests {
    struct Tally { var points = 0, state = 0, next = 0, skipped = 0 }

    @Test("every point agrees with the reference or is a listed known difference")
    func referenceSuite() throws {
        let points = try OracleFiles.points()
        let known = try OracleFiles.knownDifferences()
        let windowEnds = Self.windowEnds(points)
        var schedules: [String: Result<OpeningSchedule, OpeningHoursError>] = [:]
        var contexts: [String: EvaluationContext] = [:]
        var tallies: [String: Tally] = [:]
        var unexpected: [String] = []
        var dump: [String] = []
        var total = Tally()
        for (index, p) in points.enumerated() {
            var tally = tallies[p.test] ?? Tally()
            tally.points += 1
            total.points += 1
            let tz = try #require(TimeZone(identifier: p.tz))
            let ctxKey = "\(p.tz)|\(p.country ?? "")|\(p.region ?? "")|\(p.lat ?? .nan)|\(p.lon ?? .nan)"
            let context = contexts[ctxKey] ?? EvaluationContext(timeZone: tz, country: p.country, region: p.region,
                                                                 latitude: p.lat, longitude: p.lon)
            contexts[ctxKey] = context
            if p.usesSchoolHolidays && context.holidays?.hasSchoolHolidays != true {
                tally.skipped += 1; total.skipped += 1
                tally.state += 1; tally.next += 1; total.state += 1; total.next += 1
                tallies[p.test] = tally
                continue
            }
            let sKey = "\(p.value)|\(p.scheduleMode)|\(p.country ?? "")"
            let parsed = schedules[sKey] ?? Result { () throws(OpeningHoursError) in
                try OpeningSchedule(parsing: p.value, mode: p.scheduleMode, country: p.country)
            }
            schedules[sKey] = parsed
            let f = OracleFiles.formatter(tz)
            let date = try #require(f.date(from: p.time))
            var ourState = "error", ourNext = "error"
            if case .success(let schedule) = parsed {
                ourState = schedule.state(at: date, in: context).state.rawValue
                ourNext = schedule.nextChange(after: date, in: context).map { f.string(from: $0) } ?? "null"
            }
            let refNext = p.expected_next_change ?? "null"
            var nextAgrees = ourNext == refNext
            if !nextAgrees, p.expected_next_change == nil, let ours = schedule(parsed)?.nextChange(after: date, in: context),
               ours.timeIntervalSince(windowEnds[index]) >= -120 {
                nextAgrees = true // the reference stopped looking at the end of its test's window
            }
            let stateAgrees = ourState == p.expected_state
            if stateAgrees { tally.state += 1; total.state += 1 }
            if nextAgrees { tally.next += 1; total.next += 1 }
            for (kind, agrees, ours, ref) in [("state", stateAgrees, ourState, p.expected_state), ("next", nextAgrees, ourNext, refNext)] where !agrees {
                let key = "\(kind)\t\(p.value)\t\(p.time)\t\(ours)\t\(ref)"
                dump.append("\(key)\t\(p.test)")
                if !known.contains(key) { unexpected.append(key) }
            }
            tallies[p.test] = tally
        }
        printTable(tallies, total: total)
        if let path = ProcessInfo.processInfo.environment["OH_ORACLE_DUMP"] {
            try dump.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(unexpected.isEmpty, "\(unexpected.count) disagreements not in known-differences.tsv, e.g.\n\(unexpected.prefix(15).joined(separator: "\n"))")
    }

    private func schedule(_ result: Result<OpeningSchedule, OpeningHoursError>?) -> OpeningSchedule? {
        if case .success(let s) = result { return s }
        return nil
    }

    /// The end of the evaluation window of each point whose reference next change is null. The
    /// suite samples a window at every change and half way to the next one, so the last change
    /// `b` and the last midpoint `m` both have no next change, and the window ends at `2m - b`.
    static func windowEnds(_ points: [OraclePoint]) -> [Date] {
        var ends = [Date](repeating: .distantFuture, count: points.count)
        func sameWindow(_ i: Int, _ j: Int) -> Bool {
            let a = points[i], b = points[j]
            return a.test == b.test && a.value == b.value && a.country == b.country && a.region == b.region
                && a.expected_next_change == nil && b.expected_next_change == nil && a.time <= b.time
        }
        for i in points.indices where points[i].expected_next_change == nil {
            guard let tz = TimeZone(identifier: points[i].tz) else { continue }
            let f = OracleFiles.formatter(tz)
            var pair: (Int, Int)?
            if i + 1 < points.count, sameWindow(i, i + 1) { pair = (i, i + 1) } else if i > 0, sameWindow(i - 1, i) { pair = (i - 1, i) }
            guard let (b, m) = pair, let tb = f.date(from: points[b].time), let tm = f.date(from: points[m].time) else { continue }
            ends[i] = tm.addingTimeInterval(max(60, tm.timeIntervalSince(tb)))
        }
        return ends
    }

    private func printTable(_ tallies: [String: Tally], total: Tally) {
        func pct(_ a: Int, _ b: Int) -> String { String(format: "%6.2f%%", b == 0 ? 100 : 100 * Double(a) / Double(b)) }
        print("opening_hours oracle: \(total.points) points, state \(pct(total.state, total.points)), next change \(pct(total.next, total.points)), SH skipped \(total.skipped)")
        let worst = tallies.filter { $0.value.state < $0.value.points || $0.value.next < $0.value.points }
            .sorted { Double($0.value.state + $0.value.next) / Double($0.value.points) < Double($1.value.state + $1.value.next) / Double($1.value.points) }
        print("  state    next     points  test (only tests below 100 %)")
        for (name, t) in worst {
            print("  \(pct(t.state, t.points)) \(pct(t.next, t.points)) \(String(format: "%6d", t.points))  \(name)")
        }
    }
}
