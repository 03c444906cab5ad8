import Foundation
import Geo

/// A toilet as an importer read it from a source, before it has a ToiletNow id.
public struct ToiletDraft: Sendable, Hashable {
    public var kind: Toilet.Kind
    public var coordinate: Coordinate
    public var sources: [Provenance]
    public var attributes: ToiletAttributes
    /// Why the `opening_hours` value could not be read, if it could not.
    public var hoursProblem: String?
    /// Where the toilet is, derived at import from the map around it (never its name); nil
    /// when nothing named is near enough. Not one of the facts ``matches(_:)`` compares: a new
    /// street name nearby changes the label, not the toilet.
    public var place: ToiletPlace?

    public init(kind: Toilet.Kind, coordinate: Coordinate, sources: [Provenance], attributes: ToiletAttributes, hoursProblem: String? = nil,
                place: ToiletPlace? = nil) {
        self.place = place
        self.kind = kind
        self.coordinate = coordinate
        self.sources = sources
        self.attributes = attributes
        self.hoursProblem = hoursProblem
    }

    /// The key that identifies the object in its source (`osm:way/42`).
    public var sourceKey: String { sources.first?.key ?? "unknown" }

    /// Whether `toilet` already says what this draft says (same place, same facts).
    ///
    /// Versions and timestamps of the sources are not compared: a new OSM version that
    /// changes nothing ToiletNow shows is not a change.
    public func matches(_ toilet: Toilet) -> Bool {
        toilet.kind == kind && toilet.coordinate == coordinate && toilet.attributes == attributes
            && toilet.sources.map(\.key) == sources.map(\.key) && toilet.hoursProblem == hoursProblem
    }
}

/// Everything one import read about one region: the whole truth for that region.
///
/// Applying a snapshot adds the new toilets, updates the changed ones and removes the
/// ones that are no longer in the source.
public struct RegionSnapshot: Sendable {
    public var region: String
    public var timeZoneIdentifier: String
    /// The ISO 3166-1 country of the region, for public holidays; nil when unknown.
    public var countryCode: String?
    /// The time the source data describes (the OSM replication timestamp), if known.
    public var dataTimestamp: Date?
    /// The file it was read from, for the record.
    public var sourceName: String
    public var toilets: [ToiletDraft]
    /// Places and base-map shapes; nil leaves the region's current map data as it is.
    public var mapData: RegionMapData?

    public init(region: String, timeZoneIdentifier: String, countryCode: String? = nil, dataTimestamp: Date?, sourceName: String,
                toilets: [ToiletDraft], mapData: RegionMapData? = nil) {
        self.mapData = mapData
        self.region = region
        self.timeZoneIdentifier = timeZoneIdentifier
        self.countryCode = countryCode
        self.dataTimestamp = dataTimestamp
        self.sourceName = sourceName
        self.toilets = toilets
    }
}

/// What applying a ``RegionSnapshot`` changed.
public struct ImportReport: Sendable, Equatable, Codable {
    public var added: [String] = []
    public var updated: [String] = []
    public var removed: [String] = []
    public var unchanged = 0

    public init() {}

    /// Whether the import changed nothing at all.
    public var isEmpty: Bool { added.isEmpty && updated.isEmpty && removed.isEmpty }
}
