import Foundation
import Import
import Model
import Store
import StorePostgres
import StoreSQLite

/// One import of a toilet file that is not OSM (a council's list, Refuge, a mapped city file)
/// into a region, merged with the region's other sources in one transaction.
///
/// The region's walking graph and map are left as they are: a region with no OSM extract yet
/// is answered by straight-line distance, and an OSM import later turns on walking time without
/// importing these toilets again (their records stay in the region's sources).
struct SourceImport {
    var fileName: String
    var reading: SourceReading
    var source: SourceDescription
    var region: String
    /// Needed for a new region; an existing one keeps its own.
    var timeZone: String?
    var country: String?
    var database: DatabaseLocation
    /// Records of a sync: the source's other records stay (a file replaces them all).
    var isWholeSource = true

    typealias Failure = RegionImport.Failure

    /// Writes the records and the merge; what changed.
    func run(now: Date = Date()) async throws(Failure) -> ImportReport {
        guard region.range(of: "^[A-Za-z0-9_-]{1,64}$", options: .regularExpression) != nil else {
            throw Failure(description: ImportError.badRegionName(region).description)
        }
        switch database {
        case .sqlite(let path): return try await runOnSQLite(path, now: now)
        case .postgres(let url): return try await runOnPostgres(url, now: now)
        }
    }

    private func runOnSQLite(_ databasePath: String, now: Date) async throws(Failure) -> ImportReport {
        let lock = try ImportLock.forDatabase(databasePath)
        defer { withExtendedLifetime(lock) {} }
        let destination = ImportDestination(path: databasePath)
        do {
            let repository = destination.isNew ? try SQLiteToiletRepository(newFileAt: destination.workingPath)
                : try SQLiteToiletRepository(path: destination.workingPath)
            let snapshot = try await snapshot(repository) { try await repository.countryCode(of: $0) }
            let report = try await repository.apply(snapshot, at: now)
            if destination.isNew {
                try repository.checkpointAndClose()
                try destination.moveIntoPlace()
            }
            return report
        } catch let failure as Failure {
            if destination.isNew { destination.discard() }
            throw failure
        } catch {
            if destination.isNew { destination.discard() }
            throw Failure(description: "database \(databasePath): \(error)")
        }
    }

    /// The same on PostgreSQL: the records and the merge in one transaction.
    private func runOnPostgres(_ url: String, now: Date) async throws(Failure) -> ImportReport {
        try await OpenedStore.withPostgres(url) { store in
            try await store.apply(try await snapshot(store) { try await store.countryCode(of: $0) }, at: now)
        }
    }

    /// The snapshot of this source's records, in the region's time zone and country.
    private func snapshot(_ repository: any ToiletRepository,
                          countryCode storedCountry: (String) async throws -> String?) async throws -> RegionSnapshot {
        let existing = try await repository.regions().first { $0.name == region }
        guard let zone = timeZone ?? existing?.timeZoneIdentifier else {
            throw Failure(description: "\(region) is a new region: --timezone is required (an IANA time zone, e.g. Europe/London)")
        }
        guard TimeZone(identifier: zone) != nil, zone.contains("/") || zone == "UTC" else {
            throw Failure(description: ImportError.unknownTimeZone(zone).description)
        }
        if let country, case .failure(let error) = CountryOption.check(country) { throw Failure(description: error.description) }
        let countryCode: String?
        if let country { countryCode = country.uppercased() } else { countryCode = try await storedCountry(region) }
        var snapshot = RegionSnapshot(region: region, timeZoneIdentifier: zone, countryCode: countryCode,
                                      dataTimestamp: existing?.dataTimestamp, sourceName: existing?.sourceName ?? fileName,
                                      toilets: reading.drafts, mapData: nil, source: source)
        snapshot.isWholeSource = isWholeSource
        return snapshot
    }
}
