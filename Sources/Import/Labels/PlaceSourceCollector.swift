import Foundation
import Geo
import Model
import OSMReader

/// Collects, in the import's single pass, the named stations and venues a toilet can be
/// labelled by: as points (nodes) and as areas (closed ways, kept whole for containment).
///
/// Memory grows with the named stations and venues only, a small share of any extract; past
/// ``maxPoints`` vertices further areas are dropped (labels then fall back to streets).
struct PlaceSourceCollector {
    static let maxPoints = 4_000_000

    /// A named station or venue.
    struct Source {
        var kind: ToiletPlace.Kind
        var name: String
        /// The range of its ring in ``ringPoints``; empty for a point.
        var ring: Range<Int>
        var coordinate: Coordinate
    }

    private(set) var sources: [Source] = []
    /// Every area's ring, one after another.
    private(set) var ringPoints: [Coordinate] = []

    mutating func add(node: OSMNode) {
        guard let kind = PlaceLabelTable.kind(of: node.tags), let name = node.tags["name"] else { return }
        let point = Coordinate(latitude: node.latitude, longitude: node.longitude)
        sources.append(Source(kind: kind, name: name, ring: ringPoints.endIndex..<ringPoints.endIndex, coordinate: point))
    }

    /// Whether `tags` make a way worth resolving for this collector.
    static func wants(_ tags: [String: String]) -> Bool { PlaceLabelTable.kind(of: tags) != nil }

    /// A named station or venue outline; an open way (a platform line) counts as its middle point.
    mutating func add(way: OSMWay, points: [Coordinate]) {
        guard let kind = PlaceLabelTable.kind(of: way.tags), let name = way.tags["name"], let first = points.first else { return }
        if points.count >= 4, points.last == first, ringPoints.count + points.count <= Self.maxPoints {
            let start = ringPoints.endIndex
            ringPoints.append(contentsOf: points)
            sources.append(Source(kind: kind, name: name, ring: start..<ringPoints.endIndex, coordinate: Centroid.of(points) ?? first))
        } else {
            sources.append(Source(kind: kind, name: name, ring: ringPoints.endIndex..<ringPoints.endIndex, coordinate: points[points.count / 2]))
        }
    }
}
