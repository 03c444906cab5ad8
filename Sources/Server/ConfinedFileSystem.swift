import Foundation
import Hummingbird
import Logging
import NIOPosix

/// The files of one folder, and nothing else: no dotfiles, nothing reached through a symbolic link
/// that leaves the folder, only regular files (and folders, for their `index.html`).
///
/// Hummingbird's `LocalFileSystem` serves whatever path the request names under its root,
/// following symbolic links, so a link to `/etc` serves `/etc/passwd`. Here every path is
/// resolved with `realpath(3)` when it is looked up; the resolved path must lie inside the
/// folder's own resolved path, and that resolved path is what is then opened. A link that stays
/// inside the folder still works.
struct ConfinedFileSystem: FileProvider {
    typealias FileAttributes = LocalFileSystem.FileAttributes
    typealias FileIdentifier = String

    /// The folder's resolved path, without a trailing slash (nil: the folder does not exist).
    let root: String?
    let files: LocalFileSystem

    init(folder: String, threadPool: NIOThreadPool = .singleton, logger: Logger = Logger(label: "toiletnow.files")) {
        root = Self.resolved(folder)
        files = LocalFileSystem(rootFolder: folder, threadPool: threadPool, logger: logger)
    }

    /// The resolved file for a URL path below the folder, or nil when it must not be served.
    func getFileIdentifier(_ path: String) -> String? {
        guard let root, Self.isServable(path: path) else { return nil }
        guard let resolved = Self.resolved("\(root)/\(path.drop { $0 == "/" })"),
              resolved == root || resolved.hasPrefix(root + "/"),
              Self.isRegularFileOrFolder(resolved)
        else { return nil }
        return resolved
    }

    func getAttributes(id: String) async throws -> FileAttributes? {
        try await files.getAttributes(id: id)
    }

    func loadFile(id: String, context: some RequestContext) async throws -> ResponseBody {
        try await files.loadFile(id: id, context: context)
    }

    func loadFile(id: String, range: ClosedRange<Int>, context: some RequestContext) async throws -> ResponseBody {
        try await files.loadFile(id: id, range: range, context: context)
    }

    /// False for any segment that starts with a dot (`.env`, `.git/config`, `..`) or holds a NUL.
    static func isServable(path: String) -> Bool {
        !path.contains("\0") && !path.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// The canonical absolute path with every symbolic link resolved, or nil if it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func isRegularFileOrFolder(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type == S_IFREG || type == S_IFDIR
    }
}
