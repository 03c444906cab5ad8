import ArgumentParser
import Foundation
import Geo
import Model
import Store
import StorePostgres
import StoreSQLite

/// `toiletnow bench store --database DB --count N`: the same import and reads timed on SQLite or
/// PostgreSQL (issue 14), so the two stores can be compared on one machine.
struct BenchStore: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Time an import, re-imports and reads on a SQLite file or a PostgreSQL database (postgres://…).",
        discussion: """
            On --count seeded toilets in a 0.01° grid cell each around 48.1 N, 11.5 E, in region bench-store: \
            a first import, the same snapshot again (nothing changes), one with every tenth toilet renamed, \
            the serving state, 1,000 nearby queries (500 m) and the change feed read 1,000 at a time. \
            It writes to the database: use an empty one (PostgreSQL: an empty schema or database).
            """)

    @Option(help: "A new SQLite file path, or a postgres://user:pass@host:port/db URL.")
    var database: String
    @Option(help: "How many toilets.") var count = 10_000

    func run() async throws {
        let url: String
        switch try DatabaseLocation.parse(database, command: "bench store") {
        case .sqlite(let path):
            say("SQLite, \(count) toilets")
            return try await measure(try SQLiteToiletRepository(path: path))
        case .postgres(let given): url = given
        }
        let store = try await OpenedStore.openPostgres(url)
        say("PostgreSQL, \(count) toilets")
        do {
            try await measure(store)
        } catch {
            await store.shutdown()
            throw error
        }
        await store.shutdown()
    }

    private func measure(_ store: any ServingStore) async throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        try await Self.timed("first import") { _ = try await store.apply(Self.snapshot(count: count, renamedEvery: nil), at: start) }
        try await Self.timed("same snapshot again") { _ = try await store.apply(Self.snapshot(count: count, renamedEvery: nil), at: start + 60) }
        try await Self.timed("every tenth renamed") { _ = try await store.apply(Self.snapshot(count: count, renamedEvery: 10), at: start + 120) }
        try await Self.timed("serving state") { _ = try await store.servingState() }
        let center = Coordinate(latitude: 48.1, longitude: 11.5)
        try await Self.timed("1,000 nearby queries") {
            for i in 0..<1_000 {
                let at = center.offset(meters: Double(i % 40) * 50, bearingDegrees: Double(i * 37 % 360))
                _ = try await store.nearby(at, radiusMeters: 500, needs: [], page: PageRequest(page: 1, perPage: 20))
            }
        }
        try await Self.timed("change feed, 1,000 a page") {
            var cursor: Int64 = 0
            while true {
                let page = try await store.changes(after: cursor, limit: 1_000)
                cursor = page.next
                if !page.more { break }
            }
        }
    }

    /// `count` toilets on a square grid 30 m apart; with `renamedEvery`, every such toilet has another name.
    static func snapshot(count: Int, renamedEvery: Int?) -> RegionSnapshot {
        let side = Int(Double(count).squareRoot().rounded(.up))
        let origin = Coordinate(latitude: 48.1, longitude: 11.5)
        let drafts = (0..<count).map { i in
            let at = origin.offset(meters: Double(i / side) * 30, bearingDegrees: 0).offset(meters: Double(i % side) * 30, bearingDegrees: 90)
            var attributes = ToiletAttributes()
            let renamed = renamedEvery.map { i % $0 == 0 } ?? false
            attributes.name = Attribute(renamed ? "Renamed \(i)" : "Bench toilet \(i)", source: 0, field: "name")
            attributes.openingHours = Attribute("Mo-Fr 08:00-18:00", source: 0, field: "opening_hours")
            if i % 3 == 0 { attributes.wheelchair = Attribute(.yes, source: 0, field: "wheelchair") }
            let source = Provenance(dataset: "osm", elementType: "node", elementID: Int64(i + 1), version: renamed ? 2 : 1,
                                    timestamp: Date(timeIntervalSince1970: 1_700_000_000))
            return ToiletDraft(kind: .dedicated, coordinate: at, sources: [source], attributes: attributes)
        }
        return RegionSnapshot(region: "bench-store", timeZoneIdentifier: "Europe/Berlin", dataTimestamp: Date(timeIntervalSince1970: 1_700_000_000),
                              sourceName: "bench", toilets: drafts)
    }

    static func timed(_ label: String, _ body: () async throws -> Void) async throws {
        let start = DispatchTime.now().uptimeNanoseconds
        try await body()
        say(String(format: "%@: %.2f s", label, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
    }
}
