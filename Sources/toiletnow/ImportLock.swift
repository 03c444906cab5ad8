import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One import at a time into the databases of a folder: an exclusive `flock` on the folder
/// itself, held from before the database is opened until the import's files are in place.
///
/// Under it, the importer may remove graph files no row names and half-made databases of
/// crashed imports, knowing no other import is about to commit them. The kernel drops the
/// lock when the process ends, even by `kill -9`, so a crash never leaves it held.
final class ImportLock {
    private let fd: Int32

    /// Waits for the lock on `folder`.
    init(folder: String) throws {
        fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            throw DurableFiles.Failure(description: "could not open \(folder) to lock it: \(String(cString: strerror(errno)))")
        }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(fd)
                throw DurableFiles.Failure(description: "could not lock \(folder): \(reason)")
            }
        }
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}

extension ImportLock {
    /// The lock of the folder that holds `databasePath`, creating the folder when needed.
    static func forDatabase(_ databasePath: String) throws(RegionImport.Failure) -> ImportLock {
        let folder = URL(fileURLWithPath: databasePath).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return try ImportLock(folder: folder)
        } catch {
            throw RegionImport.Failure(description: "database \(databasePath): \(error)")
        }
    }
}
