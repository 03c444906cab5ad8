import Foundation
import Geo
import Import
import OSMReader
import Routing
import TestSupport

/// The bundled Malta and Andorra extracts as walking graphs with their toilets, built once
/// per test process.
struct RealRegion: Sendable {
    let graph: WalkingGraph
    let index: EdgeIndex
    let targets: WalkingTargets

    static let malta = RealRegion.load("malta-2018.osm.pbf")
    static let andorra = RealRegion.load("andorra-2025.osm.pbf")
    static let maltaHierarchy = malta.map { ContractionHierarchy(graph: $0.graph) }
    static let andorraHierarchy = andorra.map { ContractionHierarchy(graph: $0.graph) }

    /// The region by name ("Malta" or "Andorra") with its contraction hierarchy.
    static func named(_ name: String) -> (RealRegion, ContractionHierarchy)? {
        switch name {
        case "Malta": return malta.flatMap { region in maltaHierarchy.map { (region, $0) } }
        case "Andorra": return andorra.flatMap { region in andorraHierarchy.map { (region, $0) } }
        default: return nil
        }
    }

    static func load(_ name: String) -> RealRegion? {
        let url = Fixtures.osm(name)
        var collector = WalkingGraphCollector()
        var toilets = ToiletNodes()
        guard (try? OSMReader.read(contentsOf: url, into: &collector)) != nil,
              (try? OSMReader.read(contentsOf: url, into: &toilets)) != nil,
              let graph = try? collector.build().graph else { return nil }
        let index = EdgeIndex(graph: graph)
        return RealRegion(graph: graph, index: index, targets: WalkingTargets(index: index, coordinates: toilets.coordinates))
    }

    /// Seeded random positions within 200 m of a walkable edge, over the graph's bounding box.
    func randomStarts(count: Int, seed: UInt64) -> [SnappedPoint] {
        GeneratedRegions.starts(graph, index: index, count: count, seed: seed)
    }
}

/// The positions of `amenity=toilets` nodes, read with a visitor of its own.
struct ToiletNodes: OSMVisitor {
    var coordinates: [Coordinate] = []
    mutating func visit(node: OSMNode) {
        if node.tags["amenity"] == "toilets" {
            coordinates.append(Coordinate(latitude: node.latitude, longitude: node.longitude))
        }
    }
}
