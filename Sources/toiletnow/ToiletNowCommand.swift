import ArgumentParser
import Import
import Foundation
import Localization

/// `toiletnow`: import OSM data, serve the API and the app, query from the shell.
@main
struct ToiletNowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "toiletnow",
        abstract: "Find the nearest toilet you can actually use, right now.",
        subcommands: [ServeCommand.self, ImportCommand.self, NearestCommand.self, HoursCommand.self, ModeratorsCommand.self, ModerationCommand.self, AchievementsCommand.self, BestPickCommand.self, SyncCommand.self, BackupCommand.self, BenchCommand.self])
}

/// Where the bundled demo data and its database live, relative to the repository root.
enum DemoData {
    /// One bundled region: its OSM file, name, time zone and holiday country (nil: none known),
    /// and the other sources merged into it.
    struct Region {
        var osmFile: String
        var name: String
        var timeZone: String
        var country: String?
        var sources: [Source] = []
    }

    /// A source file merged into a demo region, clipped to the OSM extract's box.
    struct Source {
        var file: String
        var format: SourceFormat
        /// The licence ToiletNow assumes for a source that states none (shown as given by the operator).
        var licence: String?
        var bbox: String
    }

    /// The region the app opens on when it has no position.
    static let startRegion = "london"

    /// London first: a real walking network with council hours merged from two sources; then Monaco,
    /// whose toilets have no hours and no names, and Liechtenstein's many wheelchair and fee tags
    /// (see `Data/SOURCES.md`).
    static let regions = [
        Region(osmFile: "Data/osm/london-northern-line-2026.osm.pbf", name: "london", timeZone: "Europe/London", country: "GB", sources: [
            Source(file: "Data/fixtures/london-toilets4london-councils-2023.json", format: .toilets4LondonJSON,
                   licence: "OGL v3 (assumed by ToiletNow, not verified)", bbox: londonBox),
            Source(file: "Data/fixtures/london-toilets4london-osm-2021.json", format: .toilets4LondonOSMJSON, licence: nil, bbox: londonBox),
        ]),
        Region(osmFile: "Data/osm/monaco-2022.osm.pbf", name: "monaco", timeZone: "Europe/Monaco", country: "MC"),
        // No public-holiday table for Liechtenstein yet: PH rules there evaluate as unknown.
        Region(osmFile: "Data/osm/liechtenstein-2022.osm.pbf", name: "liechtenstein", timeZone: "Europe/Vaduz", country: nil),
    ]
    /// The London extract's box (`Data/SOURCES.md`).
    static let londonBox = "-0.2660,51.4042,-0.0135,51.5354"
    static let databasePath = "var/toiletnow-demo.sqlite"
    /// The first screen's one line (`demoNote` in `/api/config`), in the request's language.
    static let note = LocalizedText { language in
        switch language {
        case .english: "Demo data: London (Northern line) merges OSM with council hours, so “open when you arrive” shows; "
            + "Monaco's toilets have no hours; Liechtenstein (search “Vaduz”) has many wheelchair and fee tags."
        case .spanish: "Datos de demostración: Londres (línea Northern) une OSM con los horarios de los ayuntamientos, así que se ve "
            + "«abierto al llegar»; los aseos de Mónaco no tienen horario; Liechtenstein (busca «Vaduz») tiene muchas etiquetas de silla de ruedas y de pago."
        case .french: "Données de démonstration : Londres (ligne Northern) réunit OSM et les horaires des communes, donc « ouvert à "
            + "l'arrivée » s'affiche ; à Monaco, les toilettes n'ont pas d'horaires ; le Liechtenstein (cherchez « Vaduz ») a beaucoup d'indications fauteuil roulant et payant."
        case .german: "Demodaten: London (Northern Line) vereint OSM mit den Öffnungszeiten der Bezirke, daher erscheint „bei Ankunft "
            + "geöffnet“; Monacos Toiletten haben keine Öffnungszeiten; Liechtenstein (suche „Vaduz“) hat viele Angaben zu Rollstuhl und Gebühr."
        }
    }
}

/// Prints `toiletnow <command>: error: <message>` as one line on stderr and exits with 1.
func fail(_ command: String, _ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("toiletnow \(command): error: \(message)\n".utf8))
    return ExitCode.failure
}

/// Writes a line to stdout at once, unbuffered: a server's output is read live, often through a pipe.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
