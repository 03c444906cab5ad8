import Foundation

extension ChordalGraph {
    /// The same graph with every arc removed whose ends lie so far apart that no walk of at most
    /// `horizonMillis` joins them; `self` when no arc is that long.
    ///
    /// The bound is geometric and taken from the graph itself. Each vertex is a point on the unit
    /// sphere; an edge takes at least `fastest` milliseconds per unit of straight-line (chord)
    /// distance between its ends, the least such ratio over all edges. Chords obey the triangle
    /// inequality, so any walk from `u` to `v` takes at least `fastest × chord(u, v)`. An arc
    /// longer than `horizonMillis / fastest` is therefore never the shortest route of a walk
    /// within the horizon, and neither is a triangle that uses it.
    ///
    /// Why: on a street grid every nested-dissection separator of about √V vertices ends as a
    /// clique, and customizing cliques costs V^1.5 triangles (see ``ContractionMethod``). Once
    /// the region is wider than the horizon, the cliques of the top separators keep only the
    /// pairs within walking range of each other, so the work per vertex stops growing.
    ///
    /// What it keeps exact (the proof of ``CustomizableHierarchy``'s basic and perfect
    /// customization, restricted to short walks): for a shortest path `P` of at most
    /// `horizonMillis`, every arc that the proof uses to shortcut a piece of `P` spans a
    /// sub-path of `P`, so its ends are within the bound and the arc is kept, and so is every
    /// triangle the proof closes over them. Distances of at most `horizonMillis` are exact;
    /// longer ones may be missing or too long, so searches answer those with plain Dijkstra.
    /// - Complexity: O(V + E + A) for the A arcs.
    func keepingArcs(within horizonMillis: UInt32, graph: WalkingGraph, rank: [Int32]) -> ChordalGraph {
        let n = vertexCount
        guard n > 1, horizonMillis < UInt32.max else { return self }
        // Unit vectors by rank, so a row's arcs read consecutive entries of their lower end.
        var point = [Double](repeating: 0, count: 3 * n)
        for v in 0..<n {
            let r = 3 * Int(rank[v])
            let latitude = Double(graph.vertexLatitudesE7[v]) * 1e-7 * .pi / 180
            let longitude = Double(graph.vertexLongitudesE7[v]) * 1e-7 * .pi / 180
            point[r] = cos(latitude) * cos(longitude)
            point[r + 1] = cos(latitude) * sin(longitude)
            point[r + 2] = sin(latitude)
        }
        func chord(_ a: Int, _ b: Int) -> Double {
            let dx = point[3 * a] - point[3 * b], dy = point[3 * a + 1] - point[3 * b + 1], dz = point[3 * a + 2] - point[3 * b + 2]
            return (dx * dx + dy * dy + dz * dz).squareRoot()
        }
        var fastest = Double.infinity  // milliseconds per unit chord
        for e in 0..<graph.edgeCount {
            let length = chord(Int(rank[Int(graph.edgeSources[e])]), Int(rank[Int(graph.edgeTargets[e])]))
            if length > 0 { fastest = min(fastest, Double(graph.edgeMillis[e]) / length) }
        }
        guard fastest.isFinite, fastest > 0 else { return self }
        // A millionth of slack for rounding: a kept arc too many costs time, never an answer.
        let reach = Double(horizonMillis) / fastest * (1 + 1e-6), reachSquared = reach * reach
        var keptOffsets: [Int32] = [0], keptTargets: [Int32] = []
        keptOffsets.reserveCapacity(n + 1)
        keptTargets.reserveCapacity(arcCount)
        point.withUnsafeBufferPointer { p in
            for x in 0..<n {
                let (px, py, pz) = (p[3 * x], p[3 * x + 1], p[3 * x + 2])
                for arc in Int(offsets[x])..<Int(offsets[x + 1]) {
                    let y = 3 * Int(targets[arc])
                    let dx = px - p[y], dy = py - p[y + 1], dz = pz - p[y + 2]
                    if dx * dx + dy * dy + dz * dz <= reachSquared { keptTargets.append(targets[arc]) }
                }
                keptOffsets.append(Int32(keptTargets.count))
            }
        }
        guard keptTargets.count < arcCount else { return self }
        return ChordalGraph(offsets: keptOffsets, targets: keptTargets)
    }
}
