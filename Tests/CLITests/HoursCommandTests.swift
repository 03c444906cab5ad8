import Foundation
import Testing
import TestSupport

/// `toiletnow hours` and `toiletnow import` with hours, through the real binary.
@Suite("toiletnow hours")
struct HoursCommandTests {
    @Test("prints state, comment, next change and summary, with public holidays of the country")
    func single() throws {
        let outcome = try CLIRunner.run(["hours", "Mo-Fr 08:00-18:00; PH off", "--at", "2024-05-01T10:00", "--tz", "Europe/Berlin", "--country", "DE"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("state:       closed"))
        #expect(outcome.stdout.contains("comment:     Tag der Arbeit"))
        #expect(outcome.stdout.contains("next change: 2024-05-02T08:00:00"))
        #expect(outcome.stdout.contains("summary:     Opens tomorrow at 08:00"))
    }

    @Test("a value that cannot be read is a one-line error naming the column", arguments: [
        (["hours", "Mx 10:00"], "column 1"),
        (["hours", "Mo 10:00-12:00", "--tz", "Mars/Olympus"], "--tz"),
        (["hours", "Mo 10:00-12:00", "--at", "soon"], "--at"),
        (["hours", "Mo 10:00-12:00", "--mode", "sometimes"], "--mode"),
    ])
    func errors(arguments: [String], mentions: String) throws {
        let outcome = try CLIRunner.run(arguments)
        #expect(outcome.status != 0)
        #expect(outcome.stderr.split(separator: "\n").count == 1 && outcome.stderr.contains(mentions), "\(outcome.stderr)")
    }

    @Test("--jsonl annotates reference-suite lines with state, next change and comment; bad lines get an error")
    func jsonl() throws {
        let lines = [
            #"{"value": "10:00-12:00", "time": "2012-10-01T10:00:00", "tz": "Europe/Berlin", "mode": "time_ranges"}"#,
            #"{"value": "Mo 12:00,15:00", "time": "2012-10-01T13:00:00", "tz": "Europe/Berlin", "tag_key": "collection_times"}"#,
            #"{"value": "Mx", "time": "2012-10-01T10:00:00", "tz": "Europe/Berlin"}"#,
            "not json",
        ]
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("tn-jsonl-\(UUID().uuidString).jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: input)
        let outcome = try CLIRunner.run(["hours", "--jsonl"], stdin: input)
        let rows = outcome.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(rows.count == 4)
        #expect(rows[0]["state"] as? String == "open" && rows[0]["next_change"] as? String == "2012-10-01T12:00:00")
        #expect(rows[0]["value"] as? String == "10:00-12:00")
        #expect(rows[1]["state"] as? String == "closed" && rows[1]["next_change"] as? String == "2012-10-01T15:00:00")
        #expect((rows[2]["error"] as? String)?.contains("column 1") == true)
        #expect(rows[3]["error"] as? String == "line is not a JSON object")
    }

    @Test("import keeps a toilet whose hours cannot be read, records why, and reports it")
    func importUnreadableHours() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let file = folder.appendingPathComponent("hours.osm")
        try Data("""
            <osm version="0.6">
              <node id="1" version="1" timestamp="2024-01-01T00:00:00Z" lat="35.9" lon="14.5">
                <tag k="amenity" v="toilets"/><tag k="opening_hours" v="Mo-Fr 08:00-18:00"/></node>
              <node id="2" version="1" timestamp="2024-01-01T00:00:00Z" lat="35.91" lon="14.51">
                <tag k="amenity" v="toilets"/><tag k="opening_hours" v="when the baker is in"/></node>
            </osm>
            """.utf8).write(to: file)
        let database = folder.appendingPathComponent("db.sqlite").path
        let outcome = try CLIRunner.run(["import", file.path, "--region", "tiny", "--timezone", "Europe/Malta", "--country", "MT", "--database", database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("hours: 2 with opening_hours, 1 unreadable (kept, hours unknown); public holidays of MT"))
        #expect(outcome.stdout.contains("osm:node/2: opening_hours: unexpected"))
        let dump = try await CLIRunner.dump(database)
        #expect(dump.components(separatedBy: "toilet ").count - 1 == 2)
    }
}
