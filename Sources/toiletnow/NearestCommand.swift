import ArgumentParser
import Foundation
import Geo
import Model
import Store
import StoreSQLite

/// `toiletnow nearest --lat 43.73 --lon 7.42`: the nearest toilets, from the shell.
struct NearestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "nearest", abstract: "Print the nearest toilets to a point.")

    @Option(help: "Latitude in degrees.") var lat: Double
    @Option(help: "Longitude in degrees.") var lon: Double
    @Option(help: "How many toilets (1 to 100).") var limit = 3
    @Option(help: "Needs, comma-separated: wheelchair, changing_table, gender_neutral, free, public.") var needs = ""
    @Option(help: "The SQLite database.") var database = DemoData.databasePath

    func run() async throws {
        guard let center = Coordinate(validatingLatitude: lat, longitude: lon) else {
            throw fail("nearest", "--lat and --lon must be a real position (-90…90, -180…180); got \(lat), \(lon)")
        }
        guard (1...100).contains(limit) else { throw fail("nearest", "--limit must be 1 to 100; got \(limit)") }
        guard case .success(let profile) = NeedsProfile.parse(needs) else {
            throw fail("nearest", "--needs: expected a comma-separated list of \(NeedsProfile.names.map(\.0).joined(separator: ", ")); got \"\(needs)\"")
        }
        guard FileManager.default.fileExists(atPath: database) else { throw fail("nearest", "--database: no database at \(database)") }
        let repository = try SQLiteToiletRepository(path: database)
        let page = try await repository.nearby(center, radiusMeters: ToiletRepositoryLimits.maxRadiusMeters, needs: profile,
                                               page: PageRequest(page: 1, perPage: limit))
        for hit in page.items {
            print(String(format: "%6.0f m  %@  #%lld  %@", hit.distanceMeters, compass(hit.bearingDegrees), hit.toilet.id.rawValue, hit.toilet.displayName))
        }
        if page.items.isEmpty { print("No toilet within \(Int(ToiletRepositoryLimits.maxRadiusMeters / 1000)) km.") }
    }

    private func compass(_ degrees: Double) -> String {
        let names = ["N ", "NE", "E ", "SE", "S ", "SW", "W ", "NW"]
        return names[Int((degrees + 22.5) / 45) % 8]
    }
}
