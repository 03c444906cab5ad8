import Foundation
import Store
import Testing
import TestSupport
@testable import Server

/// The README's error example is a real answer, not an approximation.
@Suite("README error example")
struct ReadmeErrorExampleTests {
    @Test("the example in the README is exactly what /api/nearest?lat=91 answers")
    func realCode() async throws {
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try #require(readme.firstMatch(of: /Every error has one shape: `(\{.*?\}\})`/)?.1)
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: [String: String]])
        let response = try await ServerHarness.get("/api/nearest?lat=91&lon=7.42", repository: InMemoryToiletRepository())
        let real = try #require(try ServerHarness.json(response) as? [String: [String: Any]])
        #expect(real["error"]?["code"] as? String == shown["error"]?["code"])
        #expect(real["error"]?["message"] as? String == shown["error"]?["message"])
        #expect(real["error"]?["field"] as? String == shown["error"]?["field"])
    }
}
