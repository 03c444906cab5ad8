import Foundation
import Geo
import Routing

extension QueryBenchmark {
    /// Writes the same graph, targets and seeded starts as raw arrays for `peer.py`:
    /// a directed CSR over vertices 0..<V, targets V..<V+T and one start node S = V+T whose
    /// `seedSlots` arcs are rewritten per query; weights in seconds (float64).
    static func export(graph: WalkingGraph, index: EdgeIndex, targets: WalkingTargets, starts: [Coordinate],
                       results: [[WalkingSearch.Hit]], to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let v = graph.vertexCount, t = targets.count
        var buckets = [[(Int32, UInt32)]](repeating: [], count: v)
        var onEdge: [Int: [Int]] = [:]
        for (target, snap) in targets.attachments.enumerated() {
            guard let snap else { continue }
            let straight = targets.straightMillis[target]
            buckets[Int(graph.edgeSources[snap.edge])].append((Int32(v + target), snap.millisFromSource + straight))
            buckets[Int(graph.edgeTargets[snap.edge])].append((Int32(v + target), snap.millisToTarget + straight))
            onEdge[snap.edge, default: []].append(target)
        }
        var indptr: [Int32] = [0], indices: [Int32] = [], data: [Double] = []
        for u in 0..<v {
            for arc in Int(graph.arcOffsets[u])..<Int(graph.arcOffsets[u + 1]) {
                indices.append(graph.arcTargets[arc]); data.append(Double(graph.arcMillis[arc]) / 1000)
            }
            for (node, millis) in buckets[u] { indices.append(node); data.append(Double(millis) / 1000) }
            indptr.append(Int32(indices.count))
        }
        for _ in 0..<t { indptr.append(Int32(indices.count)) }
        var seedNodes: [Int32] = [], seedSeconds: [Double] = [], expected: [Double] = []
        // For the pgRouting peer: the query points and our answers' target ids.
        var startLatitudes: [Double] = [], startLongitudes: [Double] = [], expectedTargets: [Int32] = []
        let profile = WalkingProfile.standard
        for (point, hits) in zip(starts, results) {
            guard let start = index.snap(point, maxMeters: 1000) else { continue }
            var seeds = [(Int32(graph.edgeSources[start.edge]), start.millisFromSource),
                         (Int32(graph.edgeTargets[start.edge]), start.millisToTarget)]
            for target in onEdge[start.edge] ?? [] {
                guard let snap = targets.attachments[target] else { continue }
                let along = abs(Int(snap.millisFromSource) - Int(start.millisFromSource))
                seeds.append((Int32(v + target), UInt32(along) + targets.straightMillis[target]))
            }
            let straight = profile.straightMillis(meters: start.distanceMeters)
            for s in 0..<seedSlots {
                let seed = s < seeds.count ? seeds[s] : (Int32(v + t), 0)
                seedNodes.append(seed.0)
                seedSeconds.append(s < seeds.count ? Double(seed.1 + straight) / 1000 : 1e9)
            }
            for k in 0..<3 { expected.append(k < hits.count ? hits[k].seconds : -1) }
            for k in 0..<3 { expectedTargets.append(k < hits.count ? Int32(hits[k].target) : -1) }
            startLatitudes.append(point.latitude)
            startLongitudes.append(point.longitude)
        }
        for _ in 0..<seedSlots { indices.append(Int32(v + t)); data.append(1e9) }
        indptr.append(Int32(indices.count))
        try writeRaw(indptr, to: "\(directory)/indptr.i32")
        try writeRaw(indices, to: "\(directory)/indices.i32")
        try writeRaw(data, to: "\(directory)/data.f64")
        try writeRaw(seedNodes, to: "\(directory)/seed_nodes.i32")
        try writeRaw(seedSeconds, to: "\(directory)/seed_seconds.f64")
        try writeRaw(expected, to: "\(directory)/expected_seconds.f64")
        try writeRaw(expectedTargets, to: "\(directory)/expected_targets.i32")
        try writeRaw(startLatitudes, to: "\(directory)/start_lat.f64")
        try writeRaw(startLongitudes, to: "\(directory)/start_lon.f64")
        try writeRaw(graph.vertexLatitudesE7.map { Double($0) / 1e7 }, to: "\(directory)/vertex_lat.f64")
        try writeRaw(graph.vertexLongitudesE7.map { Double($0) / 1e7 }, to: "\(directory)/vertex_lon.f64")
        let meta = "{\"vertices\": \(v), \"targets\": \(t), \"seed_slots\": \(seedSlots), \"queries\": \(expected.count / 3)}"
        try meta.write(toFile: "\(directory)/meta.json", atomically: true, encoding: .utf8)
        print("exported to \(directory)")
    }
}
