import Community
import Finder
import Foundation
import Geo
import Model
import Store
import StoreSQLite
import Testing
import TestSupport
@testable import toiletnow

/// The server's loader patches approved edits into the served snapshot, and builds anew for
/// anything else, with the same answers either way.
@Suite("Serving loader: patched snapshots")
struct ServingLoaderPatchTests {
    @Test("an approved edit is patched in; a new toilet makes a full load; both answer as a fresh load does")
    func patches() async throws {
        let (folder, database) = try CLIRunner.monaco()
        defer { try? FileManager.default.removeItem(at: folder) }
        let repository = try SQLiteToiletRepository(path: database)
        let loader = ServingLoader(repository: repository, database: database) { _ in }
        let first = try await loader.load()
        #expect(loader.fullLoads == 1)
        let store = repository.contributions
        let moderator = try await store.registerDevice(tokenHash: "m", role: .moderator, name: "Mo", at: Fixtures.monday)
        let target = try #require(try await repository.allToilets().first)

        _ = try await store.submit(.edit([FieldChange(field: "opening_hours", from: nil, to: "Mo-Su 09:00-10:00")]), by: moderator,
                                   toilet: target.id.rawValue, position: nil, at: Fixtures.monday, policy: .standard)
        let patched = try await loader.load()
        #expect(loader.fullLoads == 1, "an edit in place must be patched in")
        #expect(patched.finder.toilet(target.id)?.attributes.openingHours.value == "Mo-Su 09:00-10:00")
        #expect(first.finder.toilet(target.id)?.attributes.openingHours.value != "Mo-Su 09:00-10:00", "the old snapshot is unchanged")
        #expect((patched.revision ?? 0) > (first.revision ?? 0))

        // The patched snapshot answers as one built from scratch.
        let fresh = try await ServingLoader(repository: repository, database: database) { _ in }.load()
        for (hour, point) in [(8, target.coordinate), (9, target.coordinate), (12, Coordinate(latitude: 43.7384, longitude: 7.4246))] {
            let query = FinderQuery(origin: point, now: Fixtures.monday.addingTimeInterval(Double(hour - 10) * 3_600), limit: 5)
            #expect(patched.finder.nearest(query).hits.map(\.toilet.id) == fresh.finder.nearest(query).hits.map(\.toilet.id), "\(hour)")
        }

        _ = try await store.submit(.add(fields: ["name": "Kiosk WC"]), by: moderator, toilet: nil,
                                   position: Coordinate(latitude: 43.7300, longitude: 7.4300), at: Fixtures.monday, policy: .standard)
        let rebuilt = try await loader.load()
        #expect(loader.fullLoads == 2, "a new toilet needs a full load")
        #expect(rebuilt.finder.nearest(FinderQuery(origin: Coordinate(latitude: 43.7300, longitude: 7.4300), now: Fixtures.monday, limit: 1))
                    .hits.first?.toilet.displayName == "Kiosk WC")
        _ = try await loader.load()
        #expect(loader.fullLoads == 2, "nothing changed: the last snapshot again, patched with nothing")
    }
}
