import Foundation
import Geo

/// The walking network of one region, as compact immutable arrays (compressed sparse rows).
///
/// Vertices are junctions and way ends; an *edge* is one undirected stretch of walkable
/// way between two vertices, with its length, its walking time, its intermediate geometry
/// and a street name. Walking has no one-way streets, so every edge can be walked both
/// ways: the adjacency lists (CSR, see Saad, *Iterative Methods for Sparse Linear Systems*,
/// §3.4) hold two *arcs* per edge, one from each end.
///
/// ```
///   vertex v:  arcOffsets[v] ..< arcOffsets[v + 1]   → arcTargets, arcEdges, arcMillis
///   edge e:    edgeSources[e] — geometry[geometryOffsets[e] ..< geometryOffsets[e + 1]] — edgeTargets[e]
/// ```
///
/// Walking times are whole milliseconds (`UInt32`), so sums along paths are exact and two
/// searches over the same graph agree to the millisecond. Coordinates are `Int32` in 1e-7
/// degrees, OSM's own precision (about 1 cm).
///
/// The value is immutable and `Sendable`: load it once and share it between threads; each
/// thread searches it with its own ``WalkingSearch``. Build one with
/// ``init(vertices:edges:names:)`` or decode one with ``init(bytes:)``.
public struct WalkingGraph: Sendable {
    /// Vertex latitudes in 1e-7 degrees.
    public let vertexLatitudesE7: [Int32]
    /// Vertex longitudes in 1e-7 degrees.
    public let vertexLongitudesE7: [Int32]
    /// For vertex `v`, its arcs are `arcOffsets[v] ..< arcOffsets[v + 1]`; `vertexCount + 1` entries.
    public let arcOffsets: [Int32]
    /// The vertex each arc leads to.
    public let arcTargets: [Int32]
    /// The edge each arc walks along.
    public let arcEdges: [Int32]
    /// Each arc's walking time in milliseconds (a copy of its edge's, kept beside the targets for speed).
    public let arcMillis: [UInt32]
    /// Each edge's first vertex (the start of its geometry).
    public let edgeSources: [Int32]
    /// Each edge's last vertex.
    public let edgeTargets: [Int32]
    /// Each edge's length in metres.
    public let edgeMeters: [Float]
    /// Each edge's walking time in milliseconds.
    public let edgeMillis: [UInt32]
    /// Each edge's index into ``names``, or −1 when the way has no name.
    public let edgeNames: [Int32]
    /// Each edge's flags (see ``EdgeFlags``).
    public let edgeFlags: [UInt8]
    /// For edge `e`, its intermediate points are `geometryOffsets[e] ..< geometryOffsets[e + 1]`.
    public let geometryOffsets: [Int32]
    /// Intermediate point latitudes in 1e-7 degrees (not including the end vertices).
    public let geometryLatitudesE7: [Int32]
    /// Intermediate point longitudes in 1e-7 degrees.
    public let geometryLongitudesE7: [Int32]
    /// The street names (`name`, else `ref`), each stored once.
    public let names: [String]

    /// The number of vertices.
    public var vertexCount: Int { vertexLatitudesE7.count }
    /// The number of undirected edges.
    public var edgeCount: Int { edgeSources.count }

    /// Per-edge flags.
    public struct EdgeFlags: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Makes flags from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The edge is a flight of steps.
        public static let steps = EdgeFlags(rawValue: 1)
    }

    /// Creates a graph from arrays that have already been checked (by the builder or the decoder).
    init(columns: Columns) {
        vertexLatitudesE7 = columns.vertexLatitudesE7
        vertexLongitudesE7 = columns.vertexLongitudesE7
        arcOffsets = columns.arcOffsets
        arcTargets = columns.arcTargets
        arcEdges = columns.arcEdges
        arcMillis = columns.arcMillis
        edgeSources = columns.edgeSources
        edgeTargets = columns.edgeTargets
        edgeMeters = columns.edgeMeters
        edgeMillis = columns.edgeMillis
        edgeNames = columns.edgeNames
        edgeFlags = columns.edgeFlags
        geometryOffsets = columns.geometryOffsets
        geometryLatitudesE7 = columns.geometryLatitudesE7
        geometryLongitudesE7 = columns.geometryLongitudesE7
        names = columns.names
    }

    /// The mutable bag of columns the builder and the decoder fill before freezing a graph.
    struct Columns {
        var vertexLatitudesE7: [Int32] = [], vertexLongitudesE7: [Int32] = []
        var arcOffsets: [Int32] = [0], arcTargets: [Int32] = [], arcEdges: [Int32] = [], arcMillis: [UInt32] = []
        var edgeSources: [Int32] = [], edgeTargets: [Int32] = []
        var edgeMeters: [Float] = [], edgeMillis: [UInt32] = []
        var edgeNames: [Int32] = [], edgeFlags: [UInt8] = []
        var geometryOffsets: [Int32] = [0], geometryLatitudesE7: [Int32] = [], geometryLongitudesE7: [Int32] = []
        var names: [String] = []
    }
}

extension WalkingGraph {
    /// The coordinate of vertex `v`.
    /// - Precondition: `0 <= v < vertexCount`.
    public func coordinate(ofVertex v: Int) -> Coordinate {
        Coordinate(latitude: Double(vertexLatitudesE7[v]) / 1e7, longitude: Double(vertexLongitudesE7[v]) / 1e7)
    }

    /// The whole polyline of edge `e`, from ``edgeSources`` to ``edgeTargets``, end vertices included.
    /// - Complexity: O(points on the edge).
    public func geometry(ofEdge e: Int) -> [Coordinate] {
        var points: [Coordinate] = []
        points.reserveCapacity(Int(geometryOffsets[e + 1] - geometryOffsets[e]) + 2)
        points.append(coordinate(ofVertex: Int(edgeSources[e])))
        for i in Int(geometryOffsets[e])..<Int(geometryOffsets[e + 1]) {
            points.append(Coordinate(latitude: Double(geometryLatitudesE7[i]) / 1e7,
                                     longitude: Double(geometryLongitudesE7[i]) / 1e7))
        }
        points.append(coordinate(ofVertex: Int(edgeTargets[e])))
        return points
    }

    /// The street name of edge `e`, or nil when the way has none.
    public func name(ofEdge e: Int) -> String? {
        let index = Int(edgeNames[e])
        return index >= 0 && index < names.count ? names[index] : nil
    }

    /// Whether edge `e` is a flight of steps.
    public func isSteps(edge e: Int) -> Bool {
        EdgeFlags(rawValue: edgeFlags[e]).contains(.steps)
    }

    /// The walking time of edge `e` in seconds.
    public func seconds(ofEdge e: Int) -> Double { Double(edgeMillis[e]) / 1000 }

    /// The longest walking time one edge may have: a day. With it, no sum along a search
    /// bounded by ``WalkingSearch``'s cap can overflow 32 bits.
    public static let maximumEdgeMillis: UInt32 = 86_400_000

    /// An empty graph, for places with no walking data.
    public static let empty = WalkingGraph(columns: Columns())
}
