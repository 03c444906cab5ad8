import ArgumentParser
import Foundation
import OpeningHours

/// `toiletnow bench …`: the benchmarks that BENCHMARKS.md quotes.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Run a benchmark.",
                                                    subcommands: [BenchHours.self, BenchGenerate.self, BenchNearest.self, BenchAnswer.self, BenchContract.self, BenchCommunity.self, BenchMerge.self, BenchStore.self])
}

/// `toiletnow bench hours [--values FILE]`: parse and state throughput of OpeningHours.
struct BenchHours: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hours",
        abstract: "Parse and state-evaluation throughput over opening_hours values.",
        discussion: """
            Values: the distinct "value"s of a reference-suite-shaped JSONL file, or one value per line. \
            Instants: 70, from 2024-01-01T00:00Z every 5 d 7 h 13 min. Place: Europe/Berlin, DE, 49.54, 9.81. \
            Each figure is timed over at least --seconds. Benchmarks/opening_hours/run.sh times opening-hours-py \
            on the same values, interleaved with this.
            """)

    @Option(help: "JSONL (reference-suite shape) or plain text, one value per line.")
    var values = "Tests/OpeningHoursTests/Oracle/reference-suite.jsonl"

    @Option(help: "The shortest time each figure is measured over, in seconds.")
    var seconds = 1.0

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
        guard seconds.isFinite, (0.01...600).contains(seconds) else {
            throw fail("bench hours", "--seconds: expected a number of seconds from 0.01 to 600, got \(seconds)")
        }
        let report = OpeningHoursBenchmark.run(values: list, instants: OpeningHoursBenchmark.standardInstants(), context: context,
                                               minimumSeconds: seconds)
        say("values: \(list.count) from \(values)")
        say(report.description)
    }
}
