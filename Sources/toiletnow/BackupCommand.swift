import ArgumentParser
import Foundation

/// `toiletnow backup --database PATH --output FILE [--force]`: an online copy of a live database.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy a SQLite database while it is served, with its walking-graph files.",
        discussion: """
            Uses SQLite's online backup API on one read transaction, so the copy is the database as \
            it was at one commit, while the server goes on reading and writing. The copy is written \
            under a temporary name, synced and renamed into place; the graph files it names are \
            copied into FILE's .graphs folder first. An import running in the same folder is waited \
            for. For PostgreSQL use pg_dump (see the README).
            """)

    @Option(help: "The SQLite database to back up.") var database: String
    @Option(help: "The file to write the copy to.") var output: String
    @Flag(help: "Replace FILE when it exists.") var force = false

    func run() throws {
        guard FileManager.default.fileExists(atPath: database) else { throw fail("backup", "--database: no database at \(database)") }
        let source = URL(fileURLWithPath: database).standardizedFileURL.path
        let target = URL(fileURLWithPath: output).standardizedFileURL.path
        guard source != target else { throw fail("backup", "--output must not be the database itself") }
        if FileManager.default.fileExists(atPath: target), !force {
            throw fail("backup", "\(output) exists; pass --force to replace it")
        }
        let started = ContinuousClock.now
        do {
            // Held while graph files are copied: an import removes the files of the generation
            // it replaced once it commits, and the copy may name those.
            let lock = try ImportLock.forDatabase(source)
            let summary = try DatabaseBackup(source: source, output: target).run()
            withExtendedLifetime(lock) {}
            say("Backed up \(summary.text) to \(output) in \(ContinuousClock.now - started)")
        } catch let error as CustomStringConvertible & Error {
            throw fail("backup", error.description)
        }
    }
}
