import Foundation
import Testing

/// The architecture half of "a test fails on any untranslated API text": the modules that
/// write what people read build no sentence outside their catalogues.
@Suite("Localization: no sentence is built outside a catalogue")
struct SourceScanTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The sources whose text reaches API answers: the server and the finder whole, and the files
    /// of the core that write sentences (the rest of Routing and OpeningHours write diagnostics
    /// for operators, such as a corrupt graph file, which stay English).
    static let scanned = [
        "Sources/Server", "Sources/Finder", "Sources/Routing/RouteStep.swift", "Sources/Routing/RouteStep+Instruction.swift",
        "Sources/Routing/WalkingRoute+Steps.swift", "Sources/OpeningHours/OpeningSchedule+Summary.swift", "Sources/Model/Toilet+Hours.swift",
        "Sources/Community/ClosureVerdict.swift", "Sources/Community/Freshness.swift",
        "Sources/Community/ContributionCheck.swift", "Sources/Community/RecordFields.swift",
    ]

    /// A text argument or value that a person reads, given as a string literal: `message: "…"`,
    /// `expected: "…"`, `summary: "…"`, `instruction: "…"`, `explanation: "…"`, `reason: "…"`,
    /// `return "Open …"`-style sentences with a capital or a known phrase word.
    static let patterns = [
        #"\b(message|expected|summary|instruction|explanation|reason|phrase)\s*:\s*"[A-Za-z]"#,
        #"return\s+"(Open|Opens|Closed|Closes|Hours|Head|Turn|Bear|Continue|Arrive|no |open |hours )"#,
    ]

    /// The Swift files at `path` (a file or a folder).
    static func files(at path: String) -> [URL] {
        let url = root.appendingPathComponent(path)
        if url.pathExtension == "swift" { return [url] }
        let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { $0.pathExtension == "swift" }
    }

    /// Every line at `path` that matches a pattern, outside catalogue files (`*Text.swift`).
    static func offenders(in path: String) throws -> [String] {
        let regexes = try patterns.map { try NSRegularExpression(pattern: $0) }
        var found: [String] = []
        let files = Self.files(at: path)
        #expect(!files.isEmpty, "nothing to scan at \(path)")
        for file in files where !file.lastPathComponent.hasSuffix("Text.swift") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, part) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(part)
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("//") { continue }
                let range = NSRange(line.startIndex..., in: line)
                if regexes.contains(where: { $0.firstMatch(in: line, range: range) != nil }) {
                    found.append("\(file.lastPathComponent):\(number + 1): \(trimmed)")
                }
            }
        }
        return found
    }

    @Test("the scanner sees a sentence passed as a literal")
    func scanner() throws {
        let regex = try NSRegularExpression(pattern: Self.patterns[0])
        let line = #"throw APIError(.badRequest, code: "x", message: "the body is bad")"#
        #expect(regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil)
    }

    @Test("the API's writers build no sentence outside their catalogues", arguments: scanned)
    func noLiteralSentences(path: String) throws {
        #expect(try Self.offenders(in: path) == [])
    }
}
