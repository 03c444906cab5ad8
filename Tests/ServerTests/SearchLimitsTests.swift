import Foundation
import Store
import StoreSQLite
import Testing
import TestSupport
@testable import Server

/// Search does bounded work: capped text, capped words, and repeated words that cost nothing.
@Suite("Search limits")
struct SearchLimitsTests {
    static func words(_ count: Int, _ word: String = "a") -> String {
        Array(repeating: word, count: count).joined(separator: "%20")
    }

    @Test("more than 16 words, or more than 200 characters, is a 400 naming the search field", arguments: [
        ("/api/search?q=\(words(17))", "q"),
        ("/api/search?q=\(words(4_000))", "q"),
        ("/api/search?q=\(String(repeating: "a", count: 201))", "q"),
        ("/api/v1/restrooms/search?query=\(words(17))", "query"),
        ("/api/v1/restrooms/search?query=\(String(repeating: "b", count: 201))", "query"),
    ])
    func overCap(uri: String, field: String) async throws {
        let response = try await EdgeHarness.send(uri)
        try ServerHarness.expectError(response, status: .badRequest, code: "invalid_parameter", field: field)
    }

    @Test("16 words and 200 characters are still searched")
    func atCap() async throws {
        let sixteen = try await EdgeHarness.send("/api/search?q=\(Self.words(16, "monte"))")
        #expect(sixteen.status == .ok)
        let long = try await EdgeHarness.send("/api/v1/restrooms/search?query=\(String(repeating: "c", count: 200))")
        #expect(long.status == .ok)
    }

    /// FTS5's bm25 merges every phrase's positions for every matching row, which is quadratic in
    /// the number of phrases: 3,000 copies of "a" took 2.7 s before terms were deduplicated, so
    /// 10,000 would take about 30 s. Deduplicated, it is one term; the bound leaves room for a
    /// loaded machine.
    @Test("repeated words cost what one word costs in the store")
    func repeatedWords() async throws {
        let store = try await ServerHarness.monacoRepository()
        let once = try await store.places(matching: "a", near: nil, limit: 10)
        let start = ContinuousClock.now
        let many = try await store.places(matching: Array(repeating: "a", count: 10_000).joined(separator: " "), near: nil, limit: 10)
        let elapsed = ContinuousClock.now - start
        #expect(!once.isEmpty)
        #expect(many.map(\.name) == once.map(\.name))
        #expect(elapsed < .seconds(8), "10,000 repeated words took \(elapsed)")
    }

    @Test("the full-text match keeps each needed word once", arguments: [
        ("a a A á", ["a"]),
        ("avenue a av", ["avenue"]),
        ("Monte-Carlo monte", ["carlo", "monte"]),
        ("rue de la rue", ["de", "la", "rue"]),
        ("", []),
    ])
    func matchTerms(query: String, expected: [String]) {
        #expect(PlaceRanking.matchTerms(of: query) == expected)
    }
}
