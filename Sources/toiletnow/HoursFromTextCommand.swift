import ArgumentParser
import Foundation
import Import

/// `toiletnow hours from-text [--gbptm PATH] [--london PATH] [--jsonl]`: reads every hours text
/// of the two council files with ``FreeTextHours`` and prints, per file, how many became values.
struct HoursFromTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "from-text",
        abstract: "Read the free-text hours of council files and count values, unreadable and empty texts.",
        discussion: """
            Counts per file: records, texts (records that say something), distinct texts, values, unreadable, \
            empty. With --jsonl, writes one line per distinct text and reading instead: \
            {"file", "text", "count", "reading" ("hours", "unreadable" or "empty"), "value"}.
            """)

    @Option(help: "Toilet Map UK 2014 CSV (Windows-1252, CR line endings), e.g. data/toilets/gbptm-2014.csv.")
    var gbptm: String?
    @Option(help: "toilets4london JSON array with an opening_hours text per record.")
    var london: String?
    @Flag(help: "Write every distinct text and its reading as JSON lines.") var jsonl = false

    func run() throws {
        let files = [("gbptm", gbptm), ("london", london)].compactMap { name, path in path.map { (name, $0) } }
        guard !files.isEmpty else { throw fail("hours from-text", "give --gbptm PATH, --london PATH or both") }
        for (name, path) in files {
            guard let data = FileManager.default.contents(atPath: path) else { throw fail("hours from-text", "cannot read \(path)") }
            let entries: [HoursCorpus.Entry]
            do {
                entries = name == "gbptm" ? try HoursCorpus.toiletMapUK(data) : try HoursCorpus.london(data)
            } catch {
                throw fail("hours from-text", "\(path): \(error.description)")
            }
            if jsonl { try writeLines(name, entries) } else { say(Self.counts(name, entries)) }
        }
    }

    /// One line of counts for a file.
    static func counts(_ name: String, _ entries: [HoursCorpus.Entry]) -> String {
        let texts = entries.filter { $0.text != nil }
        let distinct = Set(texts.compactMap(\.text)).count
        var values = 0, unreadable = 0, empty = 0
        for entry in entries {
            switch entry.reading {
            case .hours: values += 1
            case .unreadable: unreadable += 1
            case .empty: empty += 1
            }
        }
        return "\(name): records \(entries.count), texts \(texts.count), distinct texts \(distinct), "
            + "values \(values), unreadable \(unreadable), empty \(empty)"
    }

    private func writeLines(_ name: String, _ entries: [HoursCorpus.Entry]) throws {
        // Keyed by text and reading: one GBPTM text can read two ways when the rows' Closed columns differ.
        struct Key: Hashable { var text: String; var reading: FreeTextHours.Reading }
        var order: [Key] = []
        var counts: [Key: Int] = [:]
        for entry in entries {
            guard let text = entry.text else { continue }
            let key = Key(text: text, reading: entry.reading)
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for key in order {
            let (text, count, reading) = (key.text, counts[key] ?? 0, key.reading)
            var line: [String: String] = ["file": name, "text": text, "count": "\(count)"]
            switch reading {
            case .hours(let value): line["reading"] = "hours"; line["value"] = value
            case .unreadable: line["reading"] = "unreadable"
            case .empty: line["reading"] = "empty"
            }
            say(String(decoding: try encoder.encode(line), as: UTF8.self))
        }
    }
}
