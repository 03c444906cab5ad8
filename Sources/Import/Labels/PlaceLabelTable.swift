import Foundation
import Model

/// Which named OSM objects a toilet can be labelled by, besides streets and parks (which come
/// from the base map): one table, like the toilet tag mapping. The first row whose key has one
/// of its values wins.
public enum PlaceLabelTable {
    /// `.station` or `.venue` for a named object a toilet can be "at" or "in", or nil.
    public static func kind(of tags: [String: String]) -> ToiletPlace.Kind? {
        guard let name = tags["name"], !name.isEmpty else { return nil }
        for (key, values, kind) in rows {
            if let value = tags[key], values.contains(value) { return kind }
        }
        return nil
    }

    /// `(key, values, kind)`; stations first, so a station's shop row never makes it a venue.
    static let rows: [(String, Set<String>, ToiletPlace.Kind)] = [
        ("railway", ["station", "halt"], .station),
        ("public_transport", ["station"], .station),
        ("amenity", ["bus_station", "ferry_terminal"], .station),
        ("aeroway", ["terminal", "aerodrome"], .station),
        ("shop", ["mall", "department_store", "supermarket"], .venue),
        ("amenity", ["restaurant", "cafe", "fast_food", "bar", "pub", "library", "cinema", "theatre", "townhall", "hospital",
                     "marketplace", "university", "college", "community_centre", "arts_centre", "casino", "conference_centre"], .venue),
        ("tourism", ["museum", "attraction", "gallery", "zoo", "theme_park", "aquarium", "hotel"], .venue),
        ("leisure", ["sports_centre", "stadium", "water_park", "marina", "beach_resort"], .venue),
    ]
}
