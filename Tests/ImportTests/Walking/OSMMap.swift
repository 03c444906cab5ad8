import Foundation
import Geo
import Import
import OSMReader
import Routing
import TestSupport

/// An ASCII drawing used for node positions, plus OSM ways over its labels, built into a
/// walking graph by the real collector: builder tests read like OSRM's cucumber scenarios.
struct OSMMap {
    let drawing: AsciiMap

    init(_ text: String) throws {
        drawing = try AsciiMap(text)
    }

    /// The node id of a label (its Unicode scalar value).
    static func id(_ label: Character) -> Int64 { Int64(label.unicodeScalars.first?.value ?? 0) }

    /// Builds the walking graph from `ways` (labels in order, tags); labels in `missing` are
    /// left out of the file, as in a clipped extract.
    func build(_ ways: [(String, [String: String])], missing: Set<Character> = [],
               options: WalkingGraphBuildOptions = WalkingGraphBuildOptions(minimumComponentVertices: 0)) throws
        -> WalkingGraphBuildResult {
        var collector = WalkingGraphCollector()
        for (label, point) in drawing.points.sorted(by: { $0.key < $1.key }) where !missing.contains(label) {
            collector.add(node: OSMNode(id: Self.id(label), latitude: point.latitude, longitude: point.longitude))
        }
        for (i, (labels, tags)) in ways.enumerated() {
            collector.add(way: OSMWay(id: Int64(i + 1), nodeIDs: labels.map(Self.id), tags: tags))
        }
        return try collector.build(options: options)
    }

    /// The graph vertex at a label's position, or nil.
    func vertex(_ label: Character, in graph: WalkingGraph) -> Int? {
        let point = drawing.coordinate(label)
        return (0..<graph.vertexCount).first { graph.coordinate(ofVertex: $0).distanceMeters(to: point) < 0.05 }
    }

    /// Walking seconds between two labels (snapped), or nil when unreachable.
    func seconds(from a: Character, to b: Character, in graph: WalkingGraph) -> Double? {
        let index = EdgeIndex(graph: graph, cellMeters: 25)
        guard let start = index.snap(drawing.coordinate(a), maxMeters: 5) else { return nil }
        let targets = WalkingTargets(index: index, coordinates: [drawing.coordinate(b)], maxAttachMeters: 5)
        return WalkingSearch(graph: graph).nearest(from: start, targets: targets, limit: 1).first?.seconds
    }
}
