import ArgumentParser
import Foundation
import Import
import Model
import Store
import StoreSQLite

/// `toiletnow import FILE --region NAME --timezone ZONE [--format F] [--licence L] [--database PATH]`.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import the toilets of an OSM file (.osm.pbf, .osm, .osm.gz) or of another source into a region.",
        discussion: """
            Every file is one source of the region, and the whole truth for that source: its toilets \
            that are new are added, changed ones updated and missing ones removed (each as a revision; \
            nothing is lost). Records of all the region's sources that describe the same toilet are \
            joined into one, each field taken from the source trusted most for it (README, "Sources and \
            merging"). A file that is not OSM (--format) leaves the region's walking graph and map as \
            they are; a region with no OSM file is ranked by straight-line distance. Importing the same \
            file twice changes nothing. The import is one transaction: on any error the database is \
            left exactly as it was. The walking graph is written beside the database \
            (<database>.graphs/) before that transaction commits and is named in it, so even after a \
            crash the database and its graph agree; a database that did not exist is created only \
            when the import succeeds. Map shapes are clipped to the area of the region's toilets and \
            walkable ways (plus about 2 km).
            """)

    @Argument(help: "The OSM file.") var file: String
    @Option(help: "The region's name, e.g. monaco (letters, digits, - and _).") var region: String
    @Option(help: "The region's IANA time zone, e.g. Europe/Monaco (a source file into an existing region keeps the region's).") var timezone: String?
    @Option(help: "The region's ISO 3166-1 country code for public holidays, e.g. MC (default: the most common addr:country).") var country: String?
    @Option(help: "The database: a SQLite file (created if missing) or a postgres:// URL.") var database = DemoData.databasePath
    @Flag(help: "Import even if the region already holds newer data.") var allowOlder = false
    @Flag(help: "Import even if the file has no toilets (this removes all of the region's toilets).") var allowEmpty = false
    @Option(help: "MiB of node locations to keep in memory; more spill to a temporary file (about 8 bytes a node).") var nodeMemoryMib = 256
    @Option(help: "The file's format when it is not OSM: \(ImportFormat.names.joined(separator: ", ")).") var format: String?
    @Option(help: "For --format mapped: the mapping file (docs/mapping.md).") var mapping: String?
    @Option(help: "The data's licence, required when the source states none (it is shown in the app as given by you).") var licence: String?
    @Option(help: "For --format mapped: the credit line to show (default: the mapping's dataset and the file's name).") var attribution: String?
    @Option(help: "With --format: keep only the records inside this box, minLon,minLat,maxLon,maxLat (e.g. an OSM extract's area).") var bbox: String?

    func run() async throws {
        let database = try DatabaseLocation.parse(self.database, command: "import")
        if let format {
            try await importSource(format: format, database: database)
            return
        }
        guard let timezone else {
            throw fail("import", "--timezone is required for an OSM file (an IANA time zone, e.g. Europe/Monaco)")
        }
        do {
            let summary = try await RegionImport(file: file, region: region, timeZone: timezone, country: country, database: database,
                                                 allowOlder: allowOlder, allowEmpty: allowEmpty,
                                                 nodeMemoryBudgetBytes: min(max(0, nodeMemoryMib), Int.max >> 20) << 20).run(progress: TerminalProgress())
            print(summary.text)
        } catch {
            throw fail("import", error.description)
        }
    }

    /// Imports a file that is not OSM as one source of the region.
    private func importSource(format name: String, database: DatabaseLocation) async throws {
        do {
            let format = try ImportFormat.named(name)
            let mappingFile = try mapping.map { path in try MappedSource.Mapping(json: try Data(contentsOf: URL(fileURLWithPath: path))) }
            print(try await format.importFile(file, mapping: mappingFile, licence: licence, attribution: attribution, bbox: bbox,
                                              region: region, timeZone: timezone, country: country, database: database))
        } catch let error as RegionImport.Failure {
            throw fail("import", error.description)
        } catch let problem as ImportFormat.Problem {
            throw fail("import", problem.description)
        } catch {
            throw fail("import", "\(file): \(error)")
        }
    }
}
