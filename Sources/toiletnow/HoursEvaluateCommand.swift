import ArgumentParser
import Foundation
import OpeningHours

/// `toiletnow hours [evaluate] VALUE --at TIME --tz ZONE`, and `toiletnow hours --jsonl` for whole
/// corpora: the default subcommand of `hours`, so the short forms keep working.
struct HoursEvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Evaluate an OSM opening_hours value: state, comment, next change, summary.",
        discussion: """
            With --jsonl, reads lines shaped like the reference suite ({"value", "time" (local), "tz", "mode", \
            "country", "region", "lat", "lon"}) on stdin and writes each back with "state", "next_change" \
            (local time, or null) and "comment" added — or "error" when the value cannot be read.
            """)

    @Argument(help: "The opening_hours value, e.g. \"Mo-Fr 08:00-18:00; PH off\".") var value: String?
    @Option(help: "The instant: ISO 8601 with a zone, or local wall time like 2024-06-03T10:00 (default: now).") var at: String?
    @Option(help: "The IANA time zone the value is written in.") var tz = "UTC"
    @Option(help: "ISO country code for public holidays (PH), one of the known codes (see the error for the list).") var country: String?
    @Option(help: "Region for holidays, e.g. Baden-Württemberg.") var region: String?
    @Option(parsing: .unconditional, help: "Latitude, for sun times (negative south).") var lat: Double?
    @Option(parsing: .unconditional, help: "Longitude, for sun times (negative west, like -0.12).") var lon: Double?
    @Option(help: "time_ranges, points_in_time or both.") var mode = "time_ranges"
    @Flag(help: "Report lenient forms as errors.") var strict = false
    @Flag(help: "Read reference-suite-shaped JSON lines on stdin.") var jsonl = false

    func run() throws {
        if jsonl { return try HoursJSONL.run() }
        guard let value else { throw fail("hours", "give an opening_hours value, or --jsonl to read lines on stdin") }
        guard let zone = TimeZone(identifier: tz) else { throw fail("hours", "--tz: \"\(tz)\" is not an IANA time zone; expected e.g. Europe/Berlin") }
        guard let parsedMode = HoursJSONL.mode(mode) else { throw fail("hours", "--mode must be time_ranges, points_in_time or both; got \"\(mode)\"") }
        var country = self.country
        if let value = country {
            switch CountryOption.check(value) {
            case .success(let code): country = code
            case .failure(let error): throw fail("hours", error.description)
            }
        }
        let instant: Date
        if let at {
            guard let date = HoursJSONL.instant(at, in: zone) else { throw fail("hours", "--at: \"\(at)\" is not a time; expected 2024-06-03T10:00 or 2024-06-03T10:00:00Z") }
            instant = date
        } else {
            instant = Date()
        }
        let schedule: OpeningSchedule
        do {
            schedule = try OpeningSchedule(parsing: value, mode: parsedMode, strict: strict, country: country)
        } catch {
            throw fail("hours", error.description)
        }
        let context = EvaluationContext(timeZone: zone, country: country, region: region, latitude: lat, longitude: lon)
        let (state, comment) = schedule.state(at: instant, in: context)
        say("state:       \(state.rawValue)")
        say("comment:     \(comment ?? "-")")
        say("next change: \(schedule.nextChange(after: instant, in: context).map { HoursJSONL.localString($0, zone) } ?? "none within a year")")
        say("summary:     \(schedule.summary(at: instant, in: context))")
        for warning in schedule.warnings { say("warning:     \(warning)") }
    }
}
