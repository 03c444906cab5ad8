import Foundation
import Testing
import TestSupport
@testable import Server

/// Write bodies come from outside: reading one must never trap, and must end in a body whose
/// every kind builder answers a contribution or an error that names a field.
@Suite("JSON body fuzz")
struct JSONBodyFuzzTests {
    static let seeds = [
        #"{"changes": [{"field": "wheelchair", "from": null, "to": "yes"}]}"#, #"{"closure": "temporarily"}"#,
        #"{"field": "opening_hours"}"#, #"{"open": true}"#, #"{"rating": 4}"#, #"{"safe": false}"#, #"{"text": "Clean."}"#,
        #"{"latitude": 43.73, "longitude": 7.43, "fields": {"name": "Kiosk", "fee": "no"}, "confirm_new": true}"#,
    ]
    static let allowed: Set<String> = ["changes", "closure", "field", "open", "rating", "safe", "text", "latitude", "longitude",
                                       "fields", "confirm_new", "website"]

    /// Reads `bytes` as every write would; records an issue if an error names no field.
    static func exercise(_ bytes: [UInt8]) {
        let body: JSONBody
        do {
            body = try JSONBody.parse(bytes, allowed: allowed)
        } catch {
            #expect(error.field != nil && !error.message.isEmpty)
            return
        }
        for write in ContributionsController.toiletWrites {
            do { _ = try write.kind(body) } catch { #expect(error.field != nil, "\(write.path): \(error.message)") }
        }
        do {
            _ = try ContributionsController.position(body)
            _ = try body.stringMap("fields")
            _ = try body.bool("confirm_new")
        } catch {
            #expect(error.field != nil)
        }
    }

    @Test("mutated bodies never trap and every refusal names a field (seeded, 4,000 cases)")
    func mutations() {
        var random = SeededRandom(seed: 10_010)
        let alphabet = Array(#"{}[]",:0123456789.-+eE truefalsnul\"#.utf8) + [0x00, 0xFF, 0xC3, 0x28]
        for _ in 0..<4_000 {
            var bytes = Array(Self.seeds[random.next(Self.seeds.count)].utf8)
            for _ in 0..<(1 + random.next(4)) {
                let index = random.next(max(1, bytes.count))
                switch random.next(4) {
                case 0 where !bytes.isEmpty: bytes[index % bytes.count] = alphabet[random.next(alphabet.count)]
                case 1: bytes.insert(alphabet[random.next(alphabet.count)], at: min(index, bytes.count))
                case 2 where !bytes.isEmpty: bytes.remove(at: index % bytes.count)
                default: bytes = Array(bytes.prefix(index))
                }
            }
            Self.exercise(bytes)
        }
    }

    @Test("deep nesting, huge numbers and odd values are refused without trapping", arguments: [
        String(repeating: "[", count: 8_000), String(repeating: #"{"a":"#, count: 3_000), #"{"rating": 1e400}"#,
        #"{"rating": 4.5}"#, #"{"rating": -0}"#, #"{"rating": 9223372036854775808}"#, #"{"open": 1}"#, #"{"text": null}"#,
        #"{"changes": [1, {"field": 2}]}"#, #"{"fields": {"name": ["x"]}}"#, #"{"latitude": "43"}"#, "[]", "\"text\"", "",
        "{\"text\": \"\\ud800\"}",
    ])
    func oddBodies(body: String) {
        Self.exercise(Array(body.utf8))
    }
}
