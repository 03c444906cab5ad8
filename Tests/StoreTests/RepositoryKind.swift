import Foundation
import Store
import StorePostgres
import StoreSQLite
import Testing

/// Every repository implementation the contract suite runs against.
/// `postgres` is listed only when a test server is configured (`PGHOST`, see ``PostgresTestDatabase``).
enum RepositoryKind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory, sqliteInMemory, sqliteFile, postgres

    static var allCases: [RepositoryKind] {
        [.inMemory, .sqliteInMemory, .sqliteFile] + (PostgresTestDatabase.isAvailable ? [.postgres] : [])
    }

    var testDescription: String { rawValue }

    func make() async throws -> any ToiletRepository {
        try await makeWithMapData()
    }

    func makeWithMapData() async throws -> any ToiletRepository & MapDataRepository {
        switch self {
        case .inMemory:
            return InMemoryToiletRepository()
        case .sqliteInMemory:
            return try SQLiteToiletRepository()
        case .sqliteFile:
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("toiletnow-contract-\(UUID().uuidString).sqlite").path
            return try SQLiteToiletRepository(path: path)
        case .postgres:
            return try await PostgresTestDatabase.makeStore()
        }
    }
}

