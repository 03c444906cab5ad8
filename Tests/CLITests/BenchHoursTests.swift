import Foundation
import Testing
import TestSupport

/// `toiletnow bench hours`: each figure is timed over at least `--seconds` (issue 9: a 10 ms
/// window measured noise), on exactly the values given, which the peer script also times.
@Suite("toiletnow bench hours")
struct BenchHoursTests {
    @Test("it times the given values and reports how many parsed and failed")
    func values() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("values.txt")
        try "Mo-Fr 08:00-18:00\n24/7\nnot hours at all\n".write(to: file, atomically: true, encoding: .utf8)
        let outcome = try CLIRunner.run(["bench", "hours", "--values", file.path, "--seconds", "0.05"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("values: 3 from"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("values 2 parsed, 1 failed"), "\(outcome.stdout)")
    }

    @Test("a window that is no number, zero or absurd is a one-line error naming --seconds", arguments: ["0", "-1", "nan", "601"])
    func badSeconds(seconds: String) throws {
        let outcome = try CLIRunner.run(["bench", "hours", "--seconds=\(seconds)"])
        #expect(outcome.status != 0)
        #expect(outcome.stderr.split(separator: "\n").count == 1 && outcome.stderr.contains("--seconds"), "\(outcome.stderr)")
    }
}
