import Finder
import Foundation

extension ServingSnapshot {
    /// `/api/nearest`'s body for `query`, written exactly as the endpoint writes it (the same
    /// finder, caches and writer), for in-process benchmarks such as `toiletnow bench answer`.
    public func nearestAnswer(_ query: FinderQuery, withGeoJSON: Bool = false) -> [UInt8] {
        NearestJSON.result(finder.nearest(query), query: query, cache: nearestJSON, withGeoJSON: withGeoJSON, finder: finder)
    }
}
