import ArgumentParser
import Finder
import Foundation
import Geo
import Model
import Store
import StoreSQLite

/// `toiletnow nearest --lat 43.73 --lon 7.42`: the toilets that will be open when you arrive,
/// ranked by walking time exactly as `/api/nearest` ranks them (the same finder over the same
/// serving snapshot), printed as an aligned table.
struct NearestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nearest", abstract: "Print the toilets open when you arrive, ranked by walking time like /api/nearest.")

    // `.unconditional`: a value like -0.12 is the option's value, not an unknown option.
    @Option(parsing: .unconditional, help: "Latitude in degrees (-90 to 90).") var lat: Double
    @Option(parsing: .unconditional, help: "Longitude in degrees (-180 to 180).") var lon: Double
    @Option(help: "How many toilets (1 to 20, as the API).") var limit = 3
    @Option(help: "Needs, comma-separated: wheelchair, changing_table, gender_neutral, free, public.") var needs = ""
    @Option(help: "The instant to ask at, ISO 8601 with a zone (default: now).") var at: String?
    @Option(help: "The SQLite database.") var database = DemoData.databasePath

    func run() async throws {
        guard let center = Coordinate(validatingLatitude: lat, longitude: lon) else {
            throw fail("nearest", "--lat and --lon must be a real position (-90…90, -180…180); got \(lat), \(lon)")
        }
        guard (1...20).contains(limit) else { throw fail("nearest", "--limit must be 1 to 20; got \(limit)") }
        guard case .success(let profile) = NeedsProfile.parse(needs) else {
            throw fail("nearest", "--needs: expected a comma-separated list of \(NeedsProfile.names.map(\.0).joined(separator: ", ")); got \"\(needs)\"")
        }
        var now = Date()
        if let at {
            guard let instant = try? Date(at, strategy: .iso8601) else {
                throw fail("nearest", "--at: \"\(at)\" is not an instant; expected ISO 8601 with a zone like 2024-06-03T10:00:00Z")
            }
            now = instant
        }
        guard FileManager.default.fileExists(atPath: database) else { throw fail("nearest", "--database: no database at \(database)") }
        let repository = try SQLiteToiletRepository(path: database)
        let snapshot = try await ServingLoader(repository: repository, database: database) { _ in }.load()
        let result = snapshot.finder.nearest(FinderQuery(origin: center, now: now, needs: profile, limit: limit))
        print(NearestTable(result).text)
    }
}

/// The nearest answer as aligned columns: rank, walk, distance, state on arrival, id, name.
struct NearestTable {
    let result: FinderResult

    init(_ result: FinderResult) { self.result = result }

    var text: String {
        var lines: [String] = []
        switch result.ranking {
        case .walking: lines.append("Ranked by walking time; open when you arrive first, unknown hours after.")
        case .straightLine(let reason): lines.append("Ranked by straight line: \(reason).")
        }
        guard !result.hits.isEmpty else {
            lines.append(result.ranking == .straightLine(reason: ToiletFinder.noDataReason)
                         ? "No toilets known near here." : "No toilet open when you arrive within a 45-minute walk.")
            return lines.joined(separator: "\n")
        }
        let rows = [["#", "walk", "distance", "on arrival", "id", "toilet"]] + result.hits.enumerated().map { rank, hit in
            [String(rank + 1), Self.walk(hit.walkSeconds), "\(Int(hit.walkMeters.rounded())) m", Self.arrival(hit),
             "#\(hit.toilet.id)", hit.toilet.placeLabel ?? hit.toilet.displayName]
        }
        let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                column == 5 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            lines.append(cells.joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }

    /// "4 min", or "45 s" under a minute.
    static func walk(_ seconds: Double) -> String {
        seconds < 60 ? "\(Int(seconds.rounded())) s" : "\(Int((seconds / 60).rounded())) min"
    }

    /// "open until 22:00" (local time at the toilet), "open", or "hours unknown".
    static func arrival(_ hit: FinderHit) -> String {
        guard hit.arrivalState == .open else { return "hours unknown" }
        guard let closes = hit.closesAt, let zone = hit.timeZone else { return "open" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: closes)
        return String(format: "open until %02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
