import Foundation
import StorePostgres

/// Where a command's `--database` points: a SQLite file, or a PostgreSQL server by URL.
///
/// One option for every command, read the same way everywhere. A value with a URL scheme
/// (`name:` before anything else, the name two or more characters) is a URL, and only
/// `postgres:` / `postgresql:` (and `sqlite:` / `file:` for a file) are known; anything else
/// is refused. Before this, `--database postgres://…` was taken as a file path, and SQLite
/// silently made a folder named `postgres:` with a database in it.
enum DatabaseLocation: Sendable, Hashable {
    case sqlite(path: String)
    /// A `postgres://user:password@host:port/database` URL, checked by ``parse(_:)``.
    case postgres(url: String)

    /// Why a `--database` value was refused.
    struct Failure: Error, CustomStringConvertible, Sendable {
        let description: String
    }

    static let expected = "a SQLite file path, sqlite:PATH, or postgres://user:password@host:port/database"

    /// Reads a `--database` value.
    static func parse(_ value: String) throws(Failure) -> DatabaseLocation {
        guard !value.isEmpty else { throw Failure(description: "--database is empty; expected \(expected)") }
        guard let scheme = scheme(of: value) else { return .sqlite(path: value) }
        switch scheme.lowercased() {
        case "postgres", "postgresql":
            try checkPostgres(value)
            return .postgres(url: value)
        case "sqlite", "file":
            var path = String(value.dropFirst(scheme.count + 1))
            if path.hasPrefix("//") { path.removeFirst(2) }
            guard !path.isEmpty else { throw Failure(description: "--database \"\(value)\" names no file; expected \(expected)") }
            return .sqlite(path: path)
        default:
            throw Failure(description: "--database \"\(redacted(value))\" has the unknown scheme \"\(scheme):\"; expected \(expected)")
        }
    }

    /// The scheme of a URL-like value (`letter (letter | digit | + - .)* :`, RFC 3986 §3.1), when it
    /// has one of two characters or more (so no single-letter drive name is read as one).
    static func scheme(of value: String) -> String? {
        guard let colon = value.firstIndex(of: ":") else { return nil }
        let name = value[..<colon]
        guard name.count >= 2, let first = name.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first),
              name.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0)) })
        else { return nil }
        return String(name)
    }

    /// Checks a PostgreSQL URL with the store's own reader (``PostgresURL``), which names the part that is wrong.
    private static func checkPostgres(_ value: String) throws(Failure) {
        do { _ = try PostgresURL(value) } catch {
            throw Failure(description: "--database \"\(redacted(value))\": \(error)")
        }
    }

    /// The value with any password replaced by `***`, for messages and logs.
    static func redacted(_ value: String) -> String {
        guard var url = URLComponents(string: value), url.password != nil else { return value }
        url.password = "***"
        return url.string ?? value
    }

    /// The location as messages show it (no password).
    var shown: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): Self.redacted(url)
        }
    }

    /// The SQLite path, or a failure saying `command` does not work on PostgreSQL yet.
    func sqlitePath(for command: String) throws(Failure) -> String {
        switch self {
        case .sqlite(let path): return path
        case .postgres: throw Failure(description: "--database: `toiletnow \(command)` works on a SQLite file only; got \(shown)")
        }
    }
}

extension DatabaseLocation {
    /// Reads `--database` for `command`, or throws the command's one-line error.
    static func parse(_ value: String, command: String) throws -> DatabaseLocation {
        do { return try parse(value) } catch { throw fail(command, error.description) }
    }

    /// For the commands that work on a SQLite file only: its path, or the command's error.
    static func sqliteFile(_ value: String, command: String) throws -> String {
        do { return try parse(value).sqlitePath(for: command) } catch { throw fail(command, error.description) }
    }
}
