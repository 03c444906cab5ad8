import Foundation
import Testing
import TestSupport

/// `toiletnow hours from-text`, through the real binary, on a small London-shaped file.
@Suite("toiletnow hours from-text")
struct HoursFromTextCommandTests {
    static func londonFile() throws -> URL {
        let records = #"""
            [{"opening_hours": "7am-6pm Monday to Friday"}, {"opening_hours": "7am-6pm Monday to Friday"},
             {"opening_hours": "see website"}, {"opening_hours": ""}, {"name": "no hours"}]
            """#
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tn-london-\(UUID().uuidString).json")
        try Data(records.utf8).write(to: url)
        return url
    }

    @Test("counts records, texts, distinct texts, values, unreadable and empty per file")
    func counts() throws {
        let outcome = try CLIRunner.run(["hours", "from-text", "--london", try Self.londonFile().path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "london: records 5, texts 3, distinct texts 2, values 2, unreadable 1, empty 2\n")
    }

    @Test("--jsonl writes each distinct text once with its count and reading")
    func jsonl() throws {
        let outcome = try CLIRunner.run(["hours", "from-text", "--london", try Self.londonFile().path, "--jsonl"])
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: String])
        #expect(first == ["file": "london", "text": "7am-6pm Monday to Friday", "count": "2", "reading": "hours", "value": "Mo-Fr 07:00-18:00"])
        #expect(lines[1].contains(#""reading":"unreadable""#))
    }

    @Test("without a file it is a one-line error")
    func noFile() throws {
        let outcome = try CLIRunner.run(["hours", "from-text"])
        #expect(outcome.status != 0 && outcome.stderr.contains("--gbptm"))
    }
}
