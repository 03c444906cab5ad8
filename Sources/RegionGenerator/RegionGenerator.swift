import Foundation
import OSMReader

/// Writes deterministic, realistic OSM regions of any size as `.osm.pbf`, for benchmarks and
/// scale tests: a street grid or irregular streets with footways, steps and crossings, parks,
/// buildings and ponds, and toilets with real-world hours, needs tags and venues.
///
/// The same options give the same bytes. The file is written as a stream in two passes over
/// the layout (nodes in id order, then ways), so memory does not grow with the region: the
/// layout keeps one number per lattice row and column and, for irregular streets, one byte
/// per lattice junction.
///
/// ```swift
/// let summary = try RegionGenerator.generate(
///     RegionOptions(kind: .grid, wayNodes: 300_000, toilets: 900, seed: 1), to: "grid.osm.pbf")
/// ```
public enum RegionGenerator {
    /// `osmosis_replication_timestamp` of every generated file (2026-01-01T00:00:00Z), fixed
    /// so that output is deterministic.
    public static let replicationTimestamp = Date(timeIntervalSince1970: 1_767_225_600)
    /// Metres of margin around the streets in the header's bounding box.
    static let marginMeters = 100.0
    /// How far a toilet stands from its street junction, at most, in metres on each axis.
    static let toiletOffsetMeters = -25.0...25.0

    /// Generates the region `options` describe into `path`.
    /// - Throws: ``RegionGeneratorError`` for options out of range or a file that cannot be written.
    /// - Complexity: O(way nodes + toilets) time; memory O(√way nodes) for a grid and
    ///   O(way nodes / 9) bytes for irregular streets.
    public static func generate(_ options: RegionOptions, to path: String) throws(RegionGeneratorError) -> RegionSummary {
        let options = try options.validated()
        do {
            switch options.kind {
            case .grid:
                let layout = GridLayout(targetWayNodes: options.wayNodes, seed: options.seed)
                return try write(layout, rows: layout.rows, columns: layout.columns, options: options, path: path)
            case .irregular:
                let layout = IrregularLayout.sized(targetWayNodes: options.wayNodes, seed: options.seed)
                return try write(layout, rows: layout.rows, columns: layout.columns, options: options, path: path)
            }
        } catch {
            throw .write(error)
        }
    }

    private static func write<L: RegionLayout>(_ layout: L, rows: Int, columns: Int, options: RegionOptions,
                                               path: String) throws(PBFWriteError) -> RegionSummary {
        let projection = RegionProjection(centerLatitude: options.centerLatitude, centerLongitude: options.centerLongitude,
                                          widthMeters: layout.widthMeters, heightMeters: layout.heightMeters)
        let southWest = projection.degrees(x: -marginMeters, y: -marginMeters)
        let northEast = projection.degrees(x: layout.widthMeters + marginMeters, y: layout.heightMeters + marginMeters)
        let box = OSMBoundingBox(minLatitude: southWest.latitude, minLongitude: southWest.longitude,
                                 maxLatitude: northEast.latitude, maxLongitude: northEast.longitude)
        let writer = try PBFWriter(path: path, header: .init(boundingBox: box, replicationTimestamp: replicationTimestamp,
                                                             writingProgram: "toiletnow bench generate"))
        try writeNodes(layout, projection: projection, options: options, to: writer)
        let areas = try writeWays(layout, seed: options.seed, to: writer)
        let written = try writer.finish()
        return RegionSummary(kind: options.kind, rows: rows, columns: columns, wayNodes: layout.wayNodeCount,
                             junctionEstimate: layout.junctionEstimate, toilets: options.toilets, nodes: written.nodes,
                             ways: written.ways, parks: areas.parks, buildings: areas.buildings, waterAreas: areas.water,
                             bytes: written.bytes, widthMeters: layout.widthMeters, heightMeters: layout.heightMeters)
    }

    /// The first pass: street nodes, then the corners of parks, buildings and ponds, then toilets,
    /// numbered on from the streets.
    private static func writeNodes<L: RegionLayout>(_ layout: L, projection: RegionProjection, options: RegionOptions,
                                                    to writer: PBFWriter) throws(PBFWriteError) {
        func node(_ id: Int64, _ point: LocalPoint, _ tags: [(String, String)]) throws(PBFWriteError) {
            try writer.addNode(id: id, latitudeE7: projection.latitudeE7(point.y), longitudeE7: projection.longitudeE7(point.x), tags: tags)
        }
        try layout.forEachStreetNode(node)
        var next = layout.streetNodeIDLimit
        try layout.forEachBlock { (index, outline) throws(PBFWriteError) in
            for area in BlockFeatures.areas(ofBlock: index, outline: outline, seed: options.seed) {
                for corner in area.corners { try node(next, corner, []); next += 1 }
            }
        }
        for number in 0..<options.toilets {
            var random = RegionRandom(seed: options.seed, stream: 8, index: UInt64(number))
            var point = layout.toiletAnchor(&random)
            point.x += random.uniform(toiletOffsetMeters)
            point.y += random.uniform(toiletOffsetMeters)
            try node(next, point, ToiletTagTable.tags(number: number, random: &random))
            next += 1
        }
    }

    /// The second pass: streets, then areas as closed ways over the corners of the first pass.
    private static func writeWays<L: RegionLayout>(_ layout: L, seed: UInt64,
                                                   to writer: PBFWriter) throws(PBFWriteError) -> (parks: Int, buildings: Int, water: Int) {
        var wayID: Int64 = 1
        try layout.forEachStreetWay { (ids, tags) throws(PBFWriteError) in
            try writer.addWay(id: wayID, nodeIDs: ids, tags: tags)
            wayID += 1
        }
        var counts = (parks: 0, buildings: 0, water: 0)
        var next = layout.streetNodeIDLimit
        try layout.forEachBlock { (index, outline) throws(PBFWriteError) in
            for area in BlockFeatures.areas(ofBlock: index, outline: outline, seed: seed) {
                try writer.addWay(id: wayID, nodeIDs: [next, next + 1, next + 2, next + 3, next], tags: area.tags)
                next += 4
                wayID += 1
                switch area.tags.first?.0 {
                case "leisure": counts.parks += 1
                case "natural": counts.water += 1
                default: counts.buildings += 1
                }
            }
        }
        return counts
    }
}
