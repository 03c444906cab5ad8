import Foundation
import Testing
import TestSupport
@testable import Server

/// The value grammar as tables, then a seeded fuzz: random and mutated strings never trap, and
/// whatever is accepted reads back the same after being written out again.
@Suite("Query value grammar")
struct QueryGrammarTests {
    @Test("decimals: plain notation only", arguments: [
        ("43.7384", 43.7384), ("-7", -7), ("0", 0), ("1e-7", 1e-7), ("-2.5E+3", -2500), ("007.50", 7.5),
    ])
    func decimalAccepted(text: String, value: Double) {
        #expect(QueryGrammar.decimal(text) == value)
    }

    @Test("decimals: no hex, words, signs, spaces, NUL or loose dots", arguments: [
        "", "-", "+1", "0x1p3", "0x10", "inf", "-infinity", "nan", "1e999", "1e", "1e+", ".5", "5.", "1..2", "1.2.3",
        " 1", "1 ", "1\0", "1\0garbage", "١٢", "1_000", "1,5", String(repeating: "1", count: 65),
    ])
    func decimalRefused(text: String) {
        #expect(QueryGrammar.decimal(text) == nil)
    }

    @Test("integers: at most 18 digits", arguments: [
        ("0", 0), ("-12", -12), ("000123", 123), ("999999999999999999", 999_999_999_999_999_999),
    ])
    func integerAccepted(text: String, value: Int) {
        #expect(QueryGrammar.integer(text) == value)
    }

    @Test("integers: nothing else", arguments: ["", "-", "+3", "3.0", "1e3", "0x1", " 3", "3 ", "1234567890123456789", "９"])
    func integerRefused(text: String) {
        #expect(QueryGrammar.integer(text) == nil)
    }

    @Test("instants: the same moment as Foundation reads it", arguments: [
        "2026-11-22T11:00:00Z", "2026-11-22T12:00:00+01:00", "2026-11-22T06:30:00-04:30", "2024-02-29T23:59:59Z",
        "2000-02-29T00:00:00Z", "1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "1583-01-01T00:00:00Z", "9999-12-31T23:59:59Z",
    ])
    func instantAccepted(text: String) throws {
        let expected = try Date(text, strategy: .iso8601)
        #expect(QueryGrammar.instant(text) == expected)
    }

    @Test("instants: fractional seconds")
    func instantFraction() throws {
        let date = try #require(QueryGrammar.instant("2026-11-22T11:00:00.250Z"))
        let whole = try #require(QueryGrammar.instant("2026-11-22T11:00:00Z"))
        #expect(abs(date.timeIntervalSince(whole) - 0.25) < 1e-6)
    }

    @Test("instants: field by field, no roll-over, a zone and nothing after it", arguments: [
        "2026-11-22T11:00:00Zgarbage", "2026-11-22T25:00:00Z", "2026-11-22T24:00:00Z", "2026-02-30T10:00:00Z",
        "2025-02-29T10:00:00Z", "1900-02-29T10:00:00Z", "2026-04-31T10:00:00Z", "2026-00-10T10:00:00Z", "2026-13-10T10:00:00Z",
        "2026-11-00T10:00:00Z", "2026-11-22T10:60:00Z", "2026-11-22T10:00:60Z", "2026-11-22T10:00:00", "2026-11-22T10:00Z",
        "2026-11-22", "2026-11-22 10:00:00Z", "2026-11-22t10:00:00z", "0000-01-01T00:00:00Z", "1582-10-10T00:00:00Z", "+2026-11-22T10:00:00Z",
        "2026-11-22T10:00:00+24:00", "2026-11-22T10:00:00+01", "2026-11-22T10:00:00+0100", "2026-11-22T10:00:00.Z",
        "2026-11-22T10:00:00.1234567890Z", " 2026-11-22T10:00:00Z", "2026-11-22T10:00:00Z ", "2026-1-22T10:00:00Z",
    ])
    func instantRefused(text: String) {
        #expect(QueryGrammar.instant(text) == nil)
    }

    @Test("exact counts for pairs and boxes", arguments: [
        ("43.7,7.4", 2, true), ("43.7,abc,7.4", 2, false), ("43.7,7.4,", 2, false), (",43.7,7.4", 2, false),
        ("43.7", 2, false), ("1,2,3,4", 4, true), ("1,2,3,4,5", 4, false), ("1,2,,3", 4, false), ("1, 2,3,4", 4, false),
    ])
    func counts(text: String, count: Int, isAccepted: Bool) {
        #expect((QueryGrammar.decimals(text, count: count) != nil) == isAccepted)
    }

    @Test("percent-decoding: strict escapes, UTF-8 only, + stays a plus", arguments: [
        ("caf%C3%A9", "café"), ("a+b", "a+b"), ("%2B01:00", "+01:00"), ("100%25", "100%"),
        ("%ZZ", nil), ("%4", nil), ("%", nil), ("%FF", nil), ("%C3", nil),
    ] as [(String, String?)])
    func percentDecoding(raw: String, decoded: String?) {
        #expect(QueryParameters.percentDecoded(raw[...]) == decoded)
    }

    /// Random strings over the characters the grammar cares about, plus mutations of good values.
    @Test("seeded fuzz: decoders never trap; accepted values re-validate")
    func fuzz() throws {
        var random = SeededRandom(seed: 0x7011_E7)
        let alphabet = Array("0123456789-+.eE:TZz,x %\0 \u{FF}é١")
        let seeds = ["43.7384", "-7.5e-3", "2026-11-22T11:00:00Z", "2024-02-29T23:59:59.5+05:30", "43.7,7.4", "1,2,3,4", "caf%C3%A9"]
        for round in 0..<20_000 {
            var text: [Character]
            if round % 2 == 0 {
                text = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            } else {
                text = Array(seeds.randomElement(using: &random)!)
                for _ in 0...Int.random(in: 0...2, using: &random) where !text.isEmpty {
                    let index = Int.random(in: 0..<text.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: text[index] = alphabet.randomElement(using: &random)!
                    case 1: text.insert(alphabet.randomElement(using: &random)!, at: index)
                    default: text.remove(at: index)
                    }
                }
            }
            try check(String(text))
        }
    }

    private func check(_ text: String) throws {
        if let value = QueryGrammar.decimal(text) {
            #expect(value.isFinite)
            #expect(QueryGrammar.decimal("\(value)") == value, "\(text) → \(value)")
        }
        if let value = QueryGrammar.integer(text) {
            #expect(QueryGrammar.integer(String(value)) == value)
        }
        if let date = QueryGrammar.instant(text) {
            let written = date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
            let reread = try #require(QueryGrammar.instant(written), "\(text) → \(written)")
            #expect(abs(reread.timeIntervalSince(date)) < 0.001)
        }
        for count in [2, 4] {
            if let values = QueryGrammar.decimals(text, count: count) { #expect(values.count == count) }
        }
        _ = QueryParameters.percentDecoded(text[...])
        _ = QueryParameters.parse(text)
    }
}
