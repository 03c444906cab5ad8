import Foundation
import Geo

/// A uniform grid over the segments of every edge, for snapping positions to the graph.
///
/// Each polyline segment is listed in every grid cell its bounding box touches (cells hold
/// their segments as CSR arrays). A query scans rings of cells outward from the query's cell
/// and stops once the next ring cannot hold anything closer than the best segment found:
/// the classic fixed-grid search (Bentley & Friedman, "Data structures for range searching",
/// ACM Computing Surveys 11(4), 1979). Distances are in a local equirectangular projection.
///
/// Immutable and `Sendable`; build it once per graph, beside it.
public struct EdgeIndex: Sendable {
    /// The graph whose edges are indexed.
    public let graph: WalkingGraph
    /// The side of a grid cell, in metres.
    public let cellMeters: Double
    let projection: LocalProjection
    let originX: Double, originY: Double
    let columns: Int, rows: Int
    let cellOffsets: [Int32]
    let cellEdges: [Int32]
    let cellSegments: [Int32]

    /// Indexes every segment of `graph`.
    ///
    /// - Parameter cellMeters: the grid cell side; 100 m suits city streets. The grid is
    ///   coarsened automatically so it never has more than about four million cells.
    /// - Complexity: O(segments × cells each touches) time and memory.
    public init(graph: WalkingGraph, cellMeters: Double = 100) {
        self.graph = graph
        projection = LocalProjection(referenceLatitude: graph.meanLatitude)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for v in 0..<graph.vertexCount {
            let p = projection.project(latitudeE7: graph.vertexLatitudesE7[v], longitudeE7: graph.vertexLongitudesE7[v])
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for i in graph.geometryLatitudesE7.indices {
            let p = projection.project(latitudeE7: graph.geometryLatitudesE7[i], longitudeE7: graph.geometryLongitudesE7[i])
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        if !minX.isFinite { (minX, minY, maxX, maxY) = (0, 0, 0, 0) }
        var cell = max(1, cellMeters)
        while ((maxX - minX) / cell + 1) * ((maxY - minY) / cell + 1) > 4_000_000 { cell *= 2 }
        self.cellMeters = cell
        originX = minX
        originY = minY
        columns = Int((maxX - minX) / cell) + 1
        rows = Int((maxY - minY) / cell) + 1
        (cellOffsets, cellEdges, cellSegments) = Self.fill(graph: graph, projection: projection, originX: minX,
                                                           originY: minY, cell: cell, columns: columns, rows: rows)
    }

    /// Lists every segment in every cell its bounding box touches, as CSR (two passes: count, then place).
    private static func fill(graph: WalkingGraph, projection: LocalProjection, originX: Double, originY: Double,
                             cell: Double, columns: Int, rows: Int) -> ([Int32], [Int32], [Int32]) {
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var edges: [Int32] = [], segments: [Int32] = []
        for pass in 0..<2 {
            var next = counts
            if pass == 1 {
                edges = [Int32](repeating: 0, count: Int(counts.last ?? 0))
                segments = edges
            }
            for e in 0..<graph.edgeCount {
                var a = graph.pointE7(edge: e, index: 0)
                for k in 1..<graph.pointCount(ofEdge: e) {
                    let b = graph.pointE7(edge: e, index: k)
                    let pa = projection.project(latitudeE7: a.latitude, longitudeE7: a.longitude)
                    let pb = projection.project(latitudeE7: b.latitude, longitudeE7: b.longitude)
                    let c0 = Int((min(pa.x, pb.x) - originX) / cell), c1 = Int((max(pa.x, pb.x) - originX) / cell)
                    let r0 = Int((min(pa.y, pb.y) - originY) / cell), r1 = Int((max(pa.y, pb.y) - originY) / cell)
                    for r in max(0, r0)...min(rows - 1, max(0, r1)) {
                        for c in max(0, c0)...min(columns - 1, max(0, c1)) {
                            let id = r * columns + c
                            if pass == 0 {
                                counts[id + 1] += 1
                            } else {
                                edges[Int(next[id])] = Int32(e)
                                segments[Int(next[id])] = Int32(k - 1)
                                next[id] += 1
                            }
                        }
                    }
                    a = b
                }
            }
            if pass == 0 { for i in 0..<(columns * rows) { counts[i + 1] += counts[i] } }
        }
        return (counts, edges, segments)
    }
}
