import Foundation
import Finder
import Routing
import Server
import Store
import StoreSQLite

/// Builds the server's snapshot from the database: its toilets, and each region's walking network
/// from the graph file the database names.
///
/// A network is kept between loads while its region's recorded file stays the same (same name,
/// size and checksum), so a change to toilets alone does not decode and contract a graph again.
final class ServingLoader: @unchecked Sendable {
    private let repository: SQLiteToiletRepository
    private let database: String
    private let report: @Sendable (String) -> Void
    private let lock = NSLock()
    private var networks: [String: (file: RegionGraphFile, network: WalkingNetwork)] = [:]

    init(repository: SQLiteToiletRepository, database: String, report: @escaping @Sendable (String) -> Void) {
        self.repository = repository
        self.database = database
        self.report = report
    }

    /// A snapshot of the database as it is now.
    func load() async throws -> ServingSnapshot {
        let state = try await repository.servingState()
        let networks = networks(for: state.graphFiles)
        let snapshot = ServingSnapshot(version: state.version, finder: ToiletFinder(toilets: state.toilets, networks: networks),
                                       revision: state.revision)
        Self.returnFreedMemory()
        return snapshot
    }

    /// Hands the heap pages that loading freed back to the system. Decoding a region leaves
    /// many small temporaries (record text, per-toilet arrays) freed inside glibc's heap, which
    /// keeps them mapped until asked; without this the server's resident memory counts them.
    private static func returnFreedMemory() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }

    /// The networks of `files`, reusing the ones already built from the same files.
    private func networks(for files: [String: RegionGraphFile]) -> [String: WalkingNetwork] {
        let known = lock.withLock { networks }
        var result: [String: WalkingNetwork] = [:]
        var changed: [String: RegionGraphFile] = [:]
        for (region, file) in files {
            if let kept = known[region], kept.file == file { result[region] = kept.network } else { changed[region] = file }
        }
        let built = GraphFiles.loadNetworks(database: database, files: changed, report: report)
        result.merge(built) { kept, _ in kept }
        lock.withLock {
            networks = Dictionary(uniqueKeysWithValues: result.compactMap { region, network in
                files[region].map { (region, (file: $0, network: network)) }
            })
        }
        return result
    }
}

#if os(Linux)
/// glibc's `malloc_trim` (malloc.h, which the Glibc module does not export).
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
