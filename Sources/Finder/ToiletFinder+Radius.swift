import Foundation
import Geo
import Model

/// One toilet within a radius, with its great-circle distance and bearing from the centre.
public struct RadiusHit: Sendable {
    public var toilet: Toilet
    public var distanceMeters: Double
    public var bearingDegrees: Double
}

extension ToiletFinder {
    /// Every toilet within `radiusMeters` (great-circle) of `center` that meets `needs`, nearest
    /// first (ties by id), from the finder's in-memory snapshot: what Refuge's `by_location` asks.
    ///
    /// Each region's straight-line index is range-searched with a small margin for its local
    /// projection, then distances are recomputed on the sphere, so the answer equals a scan of
    /// every toilet with `Coordinate.distanceMeters(to:)`.
    /// - Complexity: O(R × √n + k log k) for R regions, n toilets each and k found; it does not
    ///   grow with the toilets outside the radius.
    public func toilets(within radiusMeters: Double, of center: Coordinate, needs: NeedsProfile) -> [RadiusHit] {
        guard radiusMeters.isFinite, radiusMeters >= 0 else { return [] }
        // The projection is good to about 0.1 % across a region: 1 % plus 50 m covers it.
        let searchMeters = radiusMeters * 1.01 + 50
        var hits: [RadiusHit] = []
        for region in straightLine where region.mayHold(within: searchMeters, of: center) {
            for neighbor in region.index.within(meters: searchMeters, of: center) {
                let toilet = toilets[region.toiletIndices[neighbor.index]]
                let meters = center.distanceMeters(to: toilet.coordinate)
                guard meters <= radiusMeters, needs.isMet(by: toilet) else { continue }
                hits.append(RadiusHit(toilet: toilet, distanceMeters: meters, bearingDegrees: center.bearingDegrees(to: toilet.coordinate)))
            }
        }
        hits.sort { ($0.distanceMeters, $0.toilet.id.rawValue) < ($1.distanceMeters, $1.toilet.id.rawValue) }
        return hits
    }
}
