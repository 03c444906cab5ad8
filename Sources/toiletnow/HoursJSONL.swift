import Foundation
import OpeningHours

/// The `hours --jsonl` filter: any corpus shaped like the reference suite can be checked from the shell.
enum HoursJSONL {
    static func run() throws {
        while let line = readLine(strippingNewline: true) {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            say(annotate(line))
        }
    }

    /// The line with `state`, `next_change` and `comment` added, or `error` naming what is wrong.
    static func annotate(_ line: String) -> String {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
            return encode(["error": "line is not a JSON object"])
        }
        switch evaluate(object) {
        case .success(let result):
            object["state"] = result.state
            object["next_change"] = result.nextChange ?? NSNull()
            object["comment"] = result.comment ?? NSNull()
        case .failure(let failure):
            object["error"] = failure.message
        }
        return encode(object)
    }

    struct Failure: Error { var message: String }

    static func evaluate(_ object: [String: Any]) -> Result<(state: String, nextChange: String?, comment: String?), Failure> {
        guard let value = object["value"] as? String else { return .failure(Failure(message: "value: expected a string")) }
        guard let zone = TimeZone(identifier: object["tz"] as? String ?? "UTC") else { return .failure(Failure(message: "tz: not an IANA time zone")) }
        // Keys whose values are points in time read both forms, as the reference reads them.
        let tagKey = object["tag_key"] as? String
        let modeName = ["collection_times", "service_times"].contains(tagKey ?? "") ? "both" : object["mode"] as? String ?? "time_ranges"
        guard let mode = mode(modeName) else { return .failure(Failure(message: "mode: expected time_ranges, points_in_time or both")) }
        guard let time = object["time"] as? String, let instant = instant(time, in: zone) else {
            return .failure(Failure(message: "time: expected local wall time like 2024-06-03T10:00:00"))
        }
        let country = object["country"] as? String
        let schedule: OpeningSchedule
        do {
            schedule = try OpeningSchedule(parsing: value, mode: mode, country: country)
        } catch {
            return .failure(Failure(message: error.description))
        }
        let context = EvaluationContext(timeZone: zone, country: country, region: object["region"] as? String,
                                        latitude: object["lat"] as? Double, longitude: object["lon"] as? Double)
        let (state, comment) = schedule.state(at: instant, in: context)
        return .success((state.rawValue, schedule.nextChange(after: instant, in: context).map { localString($0, zone) }, comment))
    }

    static func mode(_ text: String) -> OpeningSchedule.Mode? {
        switch text {
        case "time_ranges": .timeRanges
        case "points_in_time": .pointsInTime
        case "both": .both
        default: nil
        }
    }

    /// ISO 8601 with a zone, or local wall time (`2024-06-03T10:00` or `…:00`) in `zone`.
    static func instant(_ text: String, in zone: TimeZone) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        guard let match = text.wholeMatch(of: #/(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d)(?::(\d\d))?/#) else { return nil }
        let o = match.output
        let numbers = [o.1, o.2, o.3, o.4, o.5, o.6 ?? "0"].map { Int($0) ?? 0 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4], second: numbers[5])
        guard components.isValidDate(in: calendar) || numbers[3] < 24 else { return nil }
        return calendar.date(from: components)
    }

    /// Local wall time in `zone`, `yyyy-MM-ddTHH:mm:ss`, as the reference suite writes it.
    static func localString(_ date: Date, _ zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }

    private static func encode(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return #"{"error":"result could not be encoded"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }
}
