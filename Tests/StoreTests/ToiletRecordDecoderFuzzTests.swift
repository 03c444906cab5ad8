import Foundation
import Store
import Model
import Testing
import TestSupport
@testable import StoreSQLite

/// The record decoder against damaged records: never a trap; what the scanner reads,
/// `JSONDecoder` reads to the same toilet; and with its fallback the decoder accepts exactly
/// what `JSONDecoder` accepts. Seeded, so every run is the same.
@Suite("Toilet record decoder fuzz")
struct ToiletRecordDecoderFuzzTests {
    static let cases = 3_000

    /// Bytes that make JSON change meaning when they land in the wrong place.
    static let tokens: [[UInt8]] = ["\"", "\\", "{", "}", "[", "]", ",", ":", "null", "-", "0", "1e400", "1e-400", ".5", "01", "9223372036854775808", "\\u", "\\ud800", " ", "\u{0}", "é", "🚻"]
        .map { Array($0.utf8) }

    static func damage(_ bytes: inout [UInt8], _ random: inout SeededRandom) {
        guard !bytes.isEmpty else { return }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &random)))
        case 2: bytes.insert(contentsOf: tokens.randomElement(using: &random) ?? [], at: at)
        case 3: bytes = Array(bytes.prefix(at))
        default:
            // Swap two stretches: keys and values end up in each other's places.
            let other = Int.random(in: 0..<bytes.count, using: &random)
            let length = min(6, bytes.count - max(at, other))
            if length > 0 { for i in 0..<length { bytes.swapAt(at + i, other + i) } }
        }
    }

    /// The reference's answer, or nil when it refuses.
    static func reference(_ text: String) -> Toilet? {
        try? ToiletRecordDecoderTests.reference(text)
    }

    static func check(_ text: String, _ decoder: inout ToiletRecordDecoder) {
        let expected = reference(text)
        do {
            let fast = try decoder.decodeScanning(text)
            #expect(fast == expected, "scanner read what JSONDecoder reads differently: \(text)")
        } catch {
            #expect(!error.description.isEmpty)
        }
        do {
            let toilet = try decoder.decode(text, id: 1)
            #expect(toilet == expected)
        } catch {
            #expect(expected == nil, "JSONDecoder reads a record the decoder refuses: \(text)")
            #expect(error.toiletID == 1)
        }
    }

    @Test("damaged records decode to the reference's toilet or to an error, never a trap")
    func damagedRecords() throws {
        var random = SeededRandom(seed: 0xF022_DEC0)
        var decoder = ToiletRecordDecoder()
        for _ in 0..<Self.cases {
            var bytes = Array(try ToiletRecordCoder.encode(RandomToilets.toilet(&random)).utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) { Self.damage(&bytes, &random) }
            // The database hands over text; a damaged byte sequence arrives repaired, as here.
            Self.check(String(decoding: bytes, as: UTF8.self), &decoder)
        }
    }

    @Test("random bytes and JSON fragments decode to an error, never a trap")
    func randomBytes() {
        var random = SeededRandom(seed: 0xB17E5)
        var decoder = ToiletRecordDecoder()
        for _ in 0..<Self.cases {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                if Bool.random(using: &random) { bytes += Self.tokens.randomElement(using: &random) ?? [] } else { bytes.append(UInt8.random(in: 0...255, using: &random)) }
            }
            Self.check(String(decoding: bytes, as: UTF8.self), &decoder)
        }
    }
}
