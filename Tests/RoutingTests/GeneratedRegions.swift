import Foundation
import Geo
import Import
import OSMReader
import RegionGenerator
import Routing
import TestSupport

/// Walking graphs of generated regions (see RegionGenerator): written to a temporary
/// `.osm.pbf`, read back the way `import` reads them, and kept once per test process.
enum GeneratedRegions {
    static func graph(_ kind: RegionOptions.Kind, wayNodes: Int, seed: UInt64 = 3) throws -> WalkingGraph {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("GeneratedRegions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("region.osm.pbf").path
        _ = try RegionGenerator.generate(RegionOptions(kind: kind, wayNodes: wayNodes, toilets: 0, seed: seed), to: path)
        var collector = WalkingGraphCollector()
        try OSMReader.read(contentsOf: URL(fileURLWithPath: path), into: &collector)
        return try collector.build().graph
    }

    /// Seeded random positions within 200 m of a walkable edge, over the graph's bounding box.
    static func starts(_ graph: WalkingGraph, index: EdgeIndex, count: Int, seed: UInt64) -> [SnappedPoint] {
        let lats = graph.vertexLatitudesE7, lons = graph.vertexLongitudesE7
        let minLat = Double(lats.min() ?? 0) / 1e7, maxLat = Double(lats.max() ?? 0) / 1e7
        let minLon = Double(lons.min() ?? 0) / 1e7, maxLon = Double(lons.max() ?? 0) / 1e7
        var generator = SeededRandom(seed: seed)
        var starts: [SnappedPoint] = []
        while starts.count < count {
            let point = Coordinate(latitude: Double.random(in: minLat...maxLat, using: &generator),
                                   longitude: Double.random(in: minLon...maxLon, using: &generator))
            if let snapped = index.snap(point, maxMeters: 200) { starts.append(snapped) }
        }
        return starts
    }
}
