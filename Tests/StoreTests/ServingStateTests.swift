import Foundation
import Geo
import Model
import Store
import Testing
import TestSupport
@testable import StoreSQLite

/// The serving load, which reads records with the hand-written decoder, against the paths that
/// read them with `JSONDecoder`; and a damaged row named in the error instead of a trap.
@Suite("SQLite serving state")
struct ServingStateTests {
    static let center = Coordinate(latitude: 48.1, longitude: 11.5)

    static let hours = ["24/7", "Mo-Fr 08:00-18:00; PH off", "sunrise-sunset"]

    static func draft(_ i: Int) -> ToiletDraft {
        let kind: Toilet.Kind = i % 3 == 0 ? .dedicated : .inVenue("café_\(i % 4)")
        let at = center.offset(meters: Double(i) * 15, bearingDegrees: Double(i * 37 % 360))
        return Fixtures.draft(node: Int64(500 + i), at: at, kind: kind) { a in
            a.name = Attribute("Toilette \(i) «Süd»", source: 0, field: "name")
            a.openingHours = Attribute(hours[i % 3], source: 0, field: "opening_hours")
            if i % 2 == 0 { a.wheelchair = Attribute(.yes, source: 0, field: "toilets:wheelchair") }
            if i % 5 == 0 { a.address = Attribute(Address(street: "Marienplatz", city: "München"), source: 0, field: "addr:*") }
            a.positions = Attribute(["seated", "urinal"], source: 0, field: "toilets:position")
        }
    }

    static func drafts(_ count: Int) -> [ToiletDraft] {
        (0..<count).map(draft)
    }

    @Test("the serving state holds every current toilet, equal to what JSONDecoder reads from the same rows")
    func sameToilets() async throws {
        let repository = try SQLiteToiletRepository()
        _ = try await repository.apply(Fixtures.snapshot(Self.drafts(60), region: "gen", timeZone: "Europe/Berlin"), at: Fixtures.monday)
        let state = try await repository.servingState()
        let listed = try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 100))
        #expect(state.toilets.count == 60)
        #expect(state.toilets == listed.items.sorted { $0.id < $1.id })
    }

    @Test("a damaged record fails the load with its row id and byte, never a trap")
    func damagedRow() async throws {
        let repository = try SQLiteToiletRepository()
        _ = try await repository.apply(Fixtures.snapshot(Self.drafts(3), region: "gen", timeZone: "Europe/Berlin"), at: Fixtures.monday)
        let id = try await repository.writer.write { db in
            try db.execute(sql: #"UPDATE toilets SET record = '{"attributes": 7}' WHERE id = (SELECT max(id) FROM toilets)"#)
            return try Int64.fetchOne(db, sql: "SELECT max(id) FROM toilets")
        }
        await #expect(throws: ToiletRecordError(toiletID: id, offset: 15, expected: "an object", found: "\"7}\"")) {
            try await repository.servingState()
        }
    }
}
