import Foundation
import Geo
import Import
import Model
import Store
import StoreSQLite

/// One import, step by step: check the arguments, read the file, then write in one transaction.
///
/// The database is opened only after the file has been read completely, so a bad file never
/// creates or changes a database. After a crash at any instant (``CrashPoints``) the database
/// and the region's walking graph agree, both old or both new:
///
/// 1. Under the folder's ``ImportLock``, graph files no row names (orphans of a crashed
///    import) are removed.
/// 2. The toilets, places and shapes are written in one transaction while the walking graph is
///    built on the other core and written to a new file there, and synced. Before the commit,
///    the transaction waits for that file and names it in `region_graphs`.
/// 3. After the commit the old generation's file is removed. A new database is written under a
///    hidden name and renamed into place last (``ImportDestination``).
struct RegionImport {
    var file: String
    var region: String
    var timeZone: String
    var country: String? = nil
    /// A SQLite file, or a PostgreSQL URL (``RegionImport/writePostgres(_:result:url:)``).
    var database: DatabaseLocation
    var allowOlder = false
    var allowEmpty = false
    /// Node locations kept in memory before they spill to a temporary file.
    var nodeMemoryBudgetBytes = Int.max

    /// Why the import stopped; each is one line for the terminal.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func run(progress: TerminalProgress?) async throws(Failure) -> ImportSummary {
        let started = ContinuousClock.now, startedAt = Date()
        CrashPoints.reach("import-start")
        try checkArguments()
        let result: OSMToiletReader.Result
        do {
            result = try OSMToiletReader.read(URL(fileURLWithPath: file), nodeMemoryBudgetBytes: nodeMemoryBudgetBytes) { read, total in progress?.update(read, total) }
            progress?.finish()
        } catch {
            progress?.finish()
            throw Failure(description: error.description)
        }
        CrashPoints.reach("after-read")
        let readTime = ContinuousClock.now - started
        var mapData = result.mapData
        mapData.extent = Self.extent(of: result.toilets, walked: result.mapData.extent)
        var snapshot = RegionSnapshot(region: region, timeZoneIdentifier: timeZone,
                                      countryCode: country?.uppercased() ?? Self.mostCommonCountry(result.toilets), dataTimestamp: result.dataTimestamp,
                                      sourceName: URL(fileURLWithPath: file).lastPathComponent, toilets: result.toilets,
                                      mapData: mapData)
        snapshot.importStartedAt = startedAt
        let databasePath: String
        switch database {
        case .sqlite(let path): databasePath = path
        case .postgres(let url):
            let (report, walkingGraph) = try await writePostgres(snapshot, result: result, url: url)
            return ImportSummary(snapshot: snapshot, read: result, walkingGraph: walkingGraph, report: report,
                                 elapsed: ContinuousClock.now - started, readTime: readTime)
        }
        let lock = try ImportLock.forDatabase(databasePath)
        defer { withExtendedLifetime(lock) {} }
        CrashPoints.reach("after-lock")
        let destination = ImportDestination(path: databasePath)
        do {
            let (report, walkingGraph) = try await write(snapshot, result: result, to: destination, databasePath: databasePath)
            CrashPoints.reach("import-end")
            return ImportSummary(snapshot: snapshot, read: result, walkingGraph: walkingGraph, report: report,
                                 elapsed: ContinuousClock.now - started, readTime: readTime)
        } catch {
            if destination.isNew {
                destination.discard()
                if !FileManager.default.fileExists(atPath: databasePath) { GraphFiles.removeUnreferenced(database: databasePath, keeping: []) }
            }
            throw error
        }
    }

    /// Writes the snapshot and its graph file, then puts the files in place.
    private func write(_ snapshot: RegionSnapshot, result: OSMToiletReader.Result,
                       to destination: ImportDestination, databasePath: String) async throws(Failure) -> (ImportReport, GraphBuildJob.Outcome) {
        let graphJob = GraphBuildJob(graph: { result.buildWalkingGraph() }, toilets: snapshot.toilets.map(\.coordinate))
        var isWritingGraph = false
        // A failed import waits for the graph file, so the caller's clean-up finds it.
        defer { if isWritingGraph { _ = try? graphJob.file() } }
        do {
            let repository = destination.isNew ? try SQLiteToiletRepository(newFileAt: destination.workingPath)
                : try SQLiteToiletRepository(path: destination.workingPath)
            CrashPoints.reach("after-open")
            try await checkSafety(snapshot, repository)
            CrashPoints.reach("before-orphan-gc")
            GraphFiles.removeUnreferenced(database: databasePath, keeping: Set(try await repository.graphFiles().values.map(\.fileName)))
            CrashPoints.reach("after-orphan-gc")
            // Only now may a new graph file appear: the collection above would have removed it.
            isWritingGraph = true
            graphJob.writeFile { [databasePath, region] built in
                do {
                    return try GraphFiles.write(built.fileBytes, database: databasePath, region: region)
                } catch {
                    throw Failure(description: "walking graph in \(GraphFiles.folder(database: databasePath).path): \(error)")
                }
            }
            let hooks = RegionImportHooks(walkingGraph: { try graphJob.file() }, reached: CrashPoints.reach)
            let report = try await repository.apply(snapshot, at: Date(), hooks: hooks)
            CrashPoints.reach("after-commit")
            let referenced = Set(try await repository.graphFiles().values.map(\.fileName))
            if destination.isNew {
                CrashPoints.reach("before-checkpoint")
                try repository.checkpointAndClose()
                try destination.moveIntoPlace()
                CrashPoints.reach("after-rename")
            }
            CrashPoints.reach("before-graph-gc")
            GraphFiles.removeUnreferenced(database: databasePath, keeping: referenced)
            CrashPoints.reach("after-graph-gc")
            return (report, graphJob.wait())
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "database \(databasePath): \(error)")
        }
    }

    private func checkArguments() throws(Failure) {
        guard region.range(of: "^[A-Za-z0-9_-]{1,64}$", options: .regularExpression) != nil else {
            throw Failure(description: ImportError.badRegionName(region).description)
        }
        guard TimeZone(identifier: timeZone) != nil, timeZone.contains("/") || timeZone == "UTC" else {
            throw Failure(description: ImportError.unknownTimeZone(timeZone).description)
        }
        if let country, case .failure(let error) = CountryOption.check(country) {
            throw Failure(description: error.description)
        }
    }

    /// The region's extent for clipping its shapes: the box around its toilets and the
    /// vertices of its streets and paths (`walked`), grown by the margin.
    static func extent(of toilets: [ToiletDraft], walked: BoundingBox?) -> BoundingBox? {
        let points = toilets.map(\.coordinate).filter { Coordinate(validatingLatitude: $0.latitude, longitude: $0.longitude) != nil }
        var boxes = walked.map { [$0] } ?? []
        if let first = points.first {
            boxes.append(points.reduce(BoundingBox(minLatitude: first.latitude, minLongitude: first.longitude,
                                                   maxLatitude: first.latitude, maxLongitude: first.longitude)) { box, point in
                BoundingBox(minLatitude: min(box.minLatitude, point.latitude), minLongitude: min(box.minLongitude, point.longitude),
                            maxLatitude: max(box.maxLatitude, point.latitude), maxLongitude: max(box.maxLongitude, point.longitude))
            })
        }
        return RegionMapData.extent(around: boxes)
    }

    /// The most common `addr:country` among the toilets, when one is tagged at all.
    static func mostCommonCountry(_ toilets: [ToiletDraft]) -> String? {
        let codes = toilets.compactMap { $0.attributes.address.value?.country?.uppercased() }.filter { $0.count == 2 }
        return Dictionary(grouping: codes, by: { $0 }).max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
    }

    /// Refuses an import that would silently throw away newer data or empty a region.
    func checkSafety(_ snapshot: RegionSnapshot, _ repository: any ToiletRepository) async throws {
        guard let existing = try await repository.regions().first(where: { $0.name == region }) else { return }
        if !allowOlder, let old = existing.dataTimestamp, let new = snapshot.dataTimestamp, new < old {
            throw Failure(description: "\(snapshot.sourceName) holds data of \(new.formatted(.iso8601)), older than the \(old.formatted(.iso8601)) already imported for \(region); pass --allow-older to import it anyway")
        }
        if !allowEmpty, snapshot.toilets.isEmpty, existing.toiletCount > 0 {
            throw Failure(description: "\(snapshot.sourceName) has no toilets, and importing it would remove all \(existing.toiletCount) of \(region); pass --allow-empty to do that")
        }
    }
}
