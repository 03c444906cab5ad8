import Foundation
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// `dataVersion()`: the number a server polls to know the store changed.
@Suite("Data version contract")
struct DataVersionContractTests {
    @Test("grows with every committed import and never with a read", arguments: RepositoryKind.allCases)
    func grows(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        let start = try await repository.dataVersion()
        _ = try await repository.apply(Fixtures.snapshot(ToiletRepositoryContractTests.row()), at: Fixtures.monday)
        let afterFirst = try await repository.dataVersion()
        #expect(afterFirst > start)
        _ = try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 10))
        _ = try await repository.regions()
        #expect(try await repository.dataVersion() == afterFirst)
        _ = try await repository.apply(Fixtures.snapshot([]), at: Fixtures.monday)
        #expect(try await repository.dataVersion() > afterFirst)
    }

    @Test("a database file keeps its version when it is opened again")
    func persists() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("toiletnow-version-\(UUID().uuidString).sqlite").path
        let first = try SQLiteToiletRepository(path: path)
        _ = try await first.apply(Fixtures.snapshot(ToiletRepositoryContractTests.row()), at: Fixtures.monday)
        let version = try await first.dataVersion()
        #expect(try await SQLiteToiletRepository(path: path).dataVersion() == version)
    }
}

/// `region_graphs`: the walking-graph file each region's import recorded, in its transaction.
@Suite("Region graph files")
struct RegionGraphFilesTests {
    static let file = RegionGraphFile(fileName: "testland-0123456789abcdef.walkgraph", byteCount: 1_234, checksum: 0xDEAD_BEEF)

    @Test("an import records its graph file; the next one replaces it; one without a graph removes the row")
    func recordAndReplace() async throws {
        let repository = try SQLiteToiletRepository()
        #expect(try await repository.graphFiles().isEmpty)
        _ = try await repository.apply(Fixtures.snapshot([]), at: Fixtures.monday, hooks: RegionImportHooks(walkingGraph: { Self.file }))
        #expect(try await repository.graphFiles() == ["testland": Self.file])
        let next = RegionGraphFile(fileName: "testland-fedcba9876543210.walkgraph", byteCount: 99, checksum: 7)
        _ = try await repository.apply(Fixtures.snapshot([]), at: Fixtures.monday, hooks: RegionImportHooks(walkingGraph: { next }))
        #expect(try await repository.graphFiles() == ["testland": next])
        // A plain apply (no import) leaves the record alone.
        _ = try await repository.apply(Fixtures.snapshot([]), at: Fixtures.monday)
        #expect(try await repository.graphFiles() == ["testland": next])
        _ = try await repository.apply(Fixtures.snapshot([]), at: Fixtures.monday, hooks: RegionImportHooks(walkingGraph: { nil }))
        #expect(try await repository.graphFiles().isEmpty)
    }

    struct GraphWriteFailed: Error {}

    @Test("when the graph cannot be written, nothing of the import is committed")
    func rollback() async throws {
        let repository = try SQLiteToiletRepository()
        _ = try await repository.apply(Fixtures.snapshot([]), at: Fixtures.monday, hooks: RegionImportHooks(walkingGraph: { Self.file }))
        let version = try await repository.dataVersion()
        await #expect(throws: GraphWriteFailed.self) {
            try await repository.apply(Fixtures.snapshot(ToiletRepositoryContractTests.row()), at: Fixtures.monday,
                                       hooks: RegionImportHooks(walkingGraph: { throw GraphWriteFailed() }))
        }
        #expect(try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 10)).total == 0)
        #expect(try await repository.graphFiles() == ["testland": Self.file])
        #expect(try await repository.dataVersion() == version)
    }

    @Test("a file name that could leave the graphs folder is refused", arguments: ["../etc/passwd.walkgraph", "/tmp/x.walkgraph", "a b.walkgraph", ".walkgraph", "x.sqlite"])
    func badNames(name: String) async throws {
        #expect(!RegionGraphFile.isValidName(name))
        let repository = try SQLiteToiletRepository()
        let bad = RegionGraphFile(fileName: name, byteCount: 1, checksum: 1)
        await #expect(throws: (any Error).self) {
            try await repository.apply(Fixtures.snapshot([]), at: Fixtures.monday, hooks: RegionImportHooks(walkingGraph: { bad }))
        }
        #expect(try await repository.graphFiles().isEmpty)
    }
}
