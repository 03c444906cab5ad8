import Foundation
import Geo

extension WalkingGraph {
    /// One undirected edge handed to ``WalkingGraph/init(vertices:edges:)``.
    public struct EdgeInput: Sendable, Equatable {
        /// The vertex where the geometry starts.
        public var source: Int
        /// The vertex where the geometry ends.
        public var target: Int
        /// The points between the two vertices, in order from `source`.
        public var intermediate: [Coordinate]
        /// The length in metres.
        public var meters: Double
        /// The walking time in seconds (stored rounded to the millisecond).
        public var seconds: Double
        /// The street name (`name`, else `ref`), if any.
        public var name: String?
        /// Whether the edge is a flight of steps.
        public var isSteps: Bool

        /// Creates an edge input.
        public init(source: Int, target: Int, intermediate: [Coordinate] = [], meters: Double, seconds: Double,
                    name: String? = nil, isSteps: Bool = false) {
            self.source = source
            self.target = target
            self.intermediate = intermediate
            self.meters = meters
            self.seconds = seconds
            self.name = name
            self.isSteps = isSteps
        }
    }

    /// Builds the compact graph from vertex coordinates and undirected edges, keeping the
    /// vertex and edge numbering given.
    ///
    /// - Throws: ``WalkingGraphError/invalidVertex(index:reason:)`` for a coordinate that is not
    ///   finite or out of range, ``WalkingGraphError/invalidEdge(index:reason:)`` for an end
    ///   outside the vertices or a negative or non-finite length or time.
    /// - Complexity: O(V + E + geometry points).
    public init(vertices: [Coordinate], edges: [EdgeInput]) throws(WalkingGraphError) {
        guard vertices.count < Int(Int32.max) else { throw .tooLarge(what: "vertices", count: vertices.count) }
        guard edges.count < Int(Int32.max) / 2 else { throw .tooLarge(what: "edges", count: edges.count) }
        var columns = Columns()
        for (index, vertex) in vertices.enumerated() {
            guard let checked = Coordinate(validatingLatitude: vertex.latitude, longitude: vertex.longitude) else {
                throw .invalidVertex(index: index, reason: "coordinate \(vertex) is not a valid latitude/longitude")
            }
            columns.vertexLatitudesE7.append(Self.e7(checked.latitude))
            columns.vertexLongitudesE7.append(Self.e7(checked.longitude))
        }
        var nameIndex: [String: Int32] = [:]
        for (index, edge) in edges.enumerated() {
            try Self.append(edge, index: index, vertexCount: vertices.count, nameIndex: &nameIndex, to: &columns)
        }
        columns.buildArcs(vertexCount: vertices.count)
        self.init(columns: columns)
    }

    private static func append(_ edge: EdgeInput, index: Int, vertexCount: Int,
                               nameIndex: inout [String: Int32], to columns: inout Columns) throws(WalkingGraphError) {
        guard (0..<vertexCount).contains(edge.source), (0..<vertexCount).contains(edge.target) else {
            throw .invalidEdge(index: index, reason: "ends \(edge.source)–\(edge.target) are not among the \(vertexCount) vertices")
        }
        guard edge.meters.isFinite, edge.meters >= 0, edge.seconds.isFinite, edge.seconds >= 0,
              edge.seconds * 1000 <= Double(WalkingGraph.maximumEdgeMillis) else {
            throw .invalidEdge(index: index, reason: "length \(edge.meters) m and time \(edge.seconds) s must be finite, non-negative and under a day")
        }
        for point in edge.intermediate {
            guard let checked = Coordinate(validatingLatitude: point.latitude, longitude: point.longitude) else {
                throw .invalidEdge(index: index, reason: "geometry point \(point) is not a valid latitude/longitude")
            }
            columns.geometryLatitudesE7.append(e7(checked.latitude))
            columns.geometryLongitudesE7.append(e7(checked.longitude))
        }
        columns.geometryOffsets.append(Int32(columns.geometryLatitudesE7.count))
        columns.edgeSources.append(Int32(edge.source))
        columns.edgeTargets.append(Int32(edge.target))
        columns.edgeMeters.append(Float(edge.meters))
        columns.edgeMillis.append(UInt32((edge.seconds * 1000).rounded()))
        columns.edgeFlags.append(edge.isSteps ? EdgeFlags.steps.rawValue : 0)
        if let name = edge.name, !name.isEmpty {
            if let existing = nameIndex[name] {
                columns.edgeNames.append(existing)
            } else {
                nameIndex[name] = Int32(columns.names.count)
                columns.edgeNames.append(Int32(columns.names.count))
                columns.names.append(name)
            }
        } else {
            columns.edgeNames.append(-1)
        }
    }

    /// Degrees to 1e-7 units, rounded.
    static func e7(_ degrees: Double) -> Int32 { Int32((degrees * 1e7).rounded()) }
}

extension WalkingGraph.Columns {
    /// Fills the CSR arc arrays from the edge ends: a counting sort of arcs by their tail vertex.
    /// - Complexity: O(V + E).
    mutating func buildArcs(vertexCount: Int) {
        var degree = [Int32](repeating: 0, count: vertexCount + 1)
        for e in edgeSources.indices {
            degree[Int(edgeSources[e]) + 1] += 1
            degree[Int(edgeTargets[e]) + 1] += 1
        }
        for v in 0..<vertexCount { degree[v + 1] += degree[v] }
        arcOffsets = degree
        var next = Array(degree.dropLast())
        let arcCount = edgeSources.count * 2
        arcTargets = [Int32](repeating: 0, count: arcCount)
        arcEdges = [Int32](repeating: 0, count: arcCount)
        arcMillis = [UInt32](repeating: 0, count: arcCount)
        for e in edgeSources.indices {
            let (a, b) = (Int(edgeSources[e]), Int(edgeTargets[e]))
            for (from, to) in [(a, b), (b, a)] {
                let slot = Int(next[from])
                next[from] += 1
                arcTargets[slot] = Int32(to)
                arcEdges[slot] = Int32(e)
                arcMillis[slot] = edgeMillis[e]
            }
        }
    }
}
