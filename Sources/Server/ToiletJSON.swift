import Foundation
import Localization
import Model

/// The one writer of a toilet object: `/api/nearest` (each result's `toilet`) and
/// `/api/toilets/{id}` write the same top-level keys (``keys``) through it, so a client reads one
/// shape. The two differ only inside `attributes` (the nearest lists the known ones without
/// their sources; the record all of them with theirs) and `hours` (the record adds the week),
/// and the record adds `community` when the server takes contributions.
///
/// `place` is where an unnamed toilet is, derived at import, as data a client can word in any
/// language: `{kind: street|park|station|venue, name, level, nearStreet, address, derived: true}`;
/// `label` its English wording ("Public toilet · Rue Grimaldi"), null for a named toilet. The
/// derived `place.address` ("near Rue Grimaldi") is given only when its `addr:*` names no street
/// (Monaco's toilets often carry `addr:country` alone).
enum ToiletJSON {
    /// Every top-level key, in the order written.
    static let keys = ["id", "revision", "name", "label", "place", "kind", "venue", "latitude", "longitude", "region", "timeZone",
                       "sources", "createdAt", "updatedAt", "attributes", "hours"]

    /// Writes the toilet object; `attributes` and `hours` write those keys' values.
    static func write(_ toilet: Toilet, language: Language, to w: inout JSONWriter, attributes: (inout JSONWriter) -> Void,
                      hours: (inout JSONWriter) -> Void, extra: ((inout JSONWriter) -> Void)? = nil) {
        w.beginObject()
        w.key("id"); w.integer(toilet.id.rawValue)
        w.key("revision"); w.integer(toilet.revision)
        w.key("name"); w.string(toilet.displayName)
        w.key("label"); w.string(toilet.placeLabel(in: language))
        w.key("place"); place(of: toilet, language: language, to: &w)
        switch toilet.kind {
        case .dedicated: w.key("kind"); w.string("dedicated"); w.key("venue"); w.null()
        case .inVenue(let venue): w.key("kind"); w.string("venue"); w.key("venue"); w.string(venue)
        }
        w.key("latitude"); w.number(toilet.coordinate.latitude, decimals: 7)
        w.key("longitude"); w.number(toilet.coordinate.longitude, decimals: 7)
        w.key("region"); w.string(toilet.region)
        w.key("timeZone"); w.string(toilet.timeZoneIdentifier)
        w.key("sources"); w.beginArray()
        toilet.sources.forEach { source($0, to: &w) }
        w.endArray()
        w.key("createdAt"); w.timestamp(toilet.createdAt)
        w.key("updatedAt"); w.timestamp(toilet.updatedAt)
        w.key("attributes"); attributes(&w)
        w.key("hours"); hours(&w)
        extra?(&w)
        w.endObject()
    }

    /// The derived place, or null.
    static func place(of toilet: Toilet, language: Language, to w: inout JSONWriter) {
        guard let place = toilet.place else { return w.null() }
        w.beginObject()
        w.key("kind"); w.string(place.kind.rawValue)
        w.key("name"); w.string(place.name)
        w.key("level"); w.string(place.level)
        w.key("nearStreet"); w.string(place.nearStreet)
        w.key("address"); w.string(toilet.derivedAddress(in: language))
        w.key("derived"); w.bool(true)
        w.endObject()
    }

    /// One source as the record's `sources` entries: dataset, type, id, and version, timestamp, url when known.
    static func source(_ source: Provenance, to w: inout JSONWriter) {
        w.beginObject()
        w.key("dataset"); w.string(source.dataset)
        w.key("type"); w.string(source.elementType)
        w.key("id"); w.integer(source.elementID)
        // Absent when unknown (a community toilet's source has no version or link), as the record always wrote them.
        if let version = source.version { w.key("version"); w.integer(Int64(version)) }
        if let timestamp = source.timestamp { w.key("timestamp"); w.timestamp(timestamp) }
        if let url = source.url { w.key("url"); w.string(url.absoluteString) }
        w.endObject()
    }

    /// An `Encodable` value as JSON, with the API's encoder settings (sorted keys, plain slashes).
    static func encoded(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return (try? encoder.encode(value)).map { Array($0) } ?? Array("null".utf8)
    }
}

extension Toilet {
    /// "near Rue Grimaldi" when the toilet's own address names no street and a street was
    /// derived; nil otherwise.
    func derivedAddress(in language: Language) -> String? {
        attributes.address.value?.street == nil ? place?.addressLabel(in: language) : nil
    }
}
