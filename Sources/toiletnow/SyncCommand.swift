import ArgumentParser
import Foundation
import Import
import Model

/// `toiletnow sync refuge --base-url URL [--since DATE] --region NAME`.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync", abstract: "Merge what changed at another source into a region.",
        subcommands: [SyncRefugeCommand.self])
}

struct SyncRefugeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refuge",
        abstract: "Merge the restrooms of a Refuge-compatible v1 API (Refuge Restrooms, or another ToiletNow server) into a region.",
        discussion: """
            Pages through /api/v1/restrooms/by_date with updated=true. Without --since it reads every \\
            restroom, and that list is the whole truth for the source (restrooms no longer listed are \\
            removed); with --since it reads the restrooms changed since that day and only adds or \\
            updates. Records are merged with the region's other sources as `toiletnow import` does.
            """)

    @Option(help: "The API's address, e.g. https://www.refugerestrooms.org or http://127.0.0.1:8080.") var baseURL: String
    @Option(help: "Read only the restrooms created or updated since this day (YYYY-MM-DD, UTC).") var since: String?
    @Option(help: "The region to merge into.") var region: String
    @Option(help: "The region's IANA time zone, needed when the region is new.") var timezone: String?
    @Option(help: "The region's ISO 3166-1 country code for public holidays.") var country: String?
    @Option(help: "The data's licence (Refuge states none; it is shown in the app as given by you).") var licence: String?
    @Option(help: "The dataset name the records are kept under.") var dataset = "refuge"
    @Option(help: "The database: a SQLite file or a postgres:// URL.") var database = DemoData.databasePath

    func run() async throws {
        let database = try DatabaseLocation.parse(self.database, command: "sync refuge")
        do {
            guard let url = URL(string: baseURL), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                throw RefugeSync.Failure(description: "--base-url: expected an http or https URL (got \"\(baseURL)\")")
            }
            guard dataset.range(of: "^[a-z0-9-]{1,40}$", options: .regularExpression) != nil else {
                throw RefugeSync.Failure(description: "--dataset: expected 1 to 40 lower-case letters, digits or -")
            }
            let day = try since.map(Self.day)
            var reading = try await RefugeSync(baseURL: url, since: day).read()
            if dataset != "refuge" {
                reading.drafts = reading.drafts.map { draft in
                    var draft = draft
                    draft.sources = draft.sources.map { var source = $0; source.dataset = dataset; return source }
                    return draft
                }
            }
            let source = try ImportFormat.description(dataset: dataset, format: "refuge-sync", fileName: baseURL, statedLicence: nil,
                                                      licence: licence, attribution: "Refuge Restrooms API v1 at \(url.host ?? baseURL)", url: baseURL)
            var job = SourceImport(fileName: baseURL, reading: reading, source: source, region: region, timeZone: timezone, country: country,
                                   database: database)
            job.isWholeSource = since == nil
            let report = try await job.run()
            print(ImportFormat.summary(region: region, file: baseURL, reading: reading, source: source, report: report))
        } catch let error as CustomStringConvertible & Error {
            throw fail("sync refuge", error.description)
        }
    }

    /// `YYYY-MM-DD` as the start of that day in UTC.
    static func day(_ text: String) throws -> Date {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let components = DateComponents(year: parts.first, month: parts.count > 1 ? parts[1] : nil, day: parts.count > 2 ? parts[2] : nil)
        guard parts.count == 3, text.count == 10, components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
            throw RefugeSync.Failure(description: "--since: expected a day as YYYY-MM-DD (got \"\(text)\")")
        }
        return date
    }
}
