import Foundation

extension CustomizableHierarchy {
    /// The customizable contraction hierarchy of `graph` under `rank`: basic customization,
    /// perfect customization, pruning to the search arcs, assembly.
    /// - Complexity: O(A + T) for the A arcs and T triangles of `chordal`.
    static func arrays(graph: WalkingGraph, rank: [Int32], chordal: ChordalGraph, onPhase: (String) -> Void) -> HierarchyArrays {
        var metric = CustomizableHierarchy(graph: graph, rank: rank, chordal: chordal)
        metric.customize()
        onPhase("customization")
        let isSearchArc = metric.searchArcs(perfect: metric.perfectMillis())
        onPhase("pruning")
        let parts = metric.assemble(graph: graph, rank: rank, isSearchArc: isSearchArc)
        onPhase("assembly")
        return parts
    }

    /// Which arcs a query needs (*upward search arcs*): those whose basic time is already the
    /// shortest-path distance. An arc that some upper or intermediate triangle beats is never on
    /// a shortest up-down path, and the rest suffice: cut a shortest path at its successive
    /// prefix (and suffix) maxima; each piece runs through lower vertices only, so it is an arc
    /// whose basic time is the piece's length, which is the distance (Dibbelt, Strasser & Wagner,
    /// JEA 2016, §5.2, arc removal after perfect customization). Arcs tied with a triangle are
    /// kept: removing both of two tied alternatives could lose the distance.
    func searchArcs(perfect: [UInt32]) -> [Bool] {
        (0..<chordal.arcCount).map { millis[$0] != Self.unreachable && millis[$0] == perfect[$0] }
    }

    /// The hierarchy: an edge for every search arc and every arc a search arc unpacks through,
    /// numbered by the rank of the arc's lower end so that children come first; upward arcs only
    /// for the search arcs.
    /// - Complexity: O(V + A).
    func assemble(graph: WalkingGraph, rank: [Int32], isSearchArc: [Bool]) -> HierarchyArrays {
        let n = chordal.vertexCount, arcCount = chordal.arcCount
        var vertex = [Int32](repeating: 0, count: n)
        for v in 0..<n { vertex[Int(rank[v])] = Int32(v) }
        var isEdge = isSearchArc
        for arc in stride(from: arcCount - 1, through: 0, by: -1) where isEdge[arc] && original[arc] < 0 {
            isEdge[Int(children[arc].0)] = true
            isEdge[Int(children[arc].1)] = true
        }
        var result = HierarchyArrays(rank: rank), edgeID = [Int32](repeating: -1, count: arcCount)
        // Sized once: at 2.7 M junctions these are columns of 50 M entries, and growing them by
        // doubling copied each several times over fresh pages.
        let edgeCount = isEdge.reduce(0) { $0 + ($1 ? 1 : 0) }, upCount = isSearchArc.reduce(0) { $0 + ($1 ? 1 : 0) }
        result.edgeEnds.reserveCapacity(edgeCount)
        result.edgeMillis.reserveCapacity(edgeCount)
        result.edgeOriginal.reserveCapacity(edgeCount)
        result.edgeChildren.reserveCapacity(edgeCount)
        result.edgeMeters.reserveCapacity(edgeCount)
        result.upTargets.reserveCapacity(upCount)
        result.upMillis.reserveCapacity(upCount)
        result.upEdges.reserveCapacity(upCount)
        result.upOffsets.reserveCapacity(n + 1)
        for x in 0..<n {
            for arc in Int(chordal.offsets[x])..<Int(chordal.offsets[x + 1]) where isEdge[arc] {
                edgeID[arc] = Int32(result.edgeEnds.count)
                result.edgeEnds.append((vertex[x], vertex[Int(chordal.targets[arc])]))
                result.edgeMillis.append(millis[arc])
                result.edgeOriginal.append(original[arc])
                if original[arc] >= 0 {
                    result.edgeChildren.append((-1, -1))
                    result.edgeMeters.append(graph.edgeMeters[Int(original[arc])])
                } else {
                    let (first, second) = (edgeID[Int(children[arc].0)], edgeID[Int(children[arc].1)])
                    result.edgeChildren.append((first, second))
                    result.edgeMeters.append(result.edgeMeters[Int(first)] + result.edgeMeters[Int(second)])
                }
            }
        }
        for v in 0..<n {
            let x = Int(rank[v])
            for arc in Int(chordal.offsets[x])..<Int(chordal.offsets[x + 1]) where isSearchArc[arc] {
                result.upTargets.append(vertex[Int(chordal.targets[arc])])
                result.upMillis.append(millis[arc])
                result.upEdges.append(edgeID[arc])
            }
            result.upOffsets.append(Int32(result.upTargets.count))
        }
        return result
    }
}
