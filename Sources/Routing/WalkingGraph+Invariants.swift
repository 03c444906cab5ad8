import Foundation

extension WalkingGraph {
    /// Checks every structural invariant of the arrays; property tests call it after building,
    /// and the decoder calls the same checks before accepting a file.
    ///
    /// Invariants: the parallel arrays have matching lengths; offsets start at 0, never
    /// decrease and end at their array's length; every index is in range; coordinates are
    /// valid degrees; lengths are finite and non-negative; and each edge appears as exactly
    /// two arcs, one from each end, carrying the edge's own walking time.
    /// (After swift-collections' `Heap+Invariants.swift`.)
    /// - Throws: ``WalkingGraphError/corrupt(section:reason:)`` naming the first broken invariant.
    /// - Complexity: O(V + E + geometry points).
    public func checkInvariants() throws(WalkingGraphError) {
        try Columns(self).validate()
    }
}

extension WalkingGraph.Columns {
    /// Copies a graph's columns (arrays are copy-on-write, so this is cheap).
    init(_ graph: WalkingGraph) {
        self.init(vertexLatitudesE7: graph.vertexLatitudesE7, vertexLongitudesE7: graph.vertexLongitudesE7,
                  arcOffsets: graph.arcOffsets, arcTargets: graph.arcTargets, arcEdges: graph.arcEdges,
                  arcMillis: graph.arcMillis, edgeSources: graph.edgeSources, edgeTargets: graph.edgeTargets,
                  edgeMeters: graph.edgeMeters, edgeMillis: graph.edgeMillis, edgeNames: graph.edgeNames,
                  edgeFlags: graph.edgeFlags, geometryOffsets: graph.geometryOffsets,
                  geometryLatitudesE7: graph.geometryLatitudesE7, geometryLongitudesE7: graph.geometryLongitudesE7,
                  names: graph.names)
    }

    /// Throws at the first broken invariant (see ``WalkingGraph/checkInvariants()``);
    /// `beforeArcs` checks everything but the arcs, which the decoder then rebuilds.
    func validate(beforeArcs: Bool = false) throws(WalkingGraphError) {
        let vertexCount = vertexLatitudesE7.count, edgeCount = edgeSources.count
        try require(vertexLongitudesE7.count == vertexCount, "vertices", "latitude and longitude counts differ")
        try checkCoordinates(vertexLatitudesE7, vertexLongitudesE7, section: "vertices")
        try checkEdges(vertexCount: vertexCount)
        try checkOffsets(geometryOffsets, count: edgeCount, end: geometryLatitudesE7.count, section: "geometry")
        try require(geometryLongitudesE7.count == geometryLatitudesE7.count, "geometry", "latitude and longitude counts differ")
        try checkCoordinates(geometryLatitudesE7, geometryLongitudesE7, section: "geometry")
        if beforeArcs { return }
        try checkOffsets(arcOffsets, count: vertexCount, end: arcTargets.count, section: "arcs")
        try require(arcTargets.count == 2 * edgeCount && arcEdges.count == arcTargets.count
                     && arcMillis.count == arcTargets.count, "arcs", "expected \(2 * edgeCount) arcs in every column")
        try checkArcs(vertexCount: vertexCount, edgeCount: edgeCount)
    }

    private func require(_ condition: Bool, _ section: String, _ reason: @autoclosure () -> String) throws(WalkingGraphError) {
        if !condition { throw .corrupt(section: section, reason: reason()) }
    }

    private func checkCoordinates(_ latitudes: [Int32], _ longitudes: [Int32], section: String) throws(WalkingGraphError) {
        for i in latitudes.indices where abs(Int(latitudes[i])) > 900_000_000 || abs(Int(longitudes[i])) > 1_800_000_000 {
            throw .corrupt(section: section, reason: "point \(i) is outside ±90°/±180°")
        }
    }

    private func checkOffsets(_ offsets: [Int32], count: Int, end: Int, section: String) throws(WalkingGraphError) {
        try require(offsets.count == count + 1, section, "expected \(count + 1) offsets, found \(offsets.count)")
        try require(offsets.first == 0 && offsets.last.map(Int.init) == end, section, "offsets must run from 0 to \(end)")
        for i in 1..<offsets.count where offsets[i] < offsets[i - 1] {
            throw .corrupt(section: section, reason: "offset \(i) decreases")
        }
    }

    private func checkEdges(vertexCount: Int) throws(WalkingGraphError) {
        let edgeCount = edgeSources.count
        try require([edgeTargets.count, edgeMeters.count, edgeMillis.count, edgeNames.count, edgeFlags.count]
                        .allSatisfy { $0 == edgeCount }, "edges", "column lengths differ")
        for e in 0..<edgeCount {
            try require((0..<vertexCount).contains(Int(edgeSources[e])) && (0..<vertexCount).contains(Int(edgeTargets[e])),
                        "edges", "edge \(e) has an end outside the \(vertexCount) vertices")
            try require(edgeMeters[e].isFinite && edgeMeters[e] >= 0, "edges", "edge \(e) has length \(edgeMeters[e])")
            try require(edgeMillis[e] <= WalkingGraph.maximumEdgeMillis, "edges", "edge \(e) takes \(edgeMillis[e]) ms, over a day")
            try require((-1..<names.count).contains(Int(edgeNames[e])), "edges", "edge \(e) names string \(edgeNames[e]) of \(names.count)")
            try require(edgeFlags[e] & ~WalkingGraph.EdgeFlags.steps.rawValue == 0, "edges", "edge \(e) has unknown flags")
        }
    }

    private func checkArcs(vertexCount: Int, edgeCount: Int) throws(WalkingGraphError) {
        var seen = [UInt8](repeating: 0, count: edgeCount)
        for v in 0..<vertexCount {
            for arc in Int(arcOffsets[v])..<Int(arcOffsets[v + 1]) {
                let e = Int(arcEdges[arc]), to = Int(arcTargets[arc])
                try require((0..<edgeCount).contains(e) && (0..<vertexCount).contains(to), "arcs", "arc \(arc) points outside the graph")
                let (a, b) = (Int(edgeSources[e]), Int(edgeTargets[e]))
                try require((a == v && b == to) || (b == v && a == to), "arcs", "arc \(arc) does not follow edge \(e)")
                try require(arcMillis[arc] == edgeMillis[e], "arcs", "arc \(arc) time differs from edge \(e)")
                seen[e] &+= 1
            }
        }
        if let e = seen.firstIndex(where: { $0 != 2 }) {
            throw .corrupt(section: "arcs", reason: "edge \(e) appears in \(seen[e]) arcs, expected 2")
        }
    }
}
