import Foundation
import Testing
import TestSupport
@testable import Server

/// ``QueryParameters/parse(_:)`` splits UTF-8 bytes into a list; the reference is the reading it
/// replaced (split by `Character` into a dictionary of occurrences). Every name must read the
/// same occurrences, in the same order, with the same raw and decoded values.
@Suite("Query splitting against the reference")
struct QueryParametersParseTests {
    /// The former reading: name → every occurrence's (raw value, decoded value), in query order.
    static func reference(_ query: String) -> [String: [(raw: String, text: String?)]] {
        var entries: [String: [(raw: String, text: String?)]] = [:]
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let rawKey = parts[0], rawValue = parts.count > 1 ? parts[1] : ""
            let key = QueryParameters.percentDecoded(rawKey) ?? String(rawKey)
            entries[key, default: []].append((String(rawValue), QueryParameters.percentDecoded(rawValue)))
        }
        return entries
    }

    static func grouped(_ query: String) -> [String: [(raw: String, text: String?)]] {
        var entries: [String: [(raw: String, text: String?)]] = [:]
        for parameter in QueryParameters.parse(query) {
            entries[parameter.name, default: []].append((String(parameter.raw), parameter.text))
        }
        return entries
    }

    static func expectSame(_ query: String) {
        let expected = reference(query), actual = grouped(query)
        #expect(Set(actual.keys) == Set(expected.keys), "\(query)")
        for (name, occurrences) in expected {
            let got = actual[name] ?? []
            #expect(got.map(\.raw) == occurrences.map(\.raw), "\(query): \(name)")
            #expect(got.map(\.text) == occurrences.map(\.text), "\(query): \(name)")
        }
    }

    @Test("edge queries split as before", arguments: [
        "", "&", "&&", "=", "==", "a", "a=", "=b", "a=b=c", "a=1&a=2", "&a=1&&b=2&", "lat=35.9&lon=14.5&limit",
        "%6c%69%6d%69%74=4", "a%=1", "a=%zz", "at=2026-11-25T12:00:00+01:00", "needs=wheelchair,free&needs=",
        "q=caf%C3%A9", "q=%FF", "a=%0a",
    ])
    func edges(query: String) {
        Self.expectSame(query)
    }

    @Test("seeded queries over a small alphabet split as before")
    func seeded() {
        var generator = SeededRandom(seed: 99)
        let alphabet = Array("ab&&==%%2C6fz+. ")
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let query = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
            Self.expectSame(query)
        }
    }
}
