import Foundation
import OSMReader

/// Collects what the walking graph needs from an OSM file in one streaming pass: every node's
/// location and every walkable way (by ``FootAccess``).
///
/// Use it as a visitor on its own, or drive ``add(node:)`` and ``add(way:)`` from another
/// visitor (the toilet importer) so the file is read once. Then ``build(options:)``.
///
/// ```swift
/// var collector = WalkingGraphCollector()
/// try OSMReader.read(contentsOf: url, into: &collector)
/// let result = try collector.build()
/// let bytes = result.graph.encode()   // the importer writes these beside the database
/// ```
public struct WalkingGraphCollector: OSMVisitor, Sendable {
    var locations = OSMNodeLocations()
    var wayNodeOffsets: [Int] = [0]
    var wayNodeIDs: [Int64] = []
    var wayNames: [Int32] = []
    var waySpeedFactors: [Double] = []
    var wayIsSteps: [Bool] = []
    var names: [String] = []
    var nameIndex: [String: Int32] = [:]
    /// Nodes left out because their coordinate is not a valid latitude/longitude.
    public private(set) var impossibleCoordinates = 0

    /// Creates an empty collector.
    public init() {}

    /// The number of walkable ways kept so far.
    public var wayCount: Int { wayNames.count }

    /// Records a node's location (every node: untagged ones carry the ways' geometry). A node at
    /// an impossible coordinate is counted in ``impossibleCoordinates`` and left out, so its
    /// ways split there as at a node missing from the file, and the rest of the graph builds.
    public mutating func add(node: OSMNode) {
        guard OSMPlausibility.isValid(latitude: node.latitude, longitude: node.longitude) else {
            impossibleCoordinates += 1
            return
        }
        locations.append(id: node.id, latitude: node.latitude, longitude: node.longitude)
    }

    /// Keeps the way if ``FootAccess`` says it is walkable.
    public mutating func add(way: OSMWay) {
        guard way.nodeIDs.count >= 2 else { return }
        let decision = FootAccess.decision(for: way.tags)
        guard decision.isWalkable else { return }
        wayNodeIDs.append(contentsOf: way.nodeIDs)
        wayNodeOffsets.append(wayNodeIDs.count)
        waySpeedFactors.append(decision.speedFactor)
        wayIsSteps.append(decision.isSteps)
        if let name = way.tags["name"] ?? way.tags["ref"], !name.isEmpty {
            if let index = nameIndex[name] {
                wayNames.append(index)
            } else {
                nameIndex[name] = Int32(names.count)
                wayNames.append(Int32(names.count))
                names.append(name)
            }
        } else {
            wayNames.append(-1)
        }
    }

    /// Forwards to ``add(node:)``.
    public mutating func visit(node: OSMNode) { add(node: node) }
    /// Forwards to ``add(way:)``.
    public mutating func visit(way: OSMWay) { add(way: way) }
}
