import Foundation
@testable import OpeningHours

/// One line of reference-suite.jsonl (see /work/shared/oracles/opening_hours/README.md).
struct OraclePoint: Decodable {
    var value: String
    var time: String
    var tz: String
    var mode: String
    var expected_state: String
    var expected_next_change: String?
    var test: String
    var country: String?
    var region: String?
    var lat: Double?
    var lon: Double?
    var tag_key: String?

    var scheduleMode: OpeningSchedule.Mode {
        if let key = tag_key, ["collection_times", "service_times"].contains(key) { return .both }
        switch mode {
        case "points_in_time": return .pointsInTime
        case "both": return .both
        default: return .timeRanges
        }
    }

    /// True when the value uses school holidays (`SH` or a lenient spelling of it).
    var usesSchoolHolidays: Bool {
        let lower = value.lowercased()
        return value.contains("SH") || lower.contains("ferien") || lower.contains("school")
    }
}

/// Loads the oracle files that live next to this source file.
enum OracleFiles {
    static var directory: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent() }

    static func points() throws -> [OraclePoint] {
        let text = try String(contentsOf: directory.appendingPathComponent("reference-suite.jsonl"), encoding: .utf8)
        let decoder = JSONDecoder()
        return try text.split(separator: "\n").map { try decoder.decode(OraclePoint.self, from: Data($0.utf8)) }
    }

    /// Known differences: kind, value, time, ours, reference, reason (tab separated).
    static func knownDifferences() throws -> Set<String> {
        let url = directory.appendingPathComponent("known-differences.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var keys = Set<String>()
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            if f.count >= 5 { keys.insert("\(f[0])\t\(f[1])\t\(f[2])\t\(f[3])\t\(f[4])") }
        }
        return keys
    }

    static func formatter(_ tz: TimeZone) -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        f.timeZone = tz
        return f
    }
}
