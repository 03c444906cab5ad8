import Foundation
import Import
import Model
import Store
import StoreSQLite

/// One import, step by step: check the arguments, read the file, then write in one transaction.
///
/// The database is opened only after the file has been read completely, so a bad file never
/// creates or changes a database.
struct RegionImport {
    var file: String
    var region: String
    var timeZone: String
    var country: String? = nil
    var databasePath: String
    var allowOlder = false
    var allowEmpty = false

    /// Why the import stopped; each is one line for the terminal.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func run(progress: TerminalProgress?) async throws(Failure) -> ImportSummary {
        let started = ContinuousClock.now
        guard region.range(of: "^[A-Za-z0-9_-]{1,64}$", options: .regularExpression) != nil else {
            throw Failure(description: ImportError.badRegionName(region).description)
        }
        guard TimeZone(identifier: timeZone) != nil, timeZone.contains("/") || timeZone == "UTC" else {
            throw Failure(description: ImportError.unknownTimeZone(timeZone).description)
        }
        if let country, country.range(of: "^[A-Za-z]{2}$", options: .regularExpression) == nil {
            throw Failure(description: "--country: \"\(country)\" is not a country code; expected two letters like MC")
        }
        let result: OSMToiletReader.Result
        do {
            result = try OSMToiletReader.read(URL(fileURLWithPath: file)) { read, total in progress?.update(read, total) }
            progress?.finish()
        } catch {
            progress?.finish()
            throw Failure(description: error.description)
        }
        let readTime = ContinuousClock.now - started
        let snapshot = RegionSnapshot(region: region, timeZoneIdentifier: timeZone,
                                      countryCode: country?.uppercased() ?? Self.mostCommonCountry(result.toilets), dataTimestamp: result.dataTimestamp,
                                      sourceName: URL(fileURLWithPath: file).lastPathComponent, toilets: result.toilets,
                                      mapData: result.mapData)
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: databasePath).deletingLastPathComponent(), withIntermediateDirectories: true)
            let repository = try SQLiteToiletRepository(path: databasePath)
            try await checkSafety(snapshot, repository)
            // The walking graph is built on the other core while the toilets are written.
            let graphTask = Task.detached { result.buildWalkingGraph() }
            let report = try await repository.apply(snapshot, at: Date())
            let walkingGraph = await graphTask.value
            // After the transaction: a failed write above leaves the old graph in place too.
            switch walkingGraph {
            case .success(let built):
                do {
                    try GraphFiles.write(built.graph, database: databasePath, region: region)
                } catch {
                    throw Failure(description: "walking graph \(GraphFiles.path(database: databasePath, region: region).path): \(error)")
                }
            case .failure:
                GraphFiles.remove(database: databasePath, region: region)
            }
            return ImportSummary(snapshot: snapshot, read: result, walkingGraph: walkingGraph, report: report,
                                 elapsed: ContinuousClock.now - started, readTime: readTime)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "database \(databasePath): \(error)")
        }
    }

    /// The most common `addr:country` among the toilets, when one is tagged at all.
    static func mostCommonCountry(_ toilets: [ToiletDraft]) -> String? {
        let codes = toilets.compactMap { $0.attributes.address.value?.country?.uppercased() }.filter { $0.count == 2 }
        return Dictionary(grouping: codes, by: { $0 }).max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
    }

    /// Refuses an import that would silently throw away newer data or empty a region.
    private func checkSafety(_ snapshot: RegionSnapshot, _ repository: SQLiteToiletRepository) async throws {
        guard let existing = try await repository.regions().first(where: { $0.name == region }) else { return }
        if !allowOlder, let old = existing.dataTimestamp, let new = snapshot.dataTimestamp, new < old {
            throw Failure(description: "\(snapshot.sourceName) holds data of \(new.formatted(.iso8601)), older than the \(old.formatted(.iso8601)) already imported for \(region); pass --allow-older to import it anyway")
        }
        if !allowEmpty, snapshot.toilets.isEmpty, existing.toiletCount > 0 {
            throw Failure(description: "\(snapshot.sourceName) has no toilets, and importing it would remove all \(existing.toiletCount) of \(region); pass --allow-empty to do that")
        }
    }
}
