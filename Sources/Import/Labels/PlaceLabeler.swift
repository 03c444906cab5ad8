import Foundation
import Geo
import Model
import Routing

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
///   bounded number of grid cells); labelling one toilet is O(k) in the items of the grid cells
///   within its reach (see ``PlaceGrid``), so an import stays linear in its input. Each candidate
///   is first tested against its bounding box; the exact distance (and its cosine) only runs for
///   the few that pass. Labelling is read-only, so ``places(for:)`` spreads it over the cores.
public struct PlaceLabeler: Sendable {
    public static let stationReachMeters = 100.0
    public static let streetReachMeters = 50.0
    public static let venueReachMeters = 25.0

    struct Area: Sendable {
        var kind: ToiletPlace.Kind
        var name: String
        var ring: Range<Int>
        var size: Double
        var box: BoundingBox
    }

    /// One segment of a named street or path, with its street's index in ``streetNames``.
    private struct Segment {
        var a: Coordinate
        var b: Coordinate
        var street: Int32
    }

    private var segments: [Segment] = []
    private var streetNames: [String] = []
    private var ringPoints: [Coordinate] = []
    private var areas: [Area] = []
    private var pointCoordinates: [Coordinate] = []
    private var pointKinds: [ToiletPlace.Kind] = []
    private var pointNames: [String] = []
    private var streetGrid = PlaceGrid(cellDegrees: 0.001, maxCellsPerItem: 256), areaGrid = PlaceGrid(cellDegrees: 0.002)
    private var pointGrid = PlaceGrid(cellDegrees: 0.001)

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
                pointCoordinates.append(source.coordinate)
                pointKinds.append(source.kind)
                pointNames.append(source.name)
                pointGrid.insert(Int32(pointCoordinates.count - 1), box: BoundingBox(around: source.coordinate, radiusMeters: 1))
            } else {
                addArea(source.kind, source.name, sourceRings[source.ring])
            }
        }
    }

    private mutating func addStreet(_ name: String, _ line: [Coordinate]) {
        guard line.count >= 2 else { return }
        let street = Int32(streetNames.count)
        streetNames.append(name)
        for index in 0..<(line.count - 1) {
            let a = line[index], b = line[index + 1]
            segments.append(Segment(a: a, b: b, street: street))
            let box = BoundingBox(minLatitude: min(a.latitude, b.latitude), minLongitude: min(a.longitude, b.longitude),
                                  maxLatitude: max(a.latitude, b.latitude), maxLongitude: max(a.longitude, b.longitude))
            streetGrid.insert(Int32(segments.count - 1), box: box)
        }
    }

    private mutating func addArea(_ kind: ToiletPlace.Kind, _ name: String, _ ring: ArraySlice<Coordinate>) {
        let start = ringPoints.endIndex
        ringPoints.append(contentsOf: ring)
        let range = start..<ringPoints.endIndex
        let box = MapFeature(kind: .park, name: nil, points: Array(ring)).boundingBox
        areas.append(Area(kind: kind, name: name, ring: range, size: PlaceGeometry.area(of: ringPoints[range]), box: box))
        areaGrid.insert(Int32(areas.count - 1), box: box)
    }

    /// The places of toilets at `points`, each with its OSM level, labelled on every core.
    /// - Complexity: `points.count` calls of ``place(at:level:)`` spread over the cores.
    func places(for points: [(coordinate: Coordinate, level: String?)]) -> [ToiletPlace?] {
        ConcurrentChunks.array(count: points.count, minimumChunk: 2_000) { [self] index in
            place(at: points[index].coordinate, level: points[index].level)
        }
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

    /// The half-sides in degrees of a box around `point` that holds every place within `meters`:
    /// the local projection's own scale, widened by 1 % and a metre so rounding (and, for points,
    /// the sphere's distance) can never leave a candidate outside it.
    private static func reach(_ meters: Double, at point: Coordinate) -> (latitude: Double, longitude: Double) {
        let degrees = (meters * 1.01 + 1) / PlaceGeometry.metersPerDegree
        let cosLatitude = cos((abs(point.latitude) + degrees) * .pi / 180)
        return (degrees, cosLatitude > 1e-6 ? min(180, degrees / cosLatitude) : 180)
    }

    /// The named street or path nearest to `point` within ``streetReachMeters``.
    func nearestStreet(to point: Coordinate) -> String? {
        let window = Self.reach(Self.streetReachMeters, at: point)
        let cosLatitude = PlaceGeometry.cosLatitude(at: point)
        var best: (distance: Double, street: Int32)?
        segments.withUnsafeBufferPointer { segments in
            streetGrid.forEachNear(point, latitudeDegrees: window.latitude, longitudeDegrees: window.longitude) { item in
                let segment = segments[Int(item)]
                guard min(segment.a.latitude, segment.b.latitude) <= point.latitude + window.latitude,
                      max(segment.a.latitude, segment.b.latitude) >= point.latitude - window.latitude,
                      min(segment.a.longitude, segment.b.longitude) <= point.longitude + window.longitude,
                      max(segment.a.longitude, segment.b.longitude) >= point.longitude - window.longitude else { return }
                let distance = PlaceGeometry.distanceMeters(from: point, toSegment: segment.a, segment.b, cosLatitude: cosLatitude)
                guard distance <= Self.streetReachMeters else { return }
                if let current = best {
                    if distance > current.distance { return }
                    if distance == current.distance, streetNames[Int(segment.street)] >= streetNames[Int(current.street)] { return }
                }
                best = (distance, segment.street)
            }
        }
        return best.map { streetNames[Int($0.street)] }
    }

    /// The named areas that contain `point`, smallest first (then by name).
    func enclosingAreas(of point: Coordinate) -> [Area] {
        var found: [Int32] = []
        // An area containing the point has a box containing it, filed under the point's own cell.
        areaGrid.forEachNear(point, latitudeDegrees: 0, longitudeDegrees: 0) { item in
            let box = areas[Int(item)].box
            guard box.minLatitude <= point.latitude, point.latitude <= box.maxLatitude,
                  box.minLongitude <= point.longitude, point.longitude <= box.maxLongitude else { return }
            if !found.contains(item), PlaceGeometry.contains(ringPoints[areas[Int(item)].ring], point) { found.append(item) }
        }
        return found.map { areas[Int($0)] }.sorted { ($0.size, $0.name) < ($1.size, $1.name) }
    }

    /// The nearest named point of `kind` within `reach` metres, as (kind, name).
    func nearestPoint(to point: Coordinate, kind: ToiletPlace.Kind, within reach: Double) -> (ToiletPlace.Kind, String)? {
        let window = Self.reach(reach, at: point)
        var best: (distance: Double, index: Int)?
        pointCoordinates.withUnsafeBufferPointer { coordinates in
            pointGrid.forEachNear(point, latitudeDegrees: window.latitude, longitudeDegrees: window.longitude) { item in
                let index = Int(item), candidate = coordinates[index]
                guard pointKinds[index] == kind, abs(candidate.latitude - point.latitude) <= window.latitude,
                      abs(candidate.longitude - point.longitude) <= window.longitude else { return }
                let distance = point.distanceMeters(to: candidate)
                guard distance <= reach else { return }
                if let current = best {
                    if distance > current.distance { return }
                    if distance == current.distance, pointNames[index] >= pointNames[current.index] { return }
                }
                best = (distance, index)
            }
        }
        return best.map { (kind, pointNames[$0.index]) }
    }
}
