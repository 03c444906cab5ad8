import Foundation
import Testing
@testable import OpeningHours

/// Every value found on real OSM objects parses, leniently if need be.
@Suite("Real-world values")
struct RealWorldValuesTests {
    static let values: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Oracle/realworld-values.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }()

    @Test("the file holds about 200 values")
    func fileIsLoaded() {
        #expect(Self.values.count > 150)
    }

    @Test("every real-world value parses", arguments: values)
    func parses(_ value: String) throws {
        let schedule = try OpeningSchedule(parsing: value)
        #expect(!schedule.rules.isEmpty)
    }
}
