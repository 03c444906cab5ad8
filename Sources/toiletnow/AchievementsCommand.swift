import Achievements
import ArgumentParser
import Foundation

/// `toiletnow achievements`: the core's achievement rules over a usage log given as JSON, so the
/// web app's own reading of the rules can be checked against the core's (the browser tests do),
/// and a person can see what a log unlocks. Reads stdin; writes one JSON array.
///
/// Input: `{"events": [{"type": "searched", "at": ISO}, {"type": "arrived", "toilet": 7, "at": ISO,
/// "searchStartedAt": ISO}], "tally": {"additionsAndConfirmations": [ISO], "wasOpenAnswers": [ISO],
/// "ratings": [ISO]}}` (the tally is optional).
struct AchievementsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "achievements",
        abstract: "Progress of every achievement for a usage log read from stdin (JSON).")

    @Option(help: "The user's time zone, for days and hours (an IANA name such as Europe/Berlin).") var timeZone: String
    @Option(help: "The moment to evaluate at, ISO 8601 with a zone (e.g. 2026-05-01T12:00:00Z).") var now: String

    func run() throws {
        guard let zone = TimeZone(identifier: timeZone) else {
            throw fail("achievements", "--time-zone: expected an IANA time zone such as Europe/Berlin; got \"\(timeZone.prefix(60))\"")
        }
        let at = try Self.date(now, field: "--now")
        let input = FileHandle.standardInput.readDataToEndOfFile()
        guard let object = try? JSONSerialization.jsonObject(with: input) as? [String: Any] else {
            throw fail("achievements", "stdin: expected a JSON object with \"events\" (and optionally \"tally\")")
        }
        let events = try Self.events(object["events"])
        let tally = try Self.tally(object["tally"])
        let progress = AchievementBook.progress(events: events, tally: tally, timeZone: zone, now: at).map { p -> [String: Any] in
            ["id": p.id, "current": p.current, "goal": p.goal, "unlockedAt": p.unlockedAt.map(Self.iso) ?? NSNull()]
        }
        let data = try JSONSerialization.data(withJSONObject: progress, options: [.sortedKeys])
        say(String(decoding: data, as: UTF8.self))
    }

    static func events(_ value: Any?) throws -> [UsageEvent] {
        guard let list = value as? [[String: Any]] else { throw fail("achievements", "events: expected a list of objects") }
        return try list.enumerated().map { index, item in
            let at = try date(item["at"], field: "events[\(index)].at")
            switch item["type"] as? String {
            case "searched": return .searched(at: at)
            case "arrived":
                guard let toilet = (item["toilet"] as? NSNumber)?.int64Value else {
                    throw fail("achievements", "events[\(index)].toilet: expected a toilet id")
                }
                return .arrived(toilet: toilet, at: at, searchStartedAt: try date(item["searchStartedAt"], field: "events[\(index)].searchStartedAt"))
            default: throw fail("achievements", "events[\(index)].type: expected \"searched\" or \"arrived\"")
            }
        }
    }

    static func tally(_ value: Any?) throws -> ContributionTally {
        guard let object = value as? [String: Any] else { return .none }
        func dates(_ key: String) throws -> [Date] {
            try ((object[key] as? [Any]) ?? []).enumerated().map { try date($1, field: "tally.\(key)[\($0)]") }
        }
        return ContributionTally(additionsAndConfirmations: try dates("additionsAndConfirmations"),
                                 wasOpenAnswers: try dates("wasOpenAnswers"), ratings: try dates("ratings"))
    }

    static func date(_ value: Any?, field: String) throws -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let plain = ISO8601DateFormatter()
        guard let text = value as? String, let date = formatter.date(from: text) ?? plain.date(from: text) else {
            throw fail("achievements", "\(field): expected an ISO 8601 time with a zone, such as 2026-05-01T12:00:00Z")
        }
        return date
    }

    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
