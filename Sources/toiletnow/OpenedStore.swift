import Foundation
import Logging
import Routing
import Store
import StorePostgres
import StoreSQLite

/// A command's database once opened: a SQLite file or a PostgreSQL server, behind the same
/// repository protocols, so `serve`, `import` and the moderation commands do not care which.
enum OpenedStore: Sendable {
    case sqlite(SQLiteToiletRepository, path: String)
    case postgres(PostgresStore)

    /// Opens `location`. A SQLite file must exist unless `create`; a PostgreSQL database is
    /// migrated to this version's schema (the migrations are safe to run from many instances).
    static func open(_ location: DatabaseLocation, command: String, create: Bool = false) async throws -> OpenedStore {
        switch location {
        case .sqlite(let path):
            guard create || FileManager.default.fileExists(atPath: path) else {
                throw fail(command, "--database: no database at \(path); create one with `toiletnow import`")
            }
            return .sqlite(try SQLiteToiletRepository(path: path), path: path)
        case .postgres(let url):
            do {
                return .postgres(try await openPostgres(url))
            } catch {
                throw fail(command, "--database \(location.shown): \(error)")
            }
        }
    }

    /// Opens a PostgreSQL store (its first connection fails at once on a wrong URL, in the
    /// server's words), logging the pool's own events only from warnings up.
    static func openPostgres(_ url: String) async throws -> PostgresStore {
        var logger = Logger(label: "toiletnow.postgres")
        logger.logLevel = .warning
        return try await PostgresStore.open(url: url, logger: logger)
    }

    /// Toilets, places, the map, sources and the change feed.
    var repository: any ServingStore & MapDataRepository & SourceRecordRepository {
        switch self {
        case .sqlite(let store, _): store
        case .postgres(let store): store
        }
    }

    var contributions: any ContributionRepository {
        switch self {
        case .sqlite(let store, _): store.contributions
        case .postgres(let store): store.contributions
        }
    }

    /// The counters every instance on the database shares (nil for SQLite: one server per file).
    var sharedRateLimits: (any RateLimitStore)? {
        switch self {
        case .sqlite: nil
        case .postgres(let store): store
        }
    }

    /// The loader of the served snapshot, with each region's graph from where this database keeps it.
    func servingLoader(report: @escaping @Sendable (String) -> Void) -> ServingLoader {
        switch self {
        case .sqlite(let store, let path):
            return ServingLoader(repository: store, database: path, report: report)
        case .postgres(let store):
            return ServingLoader(repository: store) { files in
                await GraphFiles.loadNetworks(files: files, report: report) { region, file in
                    guard let bytes = try await store.graphBytes(region: region) else {
                        throw GraphFiles.LoadError(description: "the database holds no graph for \(region) any more")
                    }
                    guard Int64(bytes.count) == file.byteCount, GraphChecksum.of(bytes) == file.checksum else {
                        throw GraphFiles.LoadError(description: "the database's graph for \(region) changed while it was read")
                    }
                    return bytes
                }
            }
        }
    }

    /// Runs `body` on a PostgreSQL store opened for it, closing it after, whatever happens. An
    /// error is one line naming the database (without its password); a ``RegionImport/Failure``
    /// from `body` passes as it is.
    static func withPostgres<T: Sendable>(_ url: String, _ body: (PostgresStore) async throws -> T) async throws(RegionImport.Failure) -> T {
        let store: PostgresStore
        do { store = try await openPostgres(url) } catch {
            throw RegionImport.Failure(description: "database \(DatabaseLocation.redacted(url)): \(error)")
        }
        do {
            let result = try await body(store)
            await store.shutdown()
            return result
        } catch {
            await store.shutdown()
            if let failure = error as? RegionImport.Failure { throw failure }
            throw RegionImport.Failure(description: "database \(DatabaseLocation.redacted(url)): \(error)")
        }
    }

    /// Closes the connections (PostgreSQL); a SQLite file needs nothing.
    func close() async {
        if case .postgres(let store) = self { await store.shutdown() }
    }
}
