import ArgumentParser
import Foundation

/// `toiletnow`: import OSM data, serve the API and the app, query from the shell.
@main
struct ToiletNowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "toiletnow",
        abstract: "Find the nearest toilet you can actually use, right now.",
        subcommands: [ServeCommand.self, ImportCommand.self, NearestCommand.self, HoursCommand.self, ModeratorsCommand.self, ModerationCommand.self, AchievementsCommand.self, BenchCommand.self])
}

/// Where the bundled demo data and its database live, relative to the repository root.
enum DemoData {
    static let osmFile = "Data/osm/monaco-2022.osm.pbf"
    static let region = "monaco"
    static let timeZone = "Europe/Monaco"
    static let databasePath = "var/toiletnow-demo.sqlite"
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
