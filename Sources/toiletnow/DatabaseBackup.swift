import Foundation
import GRDB
import Store

/// Copies a live SQLite database with SQLite's online backup API (https://sqlite.org/backup.html)
/// through GRDB's `DatabaseReader.backup(to:)`.
///
/// The source is read in one transaction of a `DatabasePool` (WAL: writers go on meanwhile), so
/// the copy holds exactly what was committed when it began. It is written to a temporary file
/// beside the output, checkpointed to one self-contained file, synced and renamed into place, so
/// the output is either the old file or the whole new copy, never half of one.
struct DatabaseBackup {
    let source: String
    let output: String

    /// What the copy holds.
    struct Summary {
        var toilets: Int
        var revisions: Int
        var contributions: Int
        var devices: Int
        var graphFiles: Int
        var graphBytes: Int64

        var text: String {
            "\(toilets) toilets (\(revisions) revisions), \(contributions) contributions from \(devices) devices, "
                + "\(graphFiles) graph files (\(graphBytes) bytes)"
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func run() throws -> Summary {
        let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
        let temporary = "\(folder)/.\(URL(fileURLWithPath: output).lastPathComponent).backup-\(UUID().uuidString)"
        defer { Self.removeDatabaseFiles(temporary) }
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        let pool = try DatabasePool(path: source, configuration: configuration)
        let copy = try DatabaseQueue(path: temporary)
        try pool.backup(to: copy)
        try pool.close()
        // The copy is in WAL mode like its source: fold its log in, so one file holds it all.
        try copy.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        var summary = try copy.read { db in try Self.count(db) }
        let files = try copy.read { db in try Self.graphFiles(db) }
        try copy.close()
        try copyGraphs(files, into: &summary)
        try DurableFiles.syncFile(temporary)
        Self.removeDatabaseFiles(output, keepingMain: true)
        try DurableFiles.rename(temporary, to: output)
        return summary
    }

    /// Copies the graph files the copy names, checked against their recorded size and checksum,
    /// into the output's `.graphs` folder (before the copy is renamed in, so it never names a
    /// missing file).
    private func copyGraphs(_ files: [RegionGraphFile], into summary: inout Summary) throws {
        guard !files.isEmpty else { return }
        let target = GraphFiles.folder(database: output)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for file in files {
            let bytes: [UInt8]
            do { bytes = try GraphFiles.verifiedBytes(database: source, file: file) } catch {
                throw Failure(description: "graph file \(file.fileName): \(error)")
            }
            let path = target.appendingPathComponent(file.fileName).path
            try? FileManager.default.removeItem(atPath: path)
            try DurableFiles.createFile(at: path, bytes: bytes, reached: { _ in })
            summary.graphFiles += 1
            summary.graphBytes += file.byteCount
        }
        try DurableFiles.syncFolder(target.path)
    }

    private static func count(_ db: Database) throws -> Summary {
        func rows(_ table: String) throws -> Int {
            try db.tableExists(table) ? Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 : 0
        }
        return Summary(toilets: try rows("toilets"), revisions: try rows("toilet_revisions"), contributions: try rows("contributions"),
                       devices: try rows("devices"), graphFiles: 0, graphBytes: 0)
    }

    private static func graphFiles(_ db: Database) throws -> [RegionGraphFile] {
        guard try db.tableExists("region_graphs") else { return [] }
        return try Row.fetchAll(db, sql: "SELECT file_name, byte_count, checksum FROM region_graphs").compactMap { row in
            let name: String = row[0], byteCount: Int64 = row[1], checksum: Int64 = row[2]
            guard let crc = UInt32(exactly: checksum) else { return nil }
            return RegionGraphFile(fileName: name, byteCount: byteCount, checksum: crc)
        }
    }

    /// Removes `path`'s `-wal` and `-shm` (and `path` itself unless `keepingMain`): a log left
    /// beside a file renamed over would be read as the new file's.
    private static func removeDatabaseFiles(_ path: String, keepingMain: Bool = false) {
        for suffix in ["-wal", "-shm", "-journal"] + (keepingMain ? [] : [""]) {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
