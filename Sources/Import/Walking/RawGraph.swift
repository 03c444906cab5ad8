import Foundation
import Geo
import Routing

/// The walking graph while it is being built: OSM node ids still attached, before islands
/// are dropped and vertices renumbered.
struct RawGraph {
    struct Point {
        var id: Int64
        var coordinate: Coordinate
    }

    struct Edge {
        var source: Int, target: Int
        var intermediate: [Coordinate]
        var meters: Double, seconds: Double
        var name: Int32
        var isSteps: Bool
    }

    var vertexOfNode: [Int64: Int] = [:]
    var vertexCoordinates: [Coordinate] = []
    var edges: [Edge] = []

    private mutating func vertex(for point: Point) -> Int {
        if let existing = vertexOfNode[point.id] { return existing }
        vertexOfNode[point.id] = vertexCoordinates.count
        vertexCoordinates.append(point.coordinate)
        return vertexCoordinates.count - 1
    }

    /// Cuts a run of present nodes at its vertices and adds the pieces as edges.
    mutating func addRun(_ run: [Point], isVertex: (Int64) -> Bool, way: Int, collector: WalkingGraphCollector,
                         profile: WalkingProfile) {
        var pieceStart = 0
        for i in 1..<run.count where i == run.count - 1 || isVertex(run[i].id) {
            let piece = Array(run[pieceStart...i])
            pieceStart = i
            if piece.first?.id == piece.last?.id {
                // A loop: cut it at its middle node so no edge starts and ends at one vertex.
                guard piece.count >= 3 else { continue }
                let middle = piece.count / 2
                addEdge(Array(piece[...middle]), way: way, collector: collector, profile: profile)
                addEdge(Array(piece[middle...]), way: way, collector: collector, profile: profile)
            } else {
                addEdge(piece, way: way, collector: collector, profile: profile)
            }
        }
    }

    private mutating func addEdge(_ piece: [Point], way: Int, collector: WalkingGraphCollector, profile: WalkingProfile) {
        guard let first = piece.first, let last = piece.last, piece.count >= 2 else { return }
        var meters = 0.0
        for i in 1..<piece.count { meters += piece[i - 1].coordinate.distanceMeters(to: piece[i].coordinate) }
        let isSteps = collector.wayIsSteps[way]
        let factor = isSteps ? profile.stepsSpeedFactor : collector.waySpeedFactors[way]
        let speed = max(0.01, profile.metersPerSecond * factor)
        edges.append(Edge(source: vertex(for: first), target: vertex(for: last),
                          intermediate: piece.dropFirst().dropLast().map(\.coordinate),
                          meters: meters, seconds: meters / speed, name: collector.wayNames[way], isSteps: isSteps))
    }
}

extension RawGraph {
    /// Union–find over the edges (Tarjan, "Efficiency of a good but not linear set union
    /// algorithm", JACM 22(2), 1975); marks the vertices of components big enough to keep.
    func componentsToKeep(minimumVertices: Int) -> (kept: [Bool], droppedComponents: Int, droppedVertices: Int) {
        var parent = Array(0..<vertexCoordinates.count)
        func find(_ v: Int) -> Int {
            var root = v
            while parent[root] != root { root = parent[root] }
            var node = v
            while parent[node] != root { (node, parent[node]) = (parent[node], root) }
            return root
        }
        for edge in edges {
            let a = find(edge.source), b = find(edge.target)
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        var size: [Int: Int] = [:]
        for v in parent.indices { size[find(v), default: 0] += 1 }
        let kept = parent.indices.map { size[find($0), default: 0] >= minimumVertices }
        let dropped = size.values.filter { $0 < minimumVertices }
        return (kept, dropped.count, dropped.reduce(0, +))
    }

    /// The kept vertices renumbered in Hilbert-curve order, and their edges sorted by source.
    func compacted(keeping kept: [Bool], names: [String]) -> ([Coordinate], [WalkingGraph.EdgeInput]) {
        let keptVertices = vertexCoordinates.indices.filter { kept[$0] }
        let order = HilbertOrder.sorted(keptVertices, by: { vertexCoordinates[$0] })
        var newIndex = [Int](repeating: -1, count: vertexCoordinates.count)
        for (position, v) in order.enumerated() { newIndex[v] = position }
        var inputs: [WalkingGraph.EdgeInput] = []
        for edge in edges where kept[edge.source] {
            inputs.append(WalkingGraph.EdgeInput(
                source: newIndex[edge.source], target: newIndex[edge.target], intermediate: edge.intermediate,
                meters: edge.meters, seconds: edge.seconds, name: edge.name >= 0 ? names[Int(edge.name)] : nil,
                isSteps: edge.isSteps))
        }
        inputs.sort { min($0.source, $0.target) < min($1.source, $1.target) }
        return (order.map { vertexCoordinates[$0] }, inputs)
    }
}

/// Orders points along a Hilbert curve over their bounding box (Hilbert, 1891; the
/// iterative `xy2d` of Warren, *Hacker's Delight*, §16), for memory locality.
enum HilbertOrder {
    static func sorted(_ items: [Int], by coordinate: (Int) -> Coordinate) -> [Int] {
        guard !items.isEmpty else { return [] }
        let points = items.map(coordinate)
        let minLat = points.map(\.latitude).min() ?? 0, maxLat = points.map(\.latitude).max() ?? 0
        let minLon = points.map(\.longitude).min() ?? 0, maxLon = points.map(\.longitude).max() ?? 0
        let side = 65_536.0
        let keys = points.map { point -> UInt64 in
            let x = UInt32(min(side - 1, (point.longitude - minLon) / max(1e-12, maxLon - minLon) * side))
            let y = UInt32(min(side - 1, (point.latitude - minLat) / max(1e-12, maxLat - minLat) * side))
            return distance(x: x, y: y, side: 65_536)
        }
        return items.indices.sorted { (keys[$0], items[$0]) < (keys[$1], items[$1]) }.map { items[$0] }
    }

    static func distance(x: UInt32, y: UInt32, side: UInt32) -> UInt64 {
        var (x, y, d) = (x, y, UInt64(0))
        var s = side / 2
        while s > 0 {
            let rx: UInt32 = (x & s) > 0 ? 1 : 0, ry: UInt32 = (y & s) > 0 ? 1 : 0
            d += UInt64(s) * UInt64(s) * UInt64((3 * rx) ^ ry)
            if ry == 0 {
                if rx == 1 { x = side - 1 - x; y = side - 1 - y }
                (x, y) = (y, x)
            }
            s /= 2
        }
        return d
    }
}
