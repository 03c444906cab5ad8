import Foundation
import Geo
import GRDB
import Model
import Store
import Testing
import TestSupport
@testable import StoreSQLite

/// The derived place (schema v7): stored beside the record, read back by every path, moved by a
/// re-import without a revision, and never in the record or its history.
@Suite("Derived place in SQLite")
struct DerivedPlaceStoreTests {
    static func drafts(places: [ToiletPlace?]) -> [ToiletDraft] {
        places.enumerated().map { index, place in
            var draft = ServingStateTests.draft(index)
            draft.attributes.name = .unknown
            draft.place = place
            return draft
        }
    }

    static let grimaldi = ToiletPlace(kind: .street, name: "Rue Grimaldi", nearStreet: "Rue Grimaldi")
    static let gare = ToiletPlace(kind: .station, name: "Gare de Monaco", level: "-1", nearStreet: "Boulevard Rainier III")

    @Test("every read path returns the place an import derived")
    func readBack() async throws {
        let repository = try SQLiteToiletRepository()
        _ = try await repository.apply(Fixtures.snapshot(Self.drafts(places: [Self.grimaldi, Self.gare, nil]), region: "gen", timeZone: "Europe/Berlin"),
                                       at: Fixtures.monday)
        let state = try await repository.servingState().toilets.sorted { $0.id < $1.id }
        #expect(state.map(\.place) == [Self.grimaldi, Self.gare, nil])
        let listed = try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 10)).items.sorted { $0.id < $1.id }
        #expect(listed == state)
        let first = try #require(state.first)
        #expect(try await repository.toilet(id: first.id)?.place == Self.grimaldi)
        let near = try await repository.nearby(first.coordinate, radiusMeters: 1, needs: [], page: PageRequest(page: 1, perPage: 1))
        #expect(near.items.first?.toilet.place == Self.grimaldi)
    }

    @Test("a re-import that only moves a label updates it without a revision, and no record holds it")
    func relabel() async throws {
        let repository = try SQLiteToiletRepository()
        _ = try await repository.apply(Fixtures.snapshot(Self.drafts(places: [Self.grimaldi, nil]), region: "gen", timeZone: "Europe/Berlin"),
                                       at: Fixtures.monday)
        let report = try await repository.apply(Fixtures.snapshot(Self.drafts(places: [Self.gare, Self.grimaldi]), region: "gen",
                                                                  timeZone: "Europe/Berlin"), at: Fixtures.monday.addingTimeInterval(60))
        #expect(report.isEmpty && report.unchanged == 2)
        let state = try await repository.servingState().toilets.sorted { $0.id < $1.id }
        #expect(state.map(\.place) == [Self.gare, Self.grimaldi])
        let records = try await repository.writer.read { db in try String.fetchAll(db, sql: """
            SELECT \(ToiletRowWriter.recordSQL) FROM toilet_revisions r JOIN toilets t ON t.id = r.toilet_id
            """) }
        #expect(records.count == 2 && records.allSatisfy { !$0.contains("Grimaldi") && !$0.contains("Gare") })
    }

    @Test("a re-import that changes a toilet and its label writes both; one that removes and brings it back restores the label")
    func changedWithLabel() async throws {
        let repository = try SQLiteToiletRepository()
        let snapshot = { (drafts: [ToiletDraft]) in Fixtures.snapshot(drafts, region: "gen", timeZone: "Europe/Berlin") }
        _ = try await repository.apply(snapshot(Self.drafts(places: [Self.grimaldi, nil])), at: Fixtures.monday)
        var changed = Self.drafts(places: [Self.gare, Self.grimaldi])
        changed[0].attributes.fee = Attribute(true, source: 0, field: "fee")
        let report = try await repository.apply(snapshot(changed), at: Fixtures.monday.addingTimeInterval(60))
        #expect(report.updated.count == 1 && report.unchanged == 1)
        #expect(try await repository.servingState().toilets.sorted { $0.id < $1.id }.map(\.place) == [Self.gare, Self.grimaldi])
        _ = try await repository.apply(snapshot([changed[1]]), at: Fixtures.monday.addingTimeInterval(120))
        var back = changed
        back[0].place = Self.grimaldi
        let returned = try await repository.apply(snapshot(back), at: Fixtures.monday.addingTimeInterval(180))
        #expect(returned.added.count == 1)
        #expect(try await repository.servingState().toilets.sorted { $0.id < $1.id }.map(\.place) == [Self.grimaldi, Self.grimaldi])
    }

    @Test("a database from before v7 gains the column with no place, and the next import fills it")
    func migration() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("toiletnow-v6-\(UUID().uuidString).sqlite").path
        let snapshot = Fixtures.snapshot(Self.drafts(places: [Self.grimaldi]), region: "gen", timeZone: "Europe/Berlin")
        do {
            let queue = try DatabaseQueue(path: path)
            try SQLiteMigrations.migrator.migrate(queue, upTo: "v6: pending new toilets by latitude")
            try await queue.write { db in
                #expect(try !db.columns(in: "toilets").map(\.name).contains("place"))
                try RowAtATimeReference.apply(snapshot, now: Fixtures.monday, db: db)
            }
        }
        let repository = try SQLiteToiletRepository(path: path)
        #expect(try await repository.allToilets().map(\.place) == [nil])
        #expect(try await repository.apply(snapshot, at: Fixtures.monday.addingTimeInterval(60)).isEmpty)
        #expect(try await repository.allToilets().map(\.place) == [Self.grimaldi])
    }
}
