import Foundation
import Finder
import Model
import Routing
import Server
import Store
import StoreSQLite

/// Builds the server's snapshot from the database: its toilets, and each region's walking network
/// from the graph the database names (a file beside a SQLite database, chunks in PostgreSQL).
///
/// A network is kept between loads while its region's recorded graph stays the same (same name,
/// size and checksum), so a change to toilets alone does not decode and contract a graph again.
final class ServingLoader: @unchecked Sendable {
    /// Loads the networks of the given graphs; a graph that cannot be loaded is reported and left out.
    typealias GraphLoader = @Sendable ([String: RegionGraphFile]) async -> [String: WalkingNetwork]

    private let repository: any ServingStore
    private let loadGraphs: GraphLoader
    private let lock = NSLock()
    private var networks: [String: (file: RegionGraphFile, network: WalkingNetwork)] = [:]

    init(repository: any ServingStore, loadGraphs: @escaping GraphLoader) {
        self.repository = repository
        self.loadGraphs = loadGraphs
    }

    /// Over a SQLite database, whose graph files lie in its `.graphs` folder.
    convenience init(repository: SQLiteToiletRepository, database: String, report: @escaping @Sendable (String) -> Void) {
        self.init(repository: repository) { files in
            await ServingLoader.offLoop { GraphFiles.loadNetworks(database: database, files: files, report: report) }
        }
    }

    private var last: ServingSnapshot?
    private var builds = 0

    /// How many snapshots were read and built anew (the rest were patched).
    var fullLoads: Int { lock.withLock { builds } }

    /// A snapshot of the database as it is now: the last one with the changed records patched in
    /// when that is all that changed (``patched(_:)``), else one read and built anew.
    func load() async throws -> ServingSnapshot {
        if let previous = lock.withLock({ last }), let patched = try await patched(previous) {
            lock.withLock { last = patched }
            return patched
        }
        let state = try await repository.servingState()
        let networks = await networks(for: state.graphFiles)
        // Read after the state: an import committed between the two shows its duration a load early, never late.
        let imports = try await repository.regions().reduce(into: [String: Double]()) { $0[$1.name] = $1.importSeconds }
        let finder = await Self.offLoop { ToiletFinder(toilets: state.toilets, networks: networks) }
        let snapshot = ServingSnapshot(version: state.version, finder: finder,
                                       revision: state.revision, recordedGraphs: Set(state.graphFiles.keys), importSeconds: imports)
        Self.returnFreedMemory()
        lock.withLock {
            last = snapshot
            builds += 1
        }
        return snapshot
    }

    /// The largest change patched in; more is read and built anew.
    static let patchLimit = 1_000

    /// `previous` with the toilets changed since its revision, when every change updates a toilet
    /// in place (an approved edit: the common case of a community) and no graph file changed;
    /// nil otherwise (new, moved or removed toilets, an import's many changes, a new graph).
    /// - Complexity: O(changes) to read them, plus ``Finder/ToiletFinder/updating(_:)``: a
    ///   200,000-toilet region took 1.55 s to load for each approved edit.
    private func patched(_ previous: ServingSnapshot) async throws -> ServingSnapshot? {
        guard let revision = previous.revision else { return nil }
        let version = try await repository.dataVersion()
        let files = try await repository.graphFiles()
        guard lock.withLock({ networks.mapValues(\.file) == files }) else { return nil }
        let page = try await repository.changes(after: revision, limit: Self.patchLimit)
        guard !page.more else { return nil }
        var changed: [Toilet] = []
        for item in page.items {
            guard item.change == .updated, let toilet = item.toilet else { return nil }
            changed.append(toilet)
        }
        let updates = changed
        guard let finder = await Self.offLoop({ previous.finder.updating(updates) }) else { return nil }
        return ServingSnapshot(version: version, finder: finder, revision: page.next, recordedGraphs: previous.recordedGraphs,
                               importSeconds: previous.importSeconds)
    }

    /// Runs `work` (decoding graph files, building or patching a finder: up to seconds of CPU) on
    /// a Dispatch thread. `serve` runs Swift concurrency on its NIO event loops, and work of that
    /// length there would hold every connection of one loop until it ends.
    static func offLoop<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
        }
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
    private func networks(for files: [String: RegionGraphFile]) async -> [String: WalkingNetwork] {
        let known = lock.withLock { networks }
        var result: [String: WalkingNetwork] = [:]
        var changed: [String: RegionGraphFile] = [:]
        for (region, file) in files {
            if let kept = known[region], kept.file == file { result[region] = kept.network } else { changed[region] = file }
        }
        let built = await loadGraphs(changed)
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
