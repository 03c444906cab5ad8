import Foundation

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

    /// Checks the parts of a PostgreSQL URL that a connection needs, naming the one that is wrong.
    private static func checkPostgres(_ value: String) throws(Failure) {
        let shown = redacted(value)
        guard let url = URLComponents(string: value) else {
            throw Failure(description: "--database \"\(shown)\" is not a URL; expected postgres://user:password@host:port/database")
        }
        guard let host = url.host, !host.isEmpty else {
            throw Failure(description: "--database \"\(shown)\" names no host; expected postgres://user:password@host:port/database")
        }
        if let port = url.port, !(1...65535).contains(port) {
            throw Failure(description: "--database \"\(shown)\": port must be 1 to 65535; got \(port)")
        }
        guard let user = url.user, !user.isEmpty else {
            throw Failure(description: "--database \"\(shown)\" names no user; expected postgres://user:password@host:port/database")
        }
        let database = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        guard !database.isEmpty, !database.contains("/") else {
            throw Failure(description: "--database \"\(shown)\" names no database (the path after the port); expected postgres://user:password@host:port/database")
        }
        for item in url.queryItems ?? [] where item.name != "sslmode" || !["disable", "prefer", "allow"].contains(item.value ?? "") {
            throw Failure(description: "--database \"\(shown)\": the parameter \"\(item.name)=\(item.value ?? "")\" is not supported; only sslmode=disable (no TLS) is")
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
