import ArgumentParser
import Foundation
import Localization

/// `toiletnow`: import OSM data, serve the API and the app, query from the shell.
@main
struct ToiletNowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "toiletnow",
        abstract: "Find the nearest toilet you can actually use, right now.",
        subcommands: [ServeCommand.self, ImportCommand.self, NearestCommand.self, HoursCommand.self, ModeratorsCommand.self, ModerationCommand.self, AchievementsCommand.self, BestPickCommand.self, SyncCommand.self, BenchCommand.self])
}

/// Where the bundled demo data and its database live, relative to the repository root.
enum DemoData {
    /// One bundled region: its OSM file, name, time zone and holiday country (nil: none known).
    struct Region {
        var osmFile: String
        var name: String
        var timeZone: String
        var country: String?
    }

    /// Monaco first (the app opens there), then Liechtenstein: Monaco's toilets have no hours
    /// and no names, Liechtenstein's many wheelchair and fee tags (see `Data/SOURCES.md`).
    static let regions = [
        Region(osmFile: "Data/osm/monaco-2022.osm.pbf", name: "monaco", timeZone: "Europe/Monaco", country: "MC"),
        // No public-holiday table for Liechtenstein yet: PH rules there evaluate as unknown.
        Region(osmFile: "Data/osm/liechtenstein-2022.osm.pbf", name: "liechtenstein", timeZone: "Europe/Vaduz", country: nil),
    ]
    static let databasePath = "var/toiletnow-demo.sqlite"
    /// The first screen's one line (`demoNote` in `/api/config`), in the request's language.
    static let note = LocalizedText { language in
        switch language {
        case .english: "Demo data: in Monaco, toilets have no hours or names, so “open when you arrive” cannot show; "
            + "Liechtenstein (search “Vaduz”) has many wheelchair and fee tags."
        case .spanish: "Datos de demostración: en Mónaco los aseos no tienen horario ni nombre, así que «abierto al llegar» "
            + "no puede verse; Liechtenstein (busca «Vaduz») tiene muchas etiquetas de silla de ruedas y de pago."
        case .french: "Données de démonstration : à Monaco, les toilettes n'ont ni horaires ni nom, donc « ouvert à "
            + "l'arrivée » ne peut pas s'afficher ; le Liechtenstein (cherchez « Vaduz ») a beaucoup d'indications fauteuil roulant et payant."
        case .german: "Demodaten: In Monaco haben die Toiletten weder Öffnungszeiten noch Namen, daher kann „bei Ankunft "
            + "geöffnet“ nicht erscheinen; Liechtenstein (suche „Vaduz“) hat viele Angaben zu Rollstuhl und Gebühr."
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
