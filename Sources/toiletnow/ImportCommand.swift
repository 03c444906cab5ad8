import ArgumentParser
import Foundation
import Import
import Model
import Store
import StoreSQLite

/// `toiletnow import FILE --region NAME --timezone ZONE [--database PATH]`.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import the toilets of an OSM file (.osm.pbf, .osm, .osm.gz) as one region.",
        discussion: """
            The file is the whole truth for the region: toilets that are new are added, changed ones \
            updated and missing ones removed (each as a revision; nothing is lost). Importing the same \
            file twice changes nothing. The import is one transaction: on any error the database is \
            left exactly as it was. The walking graph is written beside the database \
            (<database>.graphs/) before that transaction commits and is named in it, so even after a \
            crash the database and its graph agree; a database that did not exist is created only \
            when the import succeeds. Map shapes are clipped to the area of the region's toilets and \
            walkable ways (plus about 2 km).
            """)

    @Argument(help: "The OSM file.") var file: String
    @Option(help: "The region's name, e.g. monaco (letters, digits, - and _).") var region: String
    @Option(help: "The region's IANA time zone, e.g. Europe/Monaco.") var timezone: String
    @Option(help: "The region's ISO 3166-1 country code for public holidays, e.g. MC (default: the most common addr:country).") var country: String?
    @Option(help: "The SQLite database (created if missing).") var database = DemoData.databasePath
    @Flag(help: "Import even if the region already holds newer data.") var allowOlder = false
    @Flag(help: "Import even if the file has no toilets (this removes all of the region's toilets).") var allowEmpty = false
    @Option(help: "MiB of node locations to keep in memory; more spill to a temporary file (about 8 bytes a node).") var nodeMemoryMib = 256

    func run() async throws {
        do {
            let summary = try await RegionImport(file: file, region: region, timeZone: timezone, country: country, databasePath: database,
                                                 allowOlder: allowOlder, allowEmpty: allowEmpty,
                                                 nodeMemoryBudgetBytes: min(max(0, nodeMemoryMib), Int.max >> 20) << 20).run(progress: TerminalProgress())
            print(summary.text)
        } catch {
            throw fail("import", error.description)
        }
    }
}
