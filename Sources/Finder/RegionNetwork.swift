import Foundation
import Geo
import Routing

/// One region's walking network with its toilets attached, ready to search.
///
/// A class: requests pass it around, and copying a struct of this many arrays showed in the
/// profile of `/api/nearest` (retains and releases of every array per copy).
final class RegionNetwork: Sendable {
    /// The region's name (a key of the networks given to ``ToiletFinder``).
    let name: String
    let network: WalkingNetwork
    /// The region's toilets attached to the network; target `t` is finder toilet `toiletIndices[t]`.
    let targets: HierarchyTargets
    let toiletIndices: [Int]
    /// The network's extent grown by the origin snap radius: a user outside it cannot snap.
    let reach: BoundingBox?
    let pool: SearchPool

    /// Attaches `toiletIndices` (positions `coordinates`) to `network`.
    init(name: String, network: WalkingNetwork, toiletIndices: [Int], coordinates: [Coordinate], policy: FinderPolicy) {
        self.name = name
        self.network = network
        self.toiletIndices = toiletIndices
        // The searches `import` ran for the same anchors are reused: only new anchors are searched.
        targets = network.attach(coordinates, maxAttachMeters: policy.attachMeters, reusing: network.attachedAtImport)
        reach = Self.extent(of: network.graph, grownBy: policy.originSnapMeters)
        // A search per core, ready before the first query (see `HierarchySearch.prepare(for:)`).
        pool = SearchPool(network: network, prepared: ProcessInfo.processInfo.activeProcessorCount, for: targets)
    }

    /// The box around every vertex and edge point of `graph`, grown by `meters` on each side.
    /// - Complexity: O(V + geometry points).
    static func extent(of graph: WalkingGraph, grownBy meters: Double) -> BoundingBox? {
        let latitudes = graph.vertexLatitudesE7 + graph.geometryLatitudesE7
        let longitudes = graph.vertexLongitudesE7 + graph.geometryLongitudesE7
        guard let minLat = latitudes.min(), let maxLat = latitudes.max(),
              let minLon = longitudes.min(), let maxLon = longitudes.max() else { return nil }
        let low = BoundingBox(around: Coordinate(latitude: Double(minLat) / 1e7, longitude: Double(minLon) / 1e7), radiusMeters: meters)
        let high = BoundingBox(around: Coordinate(latitude: Double(maxLat) / 1e7, longitude: Double(maxLon) / 1e7), radiusMeters: meters)
        return BoundingBox(minLatitude: low.minLatitude, minLongitude: min(low.minLongitude, high.minLongitude),
                           maxLatitude: high.maxLatitude, maxLongitude: max(low.maxLongitude, high.maxLongitude))
    }

    /// Where the user joins this network, or nil when no walkable edge is within `maxMeters`.
    func snap(_ origin: Coordinate, maxMeters: Double) -> SnappedPoint? {
        if let reach, !reach.contains(origin) { return nil }
        return network.snap(origin, maxMeters: maxMeters)
    }
}
