import Foundation
import Import
import OSMReader
import Routing

/// Graph build time and memory for one OSM file.
enum BuildBenchmark {
    static func run(path: String) throws {
        let before = residentMiB()
        let start = nowNanos()
        var collector = WalkingGraphCollector()
        try OSMReader.read(contentsOf: URL(fileURLWithPath: path), into: &collector)
        let read = nowNanos()
        let result = try collector.build()
        let built = nowNanos()
        let graph = result.graph
        let bytes = graph.encode()
        let encoded = nowNanos()
        let decoded = try WalkingGraph(bytes: bytes)
        let loaded = nowNanos()
        let index = EdgeIndex(graph: decoded)
        let indexed = nowNanos()
        print("file \(path)")
        print("ways kept \(result.waysRead), missing node refs \(result.missingNodeReferences), dropped islands \(result.droppedComponents) (\(result.droppedVertices) vertices)")
        print("vertices \(graph.vertexCount), edges \(graph.edgeCount), geometry points \(graph.geometryLatitudesE7.count), names \(graph.names.count)")
        print(String(format: "read+collect %.2f s, build %.2f s, total %.2f s", Double(read - start) / 1e9,
                     Double(built - read) / 1e9, Double(built - start) / 1e9))
        print(String(format: "encode %.1f ms, decode+validate %.1f ms, edge index %.1f ms, file %.2f MiB",
                     Double(encoded - built) / 1e6, Double(loaded - encoded) / 1e6, Double(indexed - loaded) / 1e6,
                     Double(bytes.count) / 1_048_576))
        print(String(format: "peak RSS %.0f MiB (process start %.0f MiB)", peakResidentMiB(), before))
        _ = index.cellMeters
    }
}
