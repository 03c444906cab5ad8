import Foundation
import Model

/// How OSM tag values read as ToiletNow values. Anything not listed reads as unknown.
public enum TagValues {
    /// `yes`/`no` and their common spellings.
    public static func yesNo(_ raw: String) -> Bool? {
        switch raw.lowercased() {
        case "yes", "true", "1": true
        case "no", "false", "0", "none": false
        default: nil
        }
    }

    /// `access` values: who may use it.
    public static func access(_ raw: String) -> Access? {
        switch raw.lowercased() {
        case "yes", "public", "permissive", "designated": .public
        case "customers", "customer": .customers
        case "key", "on_request", "staff": .key
        case "permit", "permission", "members": .permit
        case "private", "no": .private
        default: nil
        }
    }

    /// `wheelchair` values.
    public static func wheelchair(_ raw: String) -> WheelchairAccess? {
        WheelchairAccess(rawValue: raw.lowercased())
    }

    /// `changing_table` and the legacy `diaper` (which also takes a count: `diaper=2`).
    public static func changingTable(_ raw: String) -> Bool? {
        let value = raw.lowercased()
        if let count = Int(value) { return count > 0 }
        switch value {
        case "yes", "limited", "room", "bench", "table": return true
        case "no": return false
        default: return nil
        }
    }

    /// `centralkey` values: `radar`, `eurokey`, or another named scheme.
    public static func centralKey(_ raw: String) -> CentralKey? {
        switch raw.lowercased() {
        case "radar": .radar
        case "eurokey", "euro_key", "euroschlüssel": .eurokey
        case "no": nil
        default: .other
        }
    }

    /// `raw.trimmingCharacters(in: .whitespaces)`, returning `raw` itself when it starts and ends
    /// with a visible ASCII character (almost every value): Foundation's trim was 4 % of an import.
    public static func trimmed(_ raw: String) -> String {
        let isVisible = { (byte: UInt8) in byte > 0x20 && byte < 0x7F }
        if let first = raw.utf8.first, let last = raw.utf8.last, isVisible(first), isVisible(last) { return raw }
        return raw.trimmingCharacters(in: .whitespaces)
    }

    /// A `;`-separated list (`seated;urinal`).
    public static func list(_ raw: String) -> [String]? {
        let items = raw.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return items.isEmpty ? nil : items
    }
}
