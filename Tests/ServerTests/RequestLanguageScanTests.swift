import Foundation
import Hummingbird
import Testing
import TestSupport
@testable import Server

/// `Request.mentionsLang`, the byte test that replaced `contains("lang=")` on every request
/// that asks for a language: the same answer as Foundation's `contains`.
@Suite("Request: the lang= pre-test")
struct RequestLanguageScanTests {
    static let alphabet = ["l", "a", "n", "g", "=", "&", "x", "é"]

    @Test("every string of up to five letters from l, a, n, g, =, &, x, é")
    func exhaustive() {
        var strings = [""]
        for _ in 0..<5 {
            strings = strings.flatMap { prefix in Self.alphabet.map { prefix + $0 } }
            for text in strings { #expect(Request.mentionsLang(text) == text.contains("lang="), "\(text)") }
        }
    }

    @Test("seeded query strings up to 40 letters")
    func seeded() {
        var generator = SeededRandom(seed: 31)
        let pieces = Self.alphabet + ["lang=", "lang=fr", "slang=", "&lang", "lat=1.5", "%20"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(Request.mentionsLang(text) == text.contains("lang="), "\(text)")
        }
    }
}
