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
        let database = try DatabaseLocation.sqliteFile(self.database, command: "nearest")
        guard FileManager.default.fileExists(atPath: database) else { throw fail("nearest", "--database: no database at \(database)") }
        let repository = try SQLiteToiletRepository(path: database)
        let snapshot = try await ServingLoader(repository: repository, database: database) { _ in }.load()
        let result = snapshot.finder.nearest(FinderQuery(origin: center, now: now, needs: profile, limit: limit))
        print(NearestTable(result).text)
    }
}
