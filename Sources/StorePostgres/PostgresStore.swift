import Foundation
import Logging
import PostgresNIO
import Store

/// Every ToiletNow repository on PostgreSQL with PostGIS, shared by several server instances.
///
/// The behaviour is the SQLite store's (`StoreSQLite`), table for table: revisions, the data
/// version, community layers, the import diff, the source merge, contributions. Differences
/// are PostgreSQL's: PostGIS and a tsvector instead of an R-tree and FTS5, the walking graph as
/// `bytea` chunks instead of a file beside the database, and a write lock (see ``write(_:)``)
/// instead of SQLite's single writer. See `docs/postgres.md`.
///
/// postgres-nio's client needs ``run()`` running in a task; ``open(url:logger:)`` starts it and
/// migrates, ``shutdown()`` stops it.
public final class PostgresStore: Sendable {
    let client: PostgresClient
    let logger: Logger
    /// The configured schema (the first of the URL's `search_path`), or nil for the server's default.
    let schema: String?
    private let runner = RunTask()

    /// A store for `url` (`postgres://user:pass@host:port/db`, see ``PostgresURL``). Nothing
    /// connects until ``run()`` runs; ``open(url:logger:)`` does both and migrates.
    /// - Parameter idleTimeout: how long an unused pooled connection stays open.
    public init(url: String, logger: Logger = Logger(label: "toiletnow.postgres"), idleTimeout: Duration = .seconds(60)) throws {
        let parsed = try PostgresURL(url)
        var configuration = parsed.configuration
        configuration.options.connectionIdleTimeout = idleTimeout
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.logger = logger
        schema = parsed.searchPath?.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Runs the connection pool until the task is cancelled (postgres-nio's `PostgresClient.run()`).
    public func run() async {
        await client.run()
    }

    /// Opens the store at `url`: starts its pool in a background task and applies the migrations.
    ///
    /// One connection is made first and closed, so a server that cannot be reached or refuses the
    /// login fails here with ``PostgresStoreError/cannotConnect(_:)`` (the pool alone would retry
    /// for ever).
    public static func open(url: String, logger: Logger = Logger(label: "toiletnow.postgres"),
                            idleTimeout: Duration = .seconds(60)) async throws -> PostgresStore {
        try await check(try PostgresURL(url), logger: logger)
        let store = try PostgresStore(url: url, logger: logger, idleTimeout: idleTimeout)
        store.runner.start { await store.run() }
        do {
            try await PostgresMigrator(store: store).migrate()
        } catch {
            await store.shutdown()
            throw error
        }
        return store
    }

    /// Connects once to `url`'s server and closes the connection.
    /// - Throws: ``PostgresStoreError/cannotConnect(_:)`` naming the server and why.
    static func check(_ url: PostgresURL, logger: Logger) async throws {
        var configuration = PostgresConnection.Configuration(host: url.host, port: url.port, username: url.user, password: url.password,
                                                             database: url.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(10)
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            try await connection.close()
        } catch {
            let reason = (error as? PSQLError)?.serverInfo?[.message] ?? (error as? PSQLError)?.underlying.map { "\($0)" } ?? "\(error)"
            throw PostgresStoreError.cannotConnect("\(url.user)@\(url.host):\(url.port)/\(url.database): \(reason)")
        }
    }

    /// Stops the pool started by ``open(url:logger:idleTimeout:)`` and waits for it; the store cannot be used afterwards.
    public func shutdown() async {
        await runner.stop()
    }

    /// The contribution store on the same database.
    public var contributions: PostgresContributionRepository { PostgresContributionRepository(store: self) }

    /// Runs `body` in one read-committed write transaction holding the store's write lock.
    ///
    /// Writers take one transaction-scoped advisory lock (per schema), so they run one after
    /// another as SQLite's do: ids counted as `max(id) + 1` cannot collide, and revision ids
    /// grow in commit order, which the change feed's cursor needs. Readers never wait for it.
    /// On any error the transaction rolls back and the error is rethrown as it was.
    func write<T: Sendable>(_ body: (SQL) async throws -> T) async throws -> T {
        try await transaction("BEGIN ISOLATION LEVEL READ COMMITTED") { sql in
            try await sql.execute("SELECT pg_advisory_xact_lock(hashtext('toiletnow.write:' || current_schema()))")
            return try await body(sql)
        }
    }

    /// Runs `body` in one repeatable-read, read-only transaction: every statement sees the same committed state.
    func read<T: Sendable>(_ body: (SQL) async throws -> T) async throws -> T {
        try await transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
    }

    /// Runs one statement outside any explicit transaction.
    func query(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await client.withConnection { connection in
            try await SQL(connection: connection, logger: logger).rows(query)
        }
    }

    func transaction<T: Sendable>(_ begin: PostgresQuery, _ body: (SQL) async throws -> T) async throws -> T {
        try await client.withConnection { connection in
            let sql = SQL(connection: connection, logger: logger)
            try await sql.execute(begin)
            do {
                let value = try await body(sql)
                try await sql.execute("COMMIT")
                return value
            } catch {
                try? await sql.execute("ROLLBACK")
                throw error
            }
        }
    }
}

/// The background task that runs the pool, started once and stopped once.
private final class RunTask: @unchecked Sendable {
    private let lock = NSLock()
    private var task: Task<Void, Never>?

    func start(_ body: @escaping @Sendable () async -> Void) {
        lock.withLock { task = Task(operation: body) }
    }

    func stop() async {
        let task = lock.withLock { () -> Task<Void, Never>? in
            defer { self.task = nil }
            return self.task
        }
        task?.cancel()
        await task?.value
    }
}
