import Foundation
import Model

/// The one table that turns OSM tags into toilet attributes.
///
/// Each row names an attribute, the keys it is read from on a dedicated toilet
/// (`amenity=toilets`) and on a place that has toilets (`toilets=yes`: a café, a library,
/// a station), in priority order, and how a value is read. The first key with a value the
/// row understands wins; a value it does not understand leaves the attribute unknown
/// (never "no").
///
/// On a venue only `toilets:*` keys speak about the toilet: a café's `wheelchair=yes` is
/// about its door, not its toilet. The few exceptions (name, address, opening hours,
/// changing table) are listed in the venue column on purpose.
///
/// Sources: https://wiki.openstreetmap.org/wiki/Tag:amenity%3Dtoilets and
/// https://wiki.openstreetmap.org/wiki/Key:toilets
public enum TagMapping {
    /// One row of the table.
    public struct Row: Sendable {
        public let attribute: String
        public let dedicatedKeys: [String]
        public let venueKeys: [String]
        let apply: @Sendable (_ key: String, _ value: String, _ attributes: inout ToiletAttributes) -> Bool
    }

    /// The table. `apply` returns false when the value is not understood, so the next key is tried.
    public static let rows: [Row] = [
        text("name", \.name, dedicated: ["name"], venue: ["name"]),
        text("operator", \.operator, dedicated: ["operator"], venue: ["toilets:operator"]),
        value("access", \.access, dedicated: ["toilets:access", "access"], venue: ["toilets:access"], TagValues.access),
        value("fee", \.fee, dedicated: ["toilets:fee", "fee"], venue: ["toilets:fee"], TagValues.yesNo),
        text("charge", \.charge, dedicated: ["toilets:charge", "charge"], venue: ["toilets:charge"]),
        value("wheelchair", \.wheelchair, dedicated: ["toilets:wheelchair", "wheelchair"], venue: ["toilets:wheelchair"], TagValues.wheelchair),
        value("changing_table", \.changingTable, dedicated: ["changing_table", "toilets:changing_table", "diaper"],
              venue: ["toilets:changing_table", "changing_table", "diaper"], TagValues.changingTable),
        value("changing_table:adult", \.adultChangingTable, dedicated: ["changing_table:adult"], venue: ["changing_table:adult"], TagValues.yesNo),
        value("central_key", \.centralKey, dedicated: ["centralkey", "toilets:centralkey"], venue: ["toilets:centralkey"], TagValues.centralKey),
        text("opening_hours", \.openingHours, dedicated: ["opening_hours"], venue: ["toilets:opening_hours", "opening_hours"]),
        text("check_date", \.checkDate, dedicated: ["check_date", "survey:date"], venue: ["toilets:check_date", "check_date"]),
        text("description", \.description, dedicated: ["description", "note"], venue: ["toilets:description"]),
        text("level", \.level, dedicated: ["level"], venue: ["toilets:level"]),
        text("disposal", \.disposal, dedicated: ["toilets:disposal"], venue: ["toilets:disposal"]),
        value("positions", \.positions, dedicated: ["toilets:position"], venue: ["toilets:position"], TagValues.list),
        value("drinking_water", \.drinkingWater, dedicated: ["drinking_water"], venue: ["toilets:drinking_water"], TagValues.yesNo),
        value("shower", \.shower, dedicated: ["shower"], venue: ["toilets:shower"], TagValues.yesNo),
    ]

    /// Reads every attribute of a toilet from `tags`. `source` is the index of the OSM element
    /// in the toilet's sources. Gender and address, which combine several keys, are read last.
    public static func attributes(from tags: [String: String], isVenue: Bool, source: Int = 0) -> ToiletAttributes {
        var attributes = ToiletAttributes()
        for row in rows {
            for key in isVenue ? row.venueKeys : row.dedicatedKeys {
                guard let raw = tags[key].map(TagValues.trimmed), !raw.isEmpty else { continue }
                if row.apply(key, raw, &attributes) { break }
            }
        }
        attributes.gender = gender(from: tags, isVenue: isVenue, source: source)
        attributes.address = address(from: tags, source: source)
        return attributes
    }

    private static func text(
        _ name: String, _ path: WritableKeyPath<ToiletAttributes, Attribute<String>> & Sendable,
        dedicated: [String], venue: [String]
    ) -> Row {
        value(name, path, dedicated: dedicated, venue: venue) { $0 }
    }

    private static func value<V>(
        _ name: String, _ path: WritableKeyPath<ToiletAttributes, Attribute<V>> & Sendable,
        dedicated: [String], venue: [String], _ parse: @escaping @Sendable (String) -> V?
    ) -> Row {
        Row(attribute: name, dedicatedKeys: dedicated, venueKeys: venue) { key, raw, attributes in
            guard let parsed = parse(raw) else { return false }
            attributes[keyPath: path] = Attribute(parsed, source: 0, field: key)
            return true
        }
    }
}
