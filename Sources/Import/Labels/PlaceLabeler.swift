import Foundation
import Geo
import Model

/// Derives where an unnamed toilet is, so three toilets near each other read differently:
/// "Public toilet · Rue Grimaldi", "in Parc Princesse Antoinette", "at Gare de Monaco",
/// "2nd floor, Fontvieille shopping centre".
///
/// The rule, first match wins:
/// 1. the smallest named station or venue **area** the toilet is inside (a toilet in a station
///    or a mall belongs to it, whatever street runs past);
/// 2. a named **station** point within ``stationReachMeters`` (stations are often mapped as one
///    node beside the tracks, not over the toilets);
/// 3. the smallest named **park** the toilet is inside;
/// 4. the nearest named **street** or path within ``streetReachMeters`` (about a building's
///    depth: further than that, the street would mislead);
/// 5. a named **venue** point within ``venueReachMeters`` (a café mapped as a node beside its
///    toilet);
/// 6. otherwise no place: the toilet keeps its plain "Public toilet".
///
/// The toilet's `level` is carried along for "2nd floor, …". Every place also records the
/// nearest named street within reach (``ToiletPlace/nearStreet``), the derived address a
/// toilet without `addr:*` shows as "near …". Ties (two streets at the same distance) go to the
/// name that sorts first, so a label never depends on the order of the file.
/// - Complexity: building is O(S + A) for S street segments and A area vertices (each filed in a
///   bounded number of grid cells); labelling one toilet is O(k) in the items of the 3×3 grid
///   cells around it (see ``PlaceGrid``), so an import stays linear in its input.
public struct PlaceLabeler {
    public static let stationReachMeters = 100.0
    public static let streetReachMeters = 50.0
    public static let venueReachMeters = 25.0

    struct Area {
        var kind: ToiletPlace.Kind
        var name: String
        var ring: Range<Int>
        var size: Double
    }

    private var segmentStarts: [(feature: Int32, point: Int32)] = []
    private var streetNames: [String] = []
    private var streetPoints: [[Coordinate]] = []
    private var ringPoints: [Coordinate] = []
    private var areas: [Area] = []
    private var points: [(kind: ToiletPlace.Kind, name: String, coordinate: Coordinate)] = []
    private var streetGrid = PlaceGrid(), areaGrid = PlaceGrid(), pointGrid = PlaceGrid()

    /// Indexes the named streets, paths and parks of `features` and the stations and venues
    /// of `sources` (areas with their rings in `ringPoints`).
    init(features: [MapFeature], sources: [PlaceSourceCollector.Source], ringPoints sourceRings: [Coordinate]) {
        for feature in features {
            guard let name = feature.name, !name.isEmpty else { continue }
            switch feature.kind {
            case .street, .path: addStreet(name, feature.points)
            case .park where feature.isArea: addArea(.park, name, feature.points[...])
            default: continue
            }
        }
        for source in sources {
            if source.ring.isEmpty {
                points.append((source.kind, source.name, source.coordinate))
                pointGrid.insert(Int32(points.count - 1), box: BoundingBox(around: source.coordinate, radiusMeters: 1))
            } else {
                addArea(source.kind, source.name, sourceRings[source.ring])
            }
        }
    }

    private mutating func addStreet(_ name: String, _ line: [Coordinate]) {
        guard line.count >= 2 else { return }
        let feature = Int32(streetPoints.count)
        streetNames.append(name)
        streetPoints.append(line)
        for index in 0..<(line.count - 1) {
            segmentStarts.append((feature, Int32(index)))
            let a = line[index], b = line[index + 1]
            let box = BoundingBox(minLatitude: min(a.latitude, b.latitude), minLongitude: min(a.longitude, b.longitude),
                                  maxLatitude: max(a.latitude, b.latitude), maxLongitude: max(a.longitude, b.longitude))
            streetGrid.insert(Int32(segmentStarts.count - 1), box: box)
        }
    }

    private mutating func addArea(_ kind: ToiletPlace.Kind, _ name: String, _ ring: ArraySlice<Coordinate>) {
        let start = ringPoints.endIndex
        ringPoints.append(contentsOf: ring)
        let range = start..<ringPoints.endIndex
        areas.append(Area(kind: kind, name: name, ring: range, size: PlaceGeometry.area(of: ringPoints[range])))
        areaGrid.insert(Int32(areas.count - 1), box: MapFeature(kind: .park, name: nil, points: Array(ring)).boundingBox)
    }

    /// The place of a toilet at `point` on OSM `level`, by the rule above; nil when nothing
    /// named is near enough.
    public func place(at point: Coordinate, level: String?) -> ToiletPlace? {
        let street = nearestStreet(to: point)
        let enclosing = enclosingAreas(of: point)
        let chosen: (ToiletPlace.Kind, String)? =
            enclosing.first { $0.kind != .park }.map { ($0.kind, $0.name) }
            ?? nearestPoint(to: point, kind: .station, within: Self.stationReachMeters)
            ?? enclosing.first { $0.kind == .park }.map { ($0.kind, $0.name) }
            ?? street.map { (.street, $0) }
            ?? nearestPoint(to: point, kind: .venue, within: Self.venueReachMeters)
        guard let (kind, name) = chosen else { return nil }
        return ToiletPlace(kind: kind, name: name, level: level, nearStreet: street)
    }

    /// The named street or path nearest to `point` within ``streetReachMeters``.
    func nearestStreet(to point: Coordinate) -> String? {
        var best: (distance: Double, name: String)?
        streetGrid.forEachNear(point) { item in
            let (feature, index) = segmentStarts[Int(item)]
            let line = streetPoints[Int(feature)]
            let distance = PlaceGeometry.distanceMeters(from: point, toSegment: line[Int(index)], line[Int(index) + 1])
            let name = streetNames[Int(feature)]
            guard distance <= Self.streetReachMeters else { return }
            if let current = best, (distance, name) >= (current.distance, current.name) { return }
            best = (distance, name)
        }
        return best?.name
    }

    /// The named areas that contain `point`, smallest first (then by name).
    func enclosingAreas(of point: Coordinate) -> [Area] {
        var found: [Int32] = []
        areaGrid.forEachNear(point) { item in
            if !found.contains(item), PlaceGeometry.contains(ringPoints[areas[Int(item)].ring], point) { found.append(item) }
        }
        return found.map { areas[Int($0)] }.sorted { ($0.size, $0.name) < ($1.size, $1.name) }
    }

    /// The nearest named point of `kind` within `reach` metres, as (kind, name).
    func nearestPoint(to point: Coordinate, kind: ToiletPlace.Kind, within reach: Double) -> (ToiletPlace.Kind, String)? {
        var best: (distance: Double, name: String)?
        pointGrid.forEachNear(point) { item in
            let candidate = points[Int(item)]
            guard candidate.kind == kind else { return }
            let distance = point.distanceMeters(to: candidate.coordinate)
            guard distance <= reach else { return }
            if let current = best, (distance, candidate.name) >= (current.distance, current.name) { return }
            best = (distance, candidate.name)
        }
        return best.map { (kind, $0.name) }
    }
}
