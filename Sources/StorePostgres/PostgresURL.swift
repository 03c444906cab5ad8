import Foundation
import PostgresNIO

/// A `postgres://user:pass@host:port/db` URL read into a client configuration.
///
/// Accepted: schemes `postgres` and `postgresql`; a user (required) and password (optional),
/// percent-encoded; a host (default `localhost`) and port (default 5432); the database path
/// (default: the user's name); query items `sslmode=disable|prefer|allow` (no TLS is set up
/// here, so those that need it are refused) and `search_path=...` (a schema to work in, used by
/// the tests to give every test its own schema in one database).
public struct PostgresURL: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String
    /// The schema search path, or nil for the server's default.
    public var searchPath: String?

    /// Why a URL cannot be used, naming the part that is wrong.
    public struct Invalid: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    public init(host: String = "localhost", port: Int = 5432, user: String, password: String? = nil, database: String,
                searchPath: String? = nil) {
        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.database = database
        self.searchPath = searchPath
    }

    /// Reads `text`; throws ``Invalid`` naming the scheme, user, host, port, database or query item at fault.
    public init(_ text: String) throws {
        guard let components = URLComponents(string: text) else {
            throw Invalid(description: "database URL \"\(Self.redacted(text))\" is not a URL; expected postgres://user:pass@host:port/db")
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "postgres" || scheme == "postgresql" else {
            throw Invalid(description: "database URL scheme \"\(components.scheme ?? "")\": expected postgres:// or postgresql://")
        }
        guard let user = components.user?.removingPercentEncoding, !user.isEmpty else {
            throw Invalid(description: "database URL has no user: expected postgres://user:pass@host:port/db")
        }
        let host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "localhost"
        // URLComponents returns nil for a port that is not a number: look at the text itself.
        if components.port == nil, let authority = text.split(separator: "@").last?.split(separator: "/").first,
           let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
            throw Invalid(description: "database URL port \"\(authority[authority.index(after: colon)...])\" is not a number from 1 to 65535")
        }
        let port = components.port ?? 5432
        guard (1...65_535).contains(port) else {
            throw Invalid(description: "database URL port \(port) is not a number from 1 to 65535")
        }
        let path = String(components.path.drop(while: { $0 == "/" }))
        guard !path.contains("/") else {
            throw Invalid(description: "database URL database name \"\(path)\" contains a \"/\"")
        }
        self.init(host: host, port: port, user: user, password: components.password?.removingPercentEncoding,
                  database: path.isEmpty ? user : (path.removingPercentEncoding ?? path))
        for item in components.queryItems ?? [] {
            switch (item.name, item.value ?? "") {
            case ("sslmode", "disable"), ("sslmode", "prefer"), ("sslmode", "allow"): continue
            case ("sslmode", let mode):
                throw Invalid(description: "database URL sslmode=\(mode): only disable, allow or prefer (no TLS is configured)")
            case ("search_path", let path) where !path.isEmpty: searchPath = path
            case (let name, _):
                throw Invalid(description: "database URL query item \"\(name)\": expected sslmode or search_path")
            }
        }
    }

    /// The postgres-nio client configuration (no TLS).
    public var configuration: PostgresClient.Configuration {
        var configuration = PostgresClient.Configuration(host: host, port: port, username: user, password: password,
                                                         database: database, tls: .disable)
        if let searchPath { configuration.options.additionalStartupParameters = [("search_path", searchPath)] }
        configuration.options.maximumConnections = 8
        return configuration
    }

    /// `text` with any password replaced by `***`, for messages.
    static func redacted(_ text: String) -> String {
        guard let at = text.lastIndex(of: "@"), let scheme = text.range(of: "://"),
              let colon = text[scheme.upperBound..<at].firstIndex(of: ":") else { return text }
        return String(text[..<text.index(after: colon)]) + "***" + String(text[at...])
    }
}
