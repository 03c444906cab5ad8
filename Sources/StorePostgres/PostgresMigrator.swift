import Foundation
import PostgresNIO

/// Applies the SQL files in `Migrations/` (copied as resources) in version order, each in its own
/// transaction, recording them in `schema_migrations(version, name, applied_at)`.
///
/// Every transaction first takes a transaction-scoped advisory lock on the schema, so two server
/// instances starting at once on an empty database apply each migration exactly once: the second
/// waits, then finds the version recorded and skips it. A shipped file is never edited.
struct PostgresMigrator {
    let store: PostgresStore

    /// One migration file: `0001_name.sql` gives version 1 and name `name`.
    struct Migration: Equatable {
        var version: Int
        var name: String
        var sql: String
    }

    /// The migration files in the module's resources, by version.
    static func migrations() throws -> [Migration] {
        guard let folder = Bundle.module.url(forResource: "Migrations", withExtension: nil) else {
            throw PostgresStoreError.missingMigrations
        }
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "sql" }
        return try files.compactMap { url -> Migration? in
            let stem = url.deletingPathExtension().lastPathComponent
            guard let underscore = stem.firstIndex(of: "_"), let version = Int(stem[..<underscore]) else { return nil }
            return Migration(version: version, name: String(stem[stem.index(after: underscore)...]),
                             sql: try String(contentsOf: url, encoding: .utf8))
        }.sorted { $0.version < $1.version }
    }

    /// Applies every migration not yet recorded.
    /// - Returns: the versions this call applied (empty when the schema was current).
    @discardableResult
    func migrate() async throws -> [Int] {
        var applied: [Int] = []
        for migration in try Self.migrations() {
            if try await apply(migration) { applied.append(migration.version) }
        }
        return applied
    }

    /// Applies `migration` unless recorded, in one transaction under the migration lock.
    private func apply(_ migration: Migration) async throws -> Bool {
        try await store.client.withConnection { connection in
            let sql = SQL(connection: connection, logger: store.logger)
            try await sql.execute("BEGIN")
            do {
                let key = "toiletnow.migrate:" + (store.schema ?? "")
                try await sql.execute("SELECT pg_advisory_xact_lock(hashtext(\(key)))")
                if let schema = store.schema {
                    try await sql.execute(PostgresQuery(unsafeSQL: "CREATE SCHEMA IF NOT EXISTS \(Self.quoted(schema))"))
                }
                try await sql.execute("""
                    CREATE TABLE IF NOT EXISTS schema_migrations (
                        version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())
                    """)
                let done = try await sql.value("SELECT version FROM schema_migrations WHERE version = \(migration.version)", as: Int.self) != nil
                if !done {
                    try await sql.script(migration.sql)
                    try await sql.execute("INSERT INTO schema_migrations (version, name) VALUES (\(migration.version), \(migration.name))")
                }
                try await sql.execute("COMMIT")
                return !done
            } catch {
                try? await sql.execute("ROLLBACK")
                throw error
            }
        }
    }

    /// `name` as a quoted SQL identifier.
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
