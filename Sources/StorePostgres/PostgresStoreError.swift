import Foundation

/// What the PostgreSQL store reports when the database holds something it cannot use.
public enum PostgresStoreError: Error, CustomStringConvertible, Equatable {
    /// The server could not be reached, or refused the login (names the user, server and database, and why).
    case cannotConnect(String)
    /// A migration file could not be read from the module's resources.
    case missingMigrations
    /// A walking graph's stored bytes do not match its row (a damaged or half-written graph).
    case graphMismatch(region: String, detail: String)
    /// A graph file name that cannot be one (``RegionGraphFile/isValidName(_:)``).
    case invalidGraphName(String)
    /// A row whose value cannot be read (names the table and column).
    case badRow(String)

    public var description: String {
        switch self {
        case .cannotConnect(let detail): "cannot connect to PostgreSQL \(detail)"
        case .missingMigrations: "the StorePostgres migration files are missing from the module's resources"
        case .graphMismatch(let region, let detail): "walking graph of region \(region) does not match its row: \(detail)"
        case .invalidGraphName(let name): "walking graph file name \"\(name)\"; expected letters, digits, - _ . ending in .walkgraph"
        case .badRow(let what): "unreadable value in \(what)"
        }
    }
}
