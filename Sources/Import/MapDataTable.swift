import Foundation
import Model

/// Which OSM objects become searchable places and base-map shapes. One table, like the
/// toilet tag mapping: the first row whose key has one of its values wins.
///
/// Multipolygon relations (large parks, lakes) are not drawn yet; their outer ways often carry
/// no tags of their own.
public enum MapDataTable {
    /// A way's shape kind from its tags, or nil when it is not drawn.
    public static func featureKind(of tags: [String: String]) -> MapFeature.Kind? {
        if let highway = tags["highway"] {
            if pathHighways.contains(highway) { return .path }
            if streetHighways.contains(highway) { return .street }
            return nil
        }
        if tags["building"] != nil, tags["building"] != "no" { return .building }
        if let value = tags["leisure"], ["park", "garden", "playground", "pitch", "dog_park", "nature_reserve"].contains(value) { return .park }
        if let value = tags["landuse"], ["grass", "forest", "meadow", "recreation_ground", "village_green", "cemetery", "orchard", "vineyard"].contains(value) { return .park }
        if let value = tags["natural"], ["wood", "scrub", "grassland", "heath"].contains(value) { return .park }
        if tags["natural"] == "water" || tags["natural"] == "coastline" || tags["waterway"] != nil { return .water }
        if let value = tags["landuse"], ["reservoir", "basin"].contains(value) { return .water }
        return nil
    }

    /// A node's searchable place detail (`suburb`, `station`, `museum`…), or nil.
    public static func placeDetail(of tags: [String: String]) -> String? {
        guard tags["name"] != nil else { return nil }
        if let place = tags["place"], placeTypes.contains(place) { return place }
        if tags["railway"] == "station" || tags["public_transport"] == "station" { return "station" }
        if let tourism = tags["tourism"], ["museum", "attraction", "viewpoint", "hotel", "information"].contains(tourism) { return tourism }
        if let amenity = tags["amenity"], ["hospital", "townhall", "library", "marketplace", "bus_station", "ferry_terminal", "university", "place_of_worship"].contains(amenity) {
            return amenity.replacingOccurrences(of: "_", with: " ")
        }
        return nil
    }

    /// A named area relation's searchable place detail (`marina`, `park`, `harbour`…), or nil.
    public static func relationPlaceDetail(of tags: [String: String]) -> String? {
        guard tags["name"] != nil, ["multipolygon", "boundary"].contains(tags["type"] ?? "") || tags["type"] == nil else { return nil }
        if let leisure = tags["leisure"], ["marina", "park", "garden", "nature_reserve", "stadium", "sports_centre"].contains(leisure) { return leisure }
        if tags["harbour"] != nil || tags["seamark:type"] == "harbour" { return "harbour" }
        if let place = tags["place"], placeTypes.contains(place) { return place }
        if let tourism = tags["tourism"], ["museum", "attraction", "zoo", "theme_park"].contains(tourism) { return tourism }
        if tags["railway"] == "station" || tags["public_transport"] == "station" { return "station" }
        return nil
    }

    static let pathHighways: Set = ["footway", "path", "pedestrian", "steps", "cycleway", "track", "bridleway", "corridor", "living_street"]
    static let streetHighways: Set = [
        "motorway", "trunk", "primary", "secondary", "tertiary", "unclassified", "residential", "service",
        "motorway_link", "trunk_link", "primary_link", "secondary_link", "tertiary_link", "road",
    ]
    static let placeTypes: Set = ["city", "town", "village", "hamlet", "suburb", "quarter", "neighbourhood", "square", "locality", "island"]
}
