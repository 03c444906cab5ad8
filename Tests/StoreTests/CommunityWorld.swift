import Community
import Foundation
import Geo
import Model
import Store
import StorePostgres
import StoreSQLite
import Testing
import TestSupport

/// The stores the community suites run on: SQLite always, PostgreSQL when a test server is
/// configured (`PGHOST`, see ``PostgresTestDatabase``).
enum CommunityStoreKind: String, CaseIterable, CustomTestStringConvertible {
    case sqlite, postgres

    static var allCases: [CommunityStoreKind] { [.sqlite] + (PostgresTestDatabase.isAvailable ? [.postgres] : []) }

    var testDescription: String { rawValue }

    /// Each store with `onDisk` false, and SQLite also on disk (PostgreSQL is always on a server).
    static var withDisk: [(CommunityStoreKind, Bool)] {
        allCases.flatMap { kind in kind == .sqlite ? [(kind, false), (kind, true)] : [(kind, false)] }
    }
}

/// A store with one imported region (``ToiletRepositoryContractTests/row()``: five toilets in
/// Monaco), three devices and a moderator, for the community tests.
struct CommunityWorld {
    let repository: any ServingStore
    let store: any ContributionRepository
    let a: DeviceRecord, b: DeviceRecord, c: DeviceRecord, moderator: DeviceRecord

    /// After the import (at ``Fixtures/monday``).
    static let t0 = Fixtures.monday.addingTimeInterval(30 * 86_400)
    static let policy = ModerationPolicy.standard

    static func make(_ kind: CommunityStoreKind = .sqlite, onDisk: Bool = false, drafts: [ToiletDraft] = ToiletRepositoryContractTests.row(),
                     countryCode: String? = "MC") async throws -> CommunityWorld {
        let repository: any ServingStore, store: any ContributionRepository
        switch kind {
        case .sqlite:
            let sqlite = onDisk
                ? try SQLiteToiletRepository(path: FileManager.default.temporaryDirectory
                    .appendingPathComponent("toiletnow-community-\(UUID().uuidString).sqlite").path)
                : try SQLiteToiletRepository()
            (repository, store) = (sqlite, sqlite.contributions)
        case .postgres:
            let postgres = try await PostgresTestDatabase.makeStore()
            (repository, store) = (postgres, postgres.contributions)
        }
        var snapshot = Fixtures.snapshot(drafts)
        snapshot.countryCode = countryCode
        _ = try await repository.apply(snapshot, at: Fixtures.monday)
        return CommunityWorld(
            repository: repository, store: store,
            a: try await store.registerDevice(tokenHash: "aaaa", role: .device, name: nil, at: t0),
            b: try await store.registerDevice(tokenHash: "bbbb", role: .device, name: nil, at: t0),
            c: try await store.registerDevice(tokenHash: "cccc", role: .device, name: nil, at: t0),
            moderator: try await store.registerDevice(tokenHash: "mmmm", role: .moderator, name: "mia", at: t0))
    }

    /// The imported toilet of OSM node `node`.
    func toilet(node: Int64) async throws -> Toilet? {
        try await repository.allToilets().first { $0.sourceKey == "osm:node/\(node)" }
    }

    func submit(_ kind: ContributionKind, by device: DeviceRecord, toilet: Toilet.ID?, position: Coordinate? = nil,
                at offset: TimeInterval) async throws -> StoredContribution {
        try await store.submit(kind, by: device, toilet: toilet?.rawValue, position: position,
                               at: Self.t0.addingTimeInterval(offset), policy: Self.policy)
    }

    func approve(_ stored: StoredContribution, at offset: TimeInterval) async throws -> StoredContribution {
        try await store.moderate(stored.contribution.id, .approve(moderator: "mia"), at: Self.t0.addingTimeInterval(offset), policy: Self.policy)
    }

    func reject(_ stored: StoredContribution, at offset: TimeInterval) async throws -> StoredContribution {
        try await store.moderate(stored.contribution.id, .reject(moderator: "mia", reason: "not so"),
                                 at: Self.t0.addingTimeInterval(offset), policy: Self.policy)
    }

    /// Re-imports `drafts` at `at`.
    func reimport(_ drafts: [ToiletDraft], at: Date) async throws -> ImportReport {
        var snapshot = Fixtures.snapshot(drafts)
        snapshot.countryCode = "MC"
        return try await repository.apply(snapshot, at: at)
    }
}

extension Toilet {
    /// The dataset of the source that gave `field`'s value (`osm`, `community`), nil when unknown.
    func origin(of field: String) -> String? {
        let source: Int? = switch field {
        case "wheelchair": attributes.wheelchair.source
        case "name": attributes.name.source
        case "fee": attributes.fee.source
        case "opening_hours": attributes.openingHours.source
        case "gender": attributes.gender.source
        default: nil
        }
        return source.flatMap { $0 < sources.count ? sources[$0].dataset : nil }
    }
}
