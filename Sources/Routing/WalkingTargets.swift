import Foundation
import Geo

/// A fixed set of destinations (toilets) attached to the graph, ready for ``WalkingSearch``.
///
/// Each target snaps to the nearest walkable edge within a cap; the straight stretch from the
/// edge to the target (a toilet inside a building) is walked at the flat speed. The attachment
/// is stored as *buckets*: at each end vertex of the edge, the target and the time from that
/// vertex to it, so a search reaching a vertex can reach its targets without looking
/// anything up (the idea of bucket-based many-to-many routing, Knopp et al., "Computing
/// many-to-many shortest paths using highway hierarchies", ALENEX 2007).
///
/// Build it once per graph and target list (at load), share it between threads.
public struct WalkingTargets: Sendable {
    /// Each target's attachment to the graph, or nil when no edge lies within the cap.
    public let attachments: [SnappedPoint?]
    /// Each target's straight walk from the edge, in milliseconds (0 when unattached).
    public let straightMillis: [UInt32]
    /// The number of targets.
    public var count: Int { attachments.count }

    let vertexBucketOffsets: [Int32]
    let bucketTargets: [Int32]
    let bucketMillis: [UInt32]
    let bucketFromSource: [Bool]
    /// Metres from the bucket's vertex to the target (along the edge, then straight).
    let bucketMeters: [Float]
    let edgeTargetOffsets: [Int32]
    let edgeTargetList: [Int32]

    /// Attaches every coordinate to the nearest edge of `index`'s graph within `maxAttachMeters`.
    ///
    /// ```swift
    /// let targets = WalkingTargets(index: edgeIndex, coordinates: toilets.map(\.coordinate))
    /// ```
    /// - Complexity: O(n × snap) + O(V + E).
    public init(index: EdgeIndex, coordinates: [Coordinate], maxAttachMeters: Double = 250,
                profile: WalkingProfile = .standard) {
        let snaps = coordinates.map { index.snap($0, maxMeters: maxAttachMeters) }
        self.init(graph: index.graph, attachments: snaps, profile: profile)
    }

    /// Builds the buckets from attachments made elsewhere (tests, or a cached snapping).
    public init(graph: WalkingGraph, attachments: [SnappedPoint?], profile: WalkingProfile = .standard) {
        self.attachments = attachments
        straightMillis = attachments.map { $0.map { profile.straightMillis(meters: $0.distanceMeters) } ?? 0 }
        var vertexCounts = [Int32](repeating: 0, count: graph.vertexCount + 1)
        var edgeCounts = [Int32](repeating: 0, count: graph.edgeCount + 1)
        for case let snap? in attachments {
            vertexCounts[Int(graph.edgeSources[snap.edge]) + 1] += 1
            vertexCounts[Int(graph.edgeTargets[snap.edge]) + 1] += 1
            edgeCounts[snap.edge + 1] += 1
        }
        for v in 0..<graph.vertexCount { vertexCounts[v + 1] += vertexCounts[v] }
        for e in 0..<graph.edgeCount { edgeCounts[e + 1] += edgeCounts[e] }
        var targets = [Int32](repeating: 0, count: Int(vertexCounts.last ?? 0))
        var millis = [UInt32](repeating: 0, count: targets.count), fromSource = [Bool](repeating: false, count: targets.count)
        var meters = [Float](repeating: 0, count: targets.count)
        var edgeList = [Int32](repeating: 0, count: Int(edgeCounts.last ?? 0))
        var nextVertex = vertexCounts, nextEdge = edgeCounts
        for (t, snap) in attachments.enumerated() {
            guard let snap else { continue }
            let straight = straightMillis[t]
            for (vertex, partial, isSource) in [(graph.edgeSources[snap.edge], snap.millisFromSource, true),
                                                (graph.edgeTargets[snap.edge], snap.millisToTarget, false)] {
                meters[Int(nextVertex[Int(vertex)])] = Float((isSource ? snap.metersFromSource : snap.metersToTarget)
                                                             + snap.distanceMeters)
                let slot = Int(nextVertex[Int(vertex)])
                nextVertex[Int(vertex)] += 1
                targets[slot] = Int32(t)
                millis[slot] = partial &+ straight
                fromSource[slot] = isSource
            }
            edgeList[Int(nextEdge[snap.edge])] = Int32(t)
            nextEdge[snap.edge] += 1
        }
        (vertexBucketOffsets, bucketTargets, bucketMillis, bucketFromSource) = (vertexCounts, targets, millis, fromSource)
        bucketMeters = meters
        (edgeTargetOffsets, edgeTargetList) = (edgeCounts, edgeList)
    }
}
