import Foundation

/// Where an import writes: the database itself when it exists, else a hidden file beside it
/// that is renamed into place only after the import has committed, been checkpointed and
/// closed. So a failed or killed first import never leaves a database behind.
///
/// ```
/// var/db.sqlite missing:  var/.db.sqlite.importing-4f2a…  --(commit, checkpoint, close, fsync)-->  rename --> var/db.sqlite
/// ```
struct ImportDestination {
    /// The database the user named.
    let path: String
    /// The file SQLite opens: `path`, or the hidden file of a new database.
    let workingPath: String
    var isNew: Bool { workingPath != path }

    private static let marker = ".importing-"

    /// Decides where to write. Call under the folder's ``ImportLock``: it removes the hidden
    /// files of earlier imports that were killed before their rename.
    init(path: String) {
        self.path = path
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let prefix = "." + url.lastPathComponent + Self.marker
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        if FileManager.default.fileExists(atPath: path) {
            workingPath = path
        } else {
            workingPath = folder.appendingPathComponent(prefix + String(format: "%016llx", UInt64.random(in: .min ... .max))).path
        }
    }

    /// Renames the finished new database into place (after ``SQLiteToiletRepository/checkpointAndClose()``).
    /// - Throws: when SQLite left a write-ahead log with content (its data would be lost).
    func moveIntoPlace() throws {
        guard isNew else { return }
        let wal = (try? FileManager.default.attributesOfItem(atPath: workingPath + "-wal")[.size] as? NSNumber)?.int64Value ?? 0
        guard wal == 0 else {
            throw DurableFiles.Failure(description: "the new database's write-ahead log still holds \(wal) bytes after the checkpoint")
        }
        try? FileManager.default.removeItem(atPath: workingPath + "-wal")
        try? FileManager.default.removeItem(atPath: workingPath + "-shm")
        try DurableFiles.syncFile(workingPath)
        CrashPoints.reach("before-rename")
        try DurableFiles.rename(workingPath, to: path)
    }

    /// Removes what a failed new database left (nothing for an existing one).
    func discard() {
        guard isNew else { return }
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: workingPath + suffix)
        }
    }
}
