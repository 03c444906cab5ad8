import Foundation
import Logging
import PostgresNIO

extension PostgresStore {
    /// Connects once to `url` and closes again, so a command fails at once with the server's own
    /// words ("database \"x\" does not exist", "password authentication failed", "connection
    /// refused") instead of retrying in the pool until its circuit breaker trips a minute later.
    /// - Throws: ``PostgresURL/Invalid`` for a bad URL, else ``Unreachable``.
    public static func probe(url: String, timeout: Duration = .seconds(5)) async throws {
        let parsed = try PostgresURL(url)
        var configuration = PostgresConnection.Configuration(host: parsed.host, port: parsed.port, username: parsed.user,
                                                             password: parsed.password, database: parsed.database, tls: .disable)
        configuration.options.connectTimeout = .nanoseconds(Int64(timeout / .nanoseconds(1)))
        var quiet = Logger(label: "toiletnow.postgres.probe")
        quiet.logLevel = .critical
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: quiet)
            try await connection.close()
        } catch let error as PSQLError {
            throw Unreachable(host: parsed.host, port: parsed.port, reason: error.serverInfo?[.message] ?? Self.reason(error))
        } catch {
            throw Unreachable(host: parsed.host, port: parsed.port, reason: "\(error)")
        }
    }

    /// Why the server at a URL could not be used.
    public struct Unreachable: Error, CustomStringConvertible, Sendable {
        public var host: String
        public var port: Int
        public var reason: String
        public var description: String { "cannot use PostgreSQL at \(host):\(port): \(reason)" }
    }

    /// A connection error in a few words: the socket error underneath when there is one.
    private static func reason(_ error: PSQLError) -> String {
        if let underlying = error.underlying { return "\(underlying)" }
        return "\(error.code)"
    }
}
