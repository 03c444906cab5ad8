import Achievements
import Foundation
import Testing
import TestSupport

@Suite("toiletnow achievements")
struct AchievementsCommandTests {
    @Test("over seeded usage logs, the command's JSON says what the core says")
    func matchesCore() throws {
        var random = SeededRandom(seed: 21)
        let folder = try CLIRunner.temporaryFolder()
        let start = Date(timeIntervalSince1970: 1_780_000_000), zone = "Pacific/Auckland"
        let iso = ISO8601DateFormatter()
        for round in 0..<6 {
            var events: [UsageEvent] = [], json: [[String: Any]] = []
            for _ in 0..<(5 + random.next(120)) {
                let at = start.addingTimeInterval(Double(random.next(20 * 86_400)))
                if random.next(2) == 0 {
                    events.append(.searched(at: at)); json.append(["type": "searched", "at": iso.string(from: at)])
                } else {
                    let toilet = Int64(random.next(60)), started = at.addingTimeInterval(-Double(random.next(600)))
                    events.append(.arrived(toilet: toilet, at: at, searchStartedAt: started))
                    json.append(["type": "arrived", "toilet": toilet, "at": iso.string(from: at), "searchStartedAt": iso.string(from: started)])
                }
            }
            let ratings = (0..<random.next(3)).map { _ in start.addingTimeInterval(Double(random.next(20 * 86_400))) }
            let input = folder.appendingPathComponent("log-\(round).json")
            try JSONSerialization.data(withJSONObject: ["events": json, "tally": ["ratings": ratings.map(iso.string)]]).write(to: input)
            let now = start.addingTimeInterval(21 * 86_400)
            let outcome = try CLIRunner.run(["achievements", "--time-zone", zone, "--now", iso.string(from: now)], stdin: input)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let printed = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
            let expected = AchievementBook.progress(events: events, tally: ContributionTally(ratings: ratings),
                                                    timeZone: TimeZone(identifier: zone)!, now: now)
            #expect(printed.map { $0["id"] as? String } == expected.map(\.id))
            #expect(printed.map { $0["current"] as? Int } == expected.map(\.current))
            #expect(printed.map { ($0["unlockedAt"] as? String).flatMap { iso.date(from: String($0.prefix(19)) + "Z") } } == expected.map(\.unlockedAt))
        }
    }

    @Test("a bad log is refused with the field that is wrong", arguments: [
        (#"{"events": [{"type": "walked", "at": "2026-05-01T10:00:00Z"}]}"#, "events[0].type"),
        (#"{"events": [{"type": "searched", "at": "yesterday"}]}"#, "events[0].at"),
        (#"{"events": [{"type": "arrived", "at": "2026-05-01T10:00:00Z", "searchStartedAt": "2026-05-01T09:58:00Z"}]}"#, "events[0].toilet"),
        (#"[1, 2]"#, "stdin"),
    ])
    func badInput(json: String, field: String) throws {
        let input = try CLIRunner.temporaryFolder().appendingPathComponent("bad.json")
        try Data(json.utf8).write(to: input)
        let outcome = try CLIRunner.run(["achievements", "--time-zone", "Europe/Berlin", "--now", "2026-05-02T00:00:00Z"], stdin: input)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("toiletnow achievements: error: \(field)"))
    }
}
