import ArgumentParser
import Foundation
import OpeningHours

/// `toiletnow bench …`: the benchmarks that BENCHMARKS.md quotes.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Run a benchmark.", subcommands: [BenchHours.self, BenchGenerate.self, BenchContract.self])
}

/// `toiletnow bench hours [--values FILE]`: parse and state throughput of OpeningHours.
struct BenchHours: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hours",
        abstract: "Parse and state-evaluation throughput over opening_hours values.",
        discussion: """
            Values: the distinct "value"s of a reference-suite-shaped JSONL file, or one value per line. \
            Instants: 70, from 2024-01-01T00:00Z every 5 d 7 h 13 min. Place: Europe/Berlin, DE, 49.54, 9.81. \
            Benchmarks/opening_hours/peer.py times opening-hours-py on the same inputs.
            """)

    @Option(help: "JSONL (reference-suite shape) or plain text, one value per line.")
    var values = "Tests/OpeningHoursTests/Oracle/reference-suite.jsonl"

    func run() throws {
        guard let text = try? String(contentsOfFile: values, encoding: .utf8) else {
            throw fail("bench hours", "--values: cannot read \(values)")
        }
        var seen = Set<String>(), list: [String] = []
        for line in text.split(whereSeparator: \.isNewline) where !line.isEmpty {
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            let value = object?["value"] as? String ?? String(line)
            if seen.insert(value).inserted { list.append(value) }
        }
        let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        let context = EvaluationContext(timeZone: zone, country: "DE", region: "Baden-Württemberg", latitude: 49.54, longitude: 9.81)
        let report = OpeningHoursBenchmark.run(values: list, instants: OpeningHoursBenchmark.standardInstants(), context: context)
        say("values: \(list.count) from \(values)")
        say(report.description)
    }
}
