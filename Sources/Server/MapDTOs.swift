import Foundation
import Localization
import Geo
import Model
import OpeningHours

/// One search hit: a toilet, a street or a place.
struct SearchResultDTO: Encodable {
    var kind: String
    var name: String
    var detail: String
    var latitude: Double
    var longitude: Double
    var toiletId: Int64?
    /// For a toilet: its derived place and English label (see ``ToiletJSON``).
    var label: String?
    var place: PlaceDTO?

    init(_ place: Place) {
        kind = place.kind.rawValue
        name = place.name
        detail = place.detail
        latitude = place.coordinate.latitude
        longitude = place.coordinate.longitude
    }

    init(_ toilet: Toilet, language: Language) {
        kind = "toilet"
        name = toilet.displayName
        detail = toilet.derivedAddress(in: language) ?? toilet.attributes.address.value?.singleLine ?? "toilet"
        latitude = toilet.coordinate.latitude
        longitude = toilet.coordinate.longitude
        toiletId = toilet.id.rawValue
        label = toilet.placeLabel(in: language)
        place = PlaceDTO(toilet, language: language)
    }
}

/// A toilet's derived place, as ``ToiletJSON`` writes it: `{kind, name, level, nearStreet,
/// address, derived: true}`; nil when none was derived.
struct PlaceDTO: Encodable {
    var kind: String
    var name: String
    var level: String?
    var nearStreet: String?
    var address: String?
    var derived = true

    init?(_ toilet: Toilet, language: Language) {
        guard let place = toilet.place else { return nil }
        kind = place.kind.rawValue
        name = place.name
        level = place.level
        nearStreet = place.nearStreet
        address = toilet.derivedAddress(in: language)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(name, forKey: .name)
        try c.encode(level, forKey: .level)
        try c.encode(nearStreet, forKey: .nearStreet)
        try c.encode(address, forKey: .address)
        try c.encode(derived, forKey: .derived)
    }

    enum CodingKeys: String, CodingKey { case kind, name, level, nearStreet, address, derived }
}

/// Base-map shapes as a GeoJSON FeatureCollection (RFC 7946): areas as Polygons, the rest as LineStrings.
struct GeoJSONFeatureCollection: Encodable {
    struct Feature: Encodable {
        struct Geometry: Encodable {
            var type: String
            var coordinates: AnyCoordinates
        }
        var type = "Feature"
        var properties: [String: String]
        var geometry: Geometry
    }

    enum AnyCoordinates: Encodable {
        case line([[Double]]), polygon([[[Double]]])
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .line(let value): try container.encode(value)
            case .polygon(let value): try container.encode(value)
            }
        }
    }

    var type = "FeatureCollection"
    var features: [Feature]

    init(_ shapes: [MapFeature]) {
        features = shapes.map { shape in
            // 6 decimals is 11 cm: plenty for a map, and it keeps the payload small.
            let ring = shape.points.map { [($0.longitude * 1e6).rounded() / 1e6, ($0.latitude * 1e6).rounded() / 1e6] }
            var properties = ["kind": shape.kind.rawValue]
            if let name = shape.name { properties["name"] = name }
            let geometry = shape.isArea ? Feature.Geometry(type: "Polygon", coordinates: .polygon([ring]))
                                        : Feature.Geometry(type: "LineString", coordinates: .line(ring))
            return Feature(properties: properties, geometry: geometry)
        }
    }
}

/// The offline region pack: toilets with what filtering and "open now" need for a week.
struct RegionPackDTO: Encodable {
    struct PackedToilet: Encodable {
        var id: Int64
        var name: String
        /// The derived place and its label in the request's language (see ``ToiletJSON``).
        var label: String?
        var place: PlaceDTO?
        var latitude: Double
        var longitude: Double
        var wheelchair: Bool?
        var changingTable: Bool?
        var genderNeutral: Bool?
        var fee: Bool?
        var access: String?
        /// The time zone its hours are read in (IANA), for showing times as the toilet's.
        var timeZone: String
        /// Open intervals `[start, end]` (ISO 8601 UTC) over the pack's week.
        var open: [[String]]
        /// Intervals of the week in which its hours say "unknown" (the whole week when it has no
        /// hours): outside `open` and these, it is closed.
        var unknown: [[String]]
        /// True when the hours are unknown for some of the week (no hours, or `unknown` rules).
        var unknownHours: Bool
    }

    var generatedAt: String
    var validUntil: String
    var toilets: [PackedToilet]

    init(toilets: [Toilet], from start: Date, language: Language) {
        let end = start.addingTimeInterval(7 * 86_400)
        generatedAt = Timestamp.string(start)
        validUntil = Timestamp.string(end)
        self.toilets = toilets.map { toilet in
            let a = toilet.attributes
            var open: [[String]] = [], unknownSpans = [[Timestamp.string(start), Timestamp.string(end)]], unknown = true
            if let schedule = toilet.openingSchedule, let context = toilet.evaluationContext {
                let intervals = schedule.intervals(from: start, to: end, in: context)
                func spans(_ state: OpeningState) -> [[String]] {
                    intervals.filter { $0.state == state }.map { [Timestamp.string($0.start), Timestamp.string($0.end)] }
                }
                open = spans(.open)
                unknownSpans = spans(.unknown)
                unknown = !unknownSpans.isEmpty
            }
            return PackedToilet(
                id: toilet.id.rawValue, name: toilet.displayName, label: toilet.placeLabel(in: language),
                place: PlaceDTO(toilet, language: language), latitude: toilet.coordinate.latitude, longitude: toilet.coordinate.longitude,
                wheelchair: a.wheelchair.value.map(\.isAccessible), changingTable: a.changingTable.value,
                genderNeutral: a.gender.value.map { $0 == .unisex }, fee: a.fee.value, access: a.access.value?.rawValue,
                timeZone: toilet.timeZoneIdentifier, open: open, unknown: unknownSpans, unknownHours: unknown)
        }
    }
}
