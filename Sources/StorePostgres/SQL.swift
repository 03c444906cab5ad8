import Foundation
import Logging
import PostgresNIO

/// One leased connection, usually inside a transaction of ``PostgresStore``: runs statements
/// and collects their rows.
struct SQL {
    let connection: PostgresConnection
    let logger: Logger

    /// Runs a statement and drops its rows.
    func execute(_ query: PostgresQuery) async throws {
        _ = try await connection.query(query, logger: logger).collect()
    }

    /// Runs a query and returns all its rows.
    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await connection.query(query, logger: logger).collect()
    }

    /// The first column of the first row decoded as `T`, or nil when there is no row or it is NULL.
    func value<T: PostgresDecodable>(_ query: PostgresQuery, as type: T.Type = T.self) async throws -> T? {
        guard let cell = try await rows(query).first?.first, cell.bytes != nil else { return nil }
        return try cell.decode(T.self)
    }

    /// The first column of every row, decoded as `T`.
    func values<T: PostgresDecodable>(_ query: PostgresQuery, as type: T.Type = T.self) async throws -> [T] {
        try await rows(query).map { try $0.decode(T.self) }
    }

    /// Runs the statements of a migration file one by one. postgres-nio sends every query as a
    /// prepared statement, which holds one command, so the text is split at each `;` that ends a
    /// line, after `--` comment lines are dropped (migration files keep to that form).
    func script(_ text: String) async throws {
        for statement in Self.statements(of: text) {
            try await execute(PostgresQuery(unsafeSQL: statement))
        }
    }

    /// The statements of `text`: split at `;` at the end of a line, without `--` comment lines.
    static func statements(of text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--") }
        var statements: [String] = [], current = ""
        for line in lines {
            current += line + "\n"
            if line.trimmingCharacters(in: .whitespaces).hasSuffix(";") {
                statements.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            }
        }
        let rest = current.trimmingCharacters(in: .whitespacesAndNewlines)
        return rest.isEmpty ? statements : statements + [rest]
    }
}
