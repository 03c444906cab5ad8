import Foundation
import StorePostgres
import Testing

/// A fresh PostgreSQL schema for one test, in the database the `PG*` variables name
/// (`/work/shared/notes/ci-postgres.sh start` exports them). Tests that need it are gated on
/// ``isAvailable`` so a plain `swift test` passes without a server.
///
/// Each store works in its own schema `tn_<unix time>_<random>` (the URL's `search_path`, with
/// `public` after it for PostGIS), so suites run in parallel on one database. Swift Testing has
/// no hook after a parameterized case, so schemas are not dropped by their test: each process
/// drops, once, the schemas left by runs more than an hour old.
enum PostgresTestDatabase {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// Whether a test server is configured (`PGHOST` set).
    static var isAvailable: Bool { environment["PGHOST"] != nil }

    /// The URL of the configured database, optionally working in `schema`.
    static func url(schema: String? = nil) -> String {
        let env = environment
        let user = env["PGUSER"] ?? "postgres", password = env["PGPASSWORD"].map { ":" + $0 } ?? ""
        let path = schema.map { "?search_path=\($0),public" } ?? ""
        return "postgres://\(user)\(password)@\(env["PGHOST"] ?? "localhost"):\(env["PGPORT"] ?? "5432")/\(env["PGDATABASE"] ?? user)\(path)"
    }

    /// A new schema name, unique to this call.
    static func newSchema() -> String {
        "tn_\(Int(Date().timeIntervalSince1970))_\(UInt32.random(in: 0...UInt32.max))"
    }

    /// A migrated store in a schema of its own.
    static func makeStore() async throws -> PostgresStore {
        await sweep.value
        return try await PostgresStore.open(url: url(schema: newSchema()), idleTimeout: .seconds(2))
    }

    /// Drops the test schemas of runs more than an hour old, once per process.
    private static let sweep = Task {
        guard isAvailable, let store = try? PostgresStore(url: url()) else { return }
        let runner = Task { await store.run() }
        defer { runner.cancel() }
        _ = try? await store.dropSchemas(prefix: "tn_", olderThan: Date().addingTimeInterval(-3_600))
    }
}
