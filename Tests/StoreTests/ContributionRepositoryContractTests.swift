import Community
import Foundation
import Geo
import Store
import StorePostgres
import StoreSQLite
import Testing
import TestSupport

/// Every contribution store: SQLite in memory, SQLite on disk, and PostgreSQL when a test server
/// is configured (`PGHOST`, see ``PostgresTestDatabase``).
/// Approving a contribution changes toilets, so a store needs the toilets beside it: there is
/// no in-memory double any more.
enum ContributionStoreKind: String, CaseIterable, CustomTestStringConvertible {
    case sqliteInMemory, sqliteFile, postgres

    static var allCases: [ContributionStoreKind] {
        [.sqliteInMemory, .sqliteFile] + (PostgresTestDatabase.isAvailable ? [.postgres] : [])
    }

    var testDescription: String { rawValue }

    func make() async throws -> any ContributionRepository {
        switch self {
        case .sqliteInMemory: try SQLiteContributionRepository()
        case .sqliteFile:
            try SQLiteToiletRepository(path: FileManager.default.temporaryDirectory
                .appendingPathComponent("toiletnow-contributions-\(UUID().uuidString).sqlite").path).contributions
        case .postgres: try await PostgresTestDatabase.makeStore().contributions
        }
    }
}

@Suite("Contribution store contract")
struct ContributionRepositoryContractTests {
    static let t0 = Date(timeIntervalSince1970: 1_800_000_000)
    static let policy = ModerationPolicy.standard
    static let kiosk = Coordinate(latitude: 43.7384, longitude: 7.4246)

    @Test("devices register by token hash once, and are found by it", arguments: ContributionStoreKind.allCases)
    func devices(kind: ContributionStoreKind) async throws {
        let store = try await kind.make()
        let device = try await store.registerDevice(tokenHash: "h1", role: .device, name: nil, at: Self.t0)
        #expect(try await store.device(tokenHash: "h1") == device)
        #expect(try await store.device(tokenHash: "h2") == nil)
        await #expect(throws: ContributionStoreError.duplicateToken) {
            try await store.registerDevice(tokenHash: "h1", role: .moderator, name: "mia", at: Self.t0)
        }
    }

    @Test("a new toilet waits, two other devices approve it, and the log keeps everything", arguments: ContributionStoreKind.allCases)
    func addThenAgree(kind: ContributionStoreKind) async throws {
        let store = try await kind.make()
        let author = try await store.registerDevice(tokenHash: "a", role: .device, name: nil, at: Self.t0)
        let b = try await store.registerDevice(tokenHash: "b", role: .device, name: nil, at: Self.t0)
        let c = try await store.registerDevice(tokenHash: "c", role: .device, name: nil, at: Self.t0)
        let added = try await store.submit(.add(fields: ["name": "Kiosk"]), by: author, toilet: nil, position: Self.kiosk,
                                           at: Self.t0, policy: Self.policy)
        #expect(added.state == .pending && added.position == Self.kiosk)
        #expect(try await store.pending(page: PageRequest(page: 1, perPage: 10)).items == [added])
        let id = added.contribution.id
        _ = try await store.moderate(id, .agree(b.deviceID), at: Self.t0 + 1, policy: Self.policy)
        await #expect(throws: ContributionStoreError.moderation(.ownContribution)) {
            try await store.moderate(id, .agree(author.deviceID), at: Self.t0 + 2, policy: Self.policy)
        }
        let approved = try await store.moderate(id, .agree(c.deviceID), at: Self.t0 + 3, policy: Self.policy)
        #expect(approved.state == .approved(.agreement(devices: 2)) && approved.agreeing == [b.deviceID, c.deviceID])
        #expect(try await store.pending(page: PageRequest(page: 1, perPage: 10)).total == 0)
        let mine = try await store.contributions(device: author.id, page: PageRequest(page: 1, perPage: 10))
        #expect(mine.items == [approved])
        await #expect(throws: ContributionStoreError.unknownContribution(999)) {
            try await store.moderate(999, .approve(moderator: "mia"), at: Self.t0, policy: Self.policy)
        }
    }

    @Test("a toilet's contributions come back in order, ratings at once, comments pending", arguments: ContributionStoreKind.allCases)
    func toiletContributions(kind: ContributionStoreKind) async throws {
        let store = try await kind.make()
        let device = try await store.registerDevice(tokenHash: "a", role: .device, name: nil, at: Self.t0)
        let kinds: [ContributionKind] = [.rate(4), .comment("Clean"), .confirm(field: "fee"), .reportClosed(.gone), .vote(safe: true)]
        for (i, kind) in kinds.enumerated() {
            _ = try await store.submit(kind, by: device, toilet: 7, position: nil, at: Self.t0 + Double(i), policy: Self.policy)
        }
        _ = try await store.submit(.rate(1), by: device, toilet: 8, position: nil, at: Self.t0, policy: Self.policy)
        let stored = try await store.contributions(toilet: 7)
        #expect(stored.map(\.contribution.kind) == kinds)
        #expect(stored.map(\.state.name) == ["approved", "pending", "approved", "pending", "approved"])
        #expect(stored.map(\.contribution.author) == Array(repeating: device.deviceID, count: 5))
    }

    @Test("a ban rejects the device's pending contributions and everything it sends after", arguments: ContributionStoreKind.allCases)
    func ban(kind: ContributionStoreKind) async throws {
        let store = try await kind.make()
        let spammer = try await store.registerDevice(tokenHash: "s", role: .device, name: nil, at: Self.t0)
        _ = try await store.submit(.comment("Hello"), by: spammer, toilet: 1, position: nil, at: Self.t0, policy: Self.policy)
        _ = try await store.submit(.add(fields: ["name": "X"]), by: spammer, toilet: nil, position: Self.kiosk, at: Self.t0, policy: Self.policy)
        let rating = try await store.submit(.rate(5), by: spammer, toilet: 1, position: nil, at: Self.t0, policy: Self.policy)
        #expect(try await store.ban(device: spammer.id, at: Self.t0 + 10, policy: Self.policy) == 2)
        #expect(try await store.pending(page: PageRequest(page: 1, perPage: 10)).total == 0)
        let after = try await store.contributions(toilet: 1)
        #expect(after.map(\.state) == [.rejected(reason: ModerationState.bannedReason), rating.state])
        let later = try await store.submit(.rate(1), by: spammer, toilet: 1, position: nil, at: Self.t0 + 20, policy: Self.policy)
        #expect(later.state == .rejected(reason: ModerationState.bannedReason))
    }

    @Test("five contributions approved by a moderator make a device trusted; five automatic approvals do not", arguments: ContributionStoreKind.allCases)
    func trust(kind: ContributionStoreKind) async throws {
        let store = try await kind.make()
        let device = try await store.registerDevice(tokenHash: "t", role: .device, name: nil, at: Self.t0)
        #expect(try await store.submit(.comment("first"), by: device, toilet: 1, position: nil, at: Self.t0, policy: Self.policy).state == .pending)
        for i in 0..<5 {
            _ = try await store.submit(.rate(3 + i % 2), by: device, toilet: Int64(i), position: nil, at: Self.t0, policy: Self.policy)
        }
        // Ratings count at once, but prove nothing about the device: its comments still wait.
        #expect(try await store.submit(.comment("second"), by: device, toilet: 1, position: nil, at: Self.t0, policy: Self.policy).state == .pending)
        for i in 0..<5 {
            let edit = try await store.submit(.edit([FieldChange(field: "fee", from: nil, to: "no")]), by: device, toilet: Int64(i),
                                              position: nil, at: Self.t0, policy: Self.policy)
            _ = try await store.moderate(edit.contribution.id, .approve(moderator: "Mo"), at: Self.t0, policy: Self.policy)
        }
        // The pending comments are neither approved nor rejected, so they do not block trust.
        #expect(try await store.submit(.comment("third"), by: device, toilet: 1, position: nil, at: Self.t0, policy: Self.policy).state
                == .approved(.automatic))
    }
}

@Suite("Contribution store on SQLite")
struct SQLiteContributionStoreTests {
    @Test("only approved record changes move the data version a server polls; devices, pending ones, ratings and reads do not; reopening keeps everything")
    func dataVersionAndDurability() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("toiletnow-contrib-\(UUID().uuidString).sqlite").path
        let repository = try SQLiteToiletRepository(path: path), store = repository.contributions
        let t0 = ContributionRepositoryContractTests.t0, policy = ModerationPolicy.standard
        var version = try await repository.dataVersion()
        let device = try await store.registerDevice(tokenHash: "a", role: .device, name: nil, at: t0)
        let added = try await store.submit(.add(fields: ["name": "K"]), by: device, toilet: nil,
                                           position: ContributionRepositoryContractTests.kiosk, at: t0, policy: policy)
        _ = try await store.submit(.comment("Clean"), by: device, toilet: 1, position: nil, at: t0, policy: policy)
        #expect(try await repository.dataVersion() == version)
        // Approved at once, but no record changes: the server's overlay takes it, not a reload.
        _ = try await store.submit(.rate(4), by: device, toilet: 1, position: nil, at: t0, policy: policy)
        _ = try await store.submit(.wasOpen(false), by: device, toilet: 1, position: nil, at: t0, policy: policy)
        #expect(try await repository.dataVersion() == version)
        _ = try await store.pending(page: PageRequest(page: 1, perPage: 10))
        _ = try await store.contributions(device: device.id, page: PageRequest(page: 1, perPage: 10))
        #expect(try await repository.dataVersion() == version)
        let approved = try await store.moderate(added.contribution.id, .approve(moderator: "mia"), at: t0 + 1, policy: policy)
        #expect(try await repository.dataVersion() > version)
        let reopened = try SQLiteToiletRepository(path: path).contributions
        #expect(try await reopened.device(tokenHash: "a") == device)
        let mine = try await reopened.contributions(device: device.id, page: PageRequest(page: 1, perPage: 10)).items
        #expect(mine.count == 4 && mine.last == approved, "newest first, the add last: \(mine)")
    }
}
