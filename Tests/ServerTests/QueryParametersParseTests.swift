import Foundation
import HTTPTypes
import Hummingbird
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

    /// A value's read as a handler sees it: the text, or the error's code and field.
    static func read(_ query: QueryParameters, _ name: String) -> String {
        do { return try query.value(name).map { "value " + $0 } ?? "absent" } catch { return "error \(error.code) \(error.field ?? "-")" }
    }

    @Test("a handler given the checked parameters reads every name as it would from the query itself (seeded)")
    func checkedReadsMatch() {
        var generator = SeededRandom(seed: 314)
        let names = ["lat", "lon", "limit", "at", "needs", "zzz", "l%61t", "lang"]
        let values = ["35.9", "14.5", "3", "2026-11-25T12:00:00+01:00", "", "%zz", "%0a", "a%20b", "wheelchair,free",
                      String(repeating: "9", count: 300), "x"]
        for _ in 0..<2_000 {
            let query = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                (names.randomElement(using: &generator) ?? "lat") + "=" + (values.randomElement(using: &generator) ?? "")
            }.joined(separator: "&")
            let request = Request(head: HTTPRequest(method: .get, scheme: "http", authority: "localhost", path: "/api/nearest?" + query),
                                  body: RequestBody(buffer: ByteBuffer()))
            let plain = QueryParameters(request)
            var checked = QueryParameters(request)
            let passed = (try? checked.checkKnownParameters()) != nil
            for name in names + ["lng", "routes"] {
                #expect(Self.read(checked, name) == Self.read(plain, name), "\(query): \(name) (check passed: \(passed))")
            }
        }
    }
}
