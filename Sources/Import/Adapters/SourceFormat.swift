import Foundation

/// Every source adapter ToiletNow has, with what the importer must say about each: the dataset
/// name its toilets' keys begin with, who to credit, and the licence the source states.
///
/// The licences are those stated by the files' origins (`Data/SOURCES.md`), not guesses: nil
/// means the source states none, and the importer refuses such a source unless the operator
/// names a licence (`--licence`).
public enum SourceFormat: String, Sendable, CaseIterable {
    case refugeJSON = "refuge-json"
    case safe2peeCSV = "safe2pee-csv"
    case toiletMapUKCSV = "toiletmap-uk-csv"
    /// toilets4london's councils' file (dataset `toilets4london`).
    case toilets4LondonJSON = "toilets4london-json"
    /// toilets4london's OSM-derived file (dataset `toilets4london-osm`): the same reader, which
    /// tells the two files' records apart by their keys, but OSM's licence.
    case toilets4LondonOSMJSON = "toilets4london-osm-json"
    case melbourneCSV = "melbourne-csv"
    /// A CSV or JSON file read through a ``MappedSource/Mapping``.
    case mapped

    /// The source has no reader for this input.
    public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The drafts of `data` read by this format's adapter. `mapping` is needed (only) by ``mapped``.
    /// - Throws: the adapter's error, or ``ReadError`` for a file that is not text or a missing mapping.
    public func read(data: Data, mapping: MappedSource.Mapping?) throws -> SourceReading {
        switch self {
        case .refugeJSON: return try RefugeJSON.read(data)
        case .toilets4LondonJSON, .toilets4LondonOSMJSON: return try Toilets4LondonJSON.read(data)
        case .toiletMapUKCSV: return try ToiletMapUKCSV.read(data)
        case .safe2peeCSV: return try Safe2PeeCSV.read(try Self.utf8(data))
        case .melbourneCSV: return try MelbourneCSV.read(try Self.utf8(data))
        case .mapped:
            guard let mapping else { throw ReadError(description: "a mapped source needs a mapping file (docs/mapping.md)") }
            return try MappedSource.read(data, mapping: mapping)
        }
    }

    static func utf8(_ data: Data) throws(ReadError) -> String {
        guard let text = String(data: data, encoding: .utf8) else { throw ReadError(description: "the file is not UTF-8 text") }
        return text
    }

    /// The dataset name the adapter gives its toilets' keys; nil for ``mapped`` (the mapping names it).
    public var defaultDataset: String? {
        switch self {
        case .refugeJSON: "refuge"
        case .safe2peeCSV: "safe2pee"
        case .toiletMapUKCSV: "toiletmap-uk"
        case .toilets4LondonJSON: "toilets4london"
        case .toilets4LondonOSMJSON: "toilets4london-osm"
        case .melbourneCSV: "melbourne"
        case .mapped: nil
        }
    }

    /// Who to credit, as a line to show.
    public var attribution: String {
        switch self {
        case .refugeJSON: "Refuge Restrooms (refugerestrooms.org)"
        case .safe2peeCSV: "Safe2Pee, via Refuge Restrooms"
        case .toiletMapUKCSV: "The Great British Public Toilet Map (2014 council FOI data)"
        case .toilets4LondonJSON: "toilets4london, from London councils' data"
        case .toilets4LondonOSMJSON: "© OpenStreetMap contributors, via toilets4london"
        case .melbourneCSV: "City of Melbourne Open Data"
        case .mapped: "as named by the mapping's operator"
        }
    }

    /// Where the source lives, where it has a page.
    public var url: URL? {
        switch self {
        case .refugeJSON, .safe2peeCSV: URL(string: "https://www.refugerestrooms.org")
        case .toiletMapUKCSV: URL(string: "https://www.toiletmap.org.uk")
        case .toilets4LondonJSON, .toilets4LondonOSMJSON: URL(string: "https://github.com/toilets4london/PublicToiletDataFetcher")
        case .melbourneCSV: URL(string: "https://data.melbourne.vic.gov.au")
        case .mapped: nil
        }
    }

    /// The licence the source states, or nil when it states none (`Data/SOURCES.md`): only the
    /// OSM-derived toilets4london file states one.
    public var licence: String? {
        self == .toilets4LondonOSMJSON ? "ODbL 1.0 (© OpenStreetMap contributors)" : nil
    }
}
