import Foundation
import Geo
import Routing

extension WalkingGraphCollector {
    /// Builds the walking graph from the collected ways.
    ///
    /// Vertices are way ends and nodes used twice or more (junctions, or a way crossing
    /// itself); the nodes between become edge geometry. A node missing from the file splits
    /// its way there (both pieces are kept). A closed way gets a vertex at its middle node
    /// so no edge is a loop. Then small islands are dropped and vertices are renumbered
    /// along a Hilbert curve, so nearby vertices sit nearby in memory.
    /// - Throws: ``WalkingGraphBuildError`` if the data exceeds the graph's limits.
    /// - Complexity: O(way nodes × log nodes) for the location lookups, plus O(V log V).
    public mutating func build(options: WalkingGraphBuildOptions = WalkingGraphBuildOptions()) throws(WalkingGraphBuildError) -> WalkingGraphBuildResult {
        var raw = RawGraph()
        var missing = 0
        let uses = nodeUseCounts()
        let index = locations
        for way in 0..<wayCount {
            for run in resolvedRuns(of: way, missing: &missing) {
                raw.addRun(run, isVertex: { index.ordinal(of: $0).map { uses[$0] >= 2 } ?? false }, way: way, collector: self, profile: options.profile)
            }
        }
        let (kept, droppedComponents, droppedVertices) = raw.componentsToKeep(minimumVertices: options.minimumComponentVertices)
        let (vertices, edges) = raw.compacted(keeping: kept, names: names)
        do {
            let graph = try WalkingGraph(vertices: vertices, edges: edges)
            return WalkingGraphBuildResult(graph: graph, waysRead: wayCount, missingNodeReferences: missing,
                                           droppedComponents: droppedComponents, droppedVertices: droppedVertices)
        } catch {
            throw .graph(error)
        }
    }

    /// How many times each node is referenced by walkable ways (a closed way's repeated end counts
    /// once), by the node's ordinal in the location index: a byte a node, where a hash map of every
    /// way node took about 20 bytes a way node (600 MB at 30 M). Nodes missing from the file are
    /// never asked about: they split their ways instead.
    private mutating func nodeUseCounts() -> [UInt8] {
        locations.sortIfNeeded()
        var uses = [UInt8](repeating: 0, count: locations.count)
        for way in 0..<wayCount {
            let ids = wayNodeIDs[wayNodeOffsets[way]..<wayNodeOffsets[way + 1]]
            let isClosed = ids.count > 2 && ids.first == ids.last
            for id in (isClosed ? ids.dropLast() : ids) {
                guard let ordinal = locations.ordinal(of: id) else { continue }
                uses[ordinal] &+= uses[ordinal] == 255 ? 0 : 1
            }
        }
        return uses
    }

    /// The way's nodes as runs of consecutive nodes present in the file (a missing node splits the way).
    private mutating func resolvedRuns(of way: Int, missing: inout Int) -> [[RawGraph.Point]] {
        var runs: [[RawGraph.Point]] = [], current: [RawGraph.Point] = []
        for slot in wayNodeOffsets[way]..<wayNodeOffsets[way + 1] {
            let id = wayNodeIDs[slot]
            guard let location = locations.location(of: id) else {
                missing += 1
                if current.count >= 2 { runs.append(current) }
                current = []
                continue
            }
            current.append(RawGraph.Point(id: id, coordinate: Coordinate(latitude: location.latitude, longitude: location.longitude)))
        }
        if current.count >= 2 { runs.append(current) }
        return runs
    }
}
