import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The few POSIX calls that make a file's bytes and a folder's entries survive a crash:
/// write, `fsync` the file, `fsync` the folder, `rename`.
enum DurableFiles {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Creates a new file (never replacing one) holding `bytes`, synced to disk.
    static func createFile(at path: String, bytes: [UInt8], reached: (String) -> Void) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure("create", path) }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw failure("write", path) }
            written += count
        }
        reached("after-graph-write")
        guard fsync(fd) == 0 else { throw failure("sync", path) }
    }

    /// Syncs a file that was written by someone else (SQLite) before it is renamed.
    static func syncFile(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure("open", path) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw failure("sync", path) }
    }

    /// Syncs a folder, so the files just created or renamed in it are on disk.
    static func syncFolder(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw failure("open folder", path) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw failure("sync folder", path) }
    }

    /// Renames `from` to `to` in one step (atomic within one file system), then syncs the folder.
    static func rename(_ from: String, to: String) throws {
        guard Glibc.rename(from, to) == 0 else { throw failure("rename \(from) to", to) }
        try syncFolder(URL(fileURLWithPath: to).deletingLastPathComponent().path)
    }

    private static func failure(_ action: String, _ path: String) -> Failure {
        Failure(description: "could not \(action) \(path): \(String(cString: strerror(errno)))")
    }
}
