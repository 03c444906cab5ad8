import Foundation
import Store
import StoreSQLite
import Testing

/// Every repository implementation the contract suite runs against.
enum RepositoryKind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory, sqliteInMemory, sqliteFile

    var testDescription: String { rawValue }

    func make() throws -> any ToiletRepository {
        try makeWithMapData()
    }

    func makeWithMapData() throws -> any ToiletRepository & MapDataRepository {
        switch self {
        case .inMemory:
            return InMemoryToiletRepository()
        case .sqliteInMemory:
            return try SQLiteToiletRepository()
        case .sqliteFile:
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("toiletnow-contract-\(UUID().uuidString).sqlite").path
            return try SQLiteToiletRepository(path: path)
        }
    }
}

