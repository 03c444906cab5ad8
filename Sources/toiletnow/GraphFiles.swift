import Foundation
import Routing
import Store
#if canImport(Glibc)
import Glibc
#endif

/// Where each region's walking graph lives: beside the database, in `<database>.graphs/`,
/// one file per import under a name no other import uses (`monaco-3f9a0c1d2e4b5a69.walkgraph`).
/// `import` writes and syncs the file before the transaction that records it in
/// `region_graphs` commits; `serve` loads exactly the files the database names.
///
/// Files no row names are the old generation or the orphan of a crashed import; the importer
/// removes them after its commit and before its next write (under ``ImportLock``).
enum GraphFiles {
    static let fileExtension = "walkgraph"

    static func folder(database: String) -> URL {
        let url = URL(fileURLWithPath: database)
        return url.deletingLastPathComponent().appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".graphs")
    }

    /// A fresh, unused name for a region's next graph file.
    static func newFileName(region: String) -> String {
        "\(region)-\(String(format: "%016llx", UInt64.random(in: .min ... .max))).\(fileExtension)"
    }

    /// Writes `bytes` as a new file, syncs it and its folder, and says what to record.
    /// The file is created exclusively, so an existing file is never overwritten.
    static func write(_ bytes: [UInt8], database: String, region: String, reached: (String) -> Void = CrashPoints.reach) throws -> RegionGraphFile {
        let folder = folder(database: database)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = newFileName(region: region)
        reached("before-graph-write")
        try DurableFiles.createFile(at: folder.appendingPathComponent(name).path, bytes: bytes, reached: reached)
        reached("after-graph-fsync")
        try DurableFiles.syncFolder(folder.path)
        reached("after-graph-dir-fsync")
        return RegionGraphFile(fileName: name, byteCount: Int64(bytes.count), checksum: GraphChecksum.of(bytes))
    }

    /// Removes every graph file in the folder that `keeping` does not name (and the folder,
    /// when that leaves it empty). Errors are ignored: a file left behind is removed next time.
    static func removeUnreferenced(database: String, keeping: Set<String>) {
        let folder = folder(database: database)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasSuffix(".\(fileExtension)") && !keeping.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// The walking network of every region the database names a graph file for. A file that
    /// is missing, of another size or checksum than recorded, or damaged is reported, and its
    /// region is ranked by straight-line distance; nothing here can crash the server.
    static func loadNetworks(database: String, files: [String: RegionGraphFile], report: (String) -> Void) -> [String: WalkingNetwork] {
        var networks: [String: WalkingNetwork] = [:]
        for (region, file) in files.sorted(by: { $0.key < $1.key }) {
            networks[region] = network(region, report: report) { try verifiedBytes(database: database, file: file) }
        }
        return networks
    }

    /// The same for graphs kept elsewhere (PostgreSQL keeps them in the database): `bytes`
    /// reads one region's recorded graph, checked against its record.
    /// Each graph is decoded on a Dispatch thread (``ServingLoader/offLoop(_:)``), not on the
    /// event loop that awaited its bytes.
    static func loadNetworks(files: [String: RegionGraphFile], report: @escaping @Sendable (String) -> Void,
                             bytes: (String, RegionGraphFile) async throws -> [UInt8]) async -> [String: WalkingNetwork] {
        var networks: [String: WalkingNetwork] = [:]
        for (region, file) in files.sorted(by: { $0.key < $1.key }) {
            let read: Result<[UInt8], any Error>
            do { read = .success(try await bytes(region, file)) } catch { read = .failure(error) }
            networks[region] = await ServingLoader.offLoop { network(region, report: report) { try read.get() } }
        }
        return networks
    }

    /// One region's network from its graph's bytes, or nil (reported) when they cannot be used.
    private static func network(_ region: String, report: (String) -> Void, bytes: () throws -> [UInt8]) -> WalkingNetwork? {
        do {
            let started = ContinuousClock.now
            let loaded = try WalkingNetworkFile(bytes: bytes())
            if loaded.wasContractedOnLoad {
                report("walking graph for \(region): a graph file from before contraction moved to import; contracted at start-up in "
                       + "\(ContinuousClock.now - started); import the region again to start faster")
            }
            if let problem = loaded.attachmentError {
                report("walking graph for \(region): its stored toilet attachment cannot be used (\(problem)); attaching them afresh")
            }
            return loaded.network
        } catch {
            report("walking graph for \(region): \(error); its toilets are ranked by straight-line distance until it is imported again")
            return nil
        }
    }

    /// Why a recorded graph file cannot be used.
    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    /// The file's `count` bytes read straight into an array, or nil when it holds another number.
    /// Not `FileManager.contents` and a copy to `[UInt8]`: at 30 M way nodes that was a second
    /// copy of a multi-gigabyte file, and zeroing its pages was half of the server's start.
    static func readWhole(_ path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count, let base = buffer.baseAddress {
                let got = read(descriptor, base + initialized, count - initialized)
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { break }
                initialized += got
            }
        }
        var probe: UInt8 = 0
        guard bytes.count == count, read(descriptor, &probe, 1) == 0 else { return nil }
        return bytes
    }

    /// The file's bytes, after checking its name, size and checksum against the record.
    static func verifiedBytes(database: String, file: RegionGraphFile) throws -> [UInt8] {
        guard RegionGraphFile.isValidName(file.fileName) else {
            throw LoadError(description: "the database names \"\(file.fileName)\"; expected a file name ending in .walkgraph")
        }
        let path = folder(database: database).appendingPathComponent(file.fileName).path
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value
        guard let size else { throw LoadError(description: "\(path) is missing") }
        guard size == file.byteCount else {
            throw LoadError(description: "\(path) has \(size) bytes; the database recorded \(file.byteCount)")
        }
        guard let bytes = readWhole(path, count: Int(file.byteCount)) else {
            throw LoadError(description: "\(path) could not be read whole")
        }
        let checksum = GraphChecksum.of(bytes)
        guard checksum == file.checksum else {
            throw LoadError(description: "\(path) has checksum \(checksum); the database recorded \(file.checksum)")
        }
        return bytes
    }
}
