import Foundation
import Routing

/// Where each region's walking graph lives: beside the database, one file a region
/// (`var/toiletnow-demo.graphs/monaco.walkgraph`). `import` writes them; `serve` reads them.
enum GraphFiles {
    static func folder(database: String) -> URL {
        let url = URL(fileURLWithPath: database)
        return url.deletingLastPathComponent().appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".graphs")
    }

    static func path(database: String, region: String) -> URL {
        folder(database: database).appendingPathComponent("\(region).walkgraph")
    }

    /// Writes a region's graph atomically (a reader never sees half a file).
    static func write(_ graph: WalkingGraph, database: String, region: String) throws {
        try FileManager.default.createDirectory(at: folder(database: database), withIntermediateDirectories: true)
        try Data(graph.encode()).write(to: path(database: database, region: region), options: .atomic)
    }

    /// Removes a region's graph, when a new import has none.
    static func remove(database: String, region: String) {
        try? FileManager.default.removeItem(at: path(database: database, region: region))
    }

    /// Every region's walking network that has a graph file; a damaged file is reported and skipped.
    static func loadNetworks(database: String, regions: [String], report: (String) -> Void) -> [String: WalkingNetwork] {
        var networks: [String: WalkingNetwork] = [:]
        for region in regions {
            let url = path(database: database, region: region)
            guard let data = try? Data(contentsOf: url) else {
                report("no walking graph for \(region) (\(url.path)); its toilets are ranked by straight-line distance")
                continue
            }
            do {
                networks[region] = try WalkingNetwork(bytes: [UInt8](data))
            } catch {
                report("walking graph for \(region) is damaged (\(error)); ranked by straight-line distance until it is imported again")
            }
        }
        return networks
    }
}
