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
    /// The source the drafts are from. Its records are merged with those of the region's other
    /// sources (see `SourceMerge` in Store): the drafts of ``toilets`` are one source's records, not
    /// yet the region's toilets.
    public var source: SourceDescription
    /// Whether ``toilets`` is every record of ``source`` for the region (a file: records not in it
    /// are gone), or only records that changed (a sync: the others stay).
    public var isWholeSource = true
    /// When the import that made this snapshot started (reading its file): the store records the
    /// import's duration, up to its commit, beside the region (nil: not an import that is timed).
    public var importStartedAt: Date?

    /// The datasets this snapshot speaks for: its source's, and those its drafts are keyed by.
    public var datasets: Set<String> {
        var datasets: Set<String> = [source.dataset]
        for index in toilets.indices { if let dataset = toilets[index].sources.first?.dataset { datasets.insert(dataset) } }
        return datasets
    }

    public init(region: String, timeZoneIdentifier: String, countryCode: String? = nil, dataTimestamp: Date?, sourceName: String,
                toilets: [ToiletDraft], mapData: RegionMapData? = nil, source: SourceDescription? = nil) {
        self.mapData = mapData
        var described = source ?? .openStreetMap(fileName: sourceName)
        if source == nil, let dataset = toilets.first?.sources.first?.dataset { described.dataset = dataset }
        self.source = described
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
    /// Source records read, and how many of them joined another record (``SourceMerge``).
    public var records = 0
    public var joined = 0

    public init() {}

    /// Whether the import changed nothing at all.
    public var isEmpty: Bool { added.isEmpty && updated.isEmpty && removed.isEmpty }
}
