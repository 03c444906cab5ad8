import Foundation

/// One source of a region's toilets, as the region's list of sources shows it: where the data
/// came from, under which licence, and how to credit it.
public struct SourceDescription: Codable, Sendable, Hashable {
    /// The dataset its records are keyed by (`osm`, `toilets4london`, `refuge`).
    public var dataset: String
    /// The file or address it was read from.
    public var fileName: String
    /// The adapter that read it (`osm`, `toilets4london-json`, `refuge-sync`).
    public var format: String
    /// The licence of the data ("ODbL 1.0", "OGL v3 (assumed by the operator)").
    public var licence: String
    /// Whether the source itself states that licence; false when the operator gave it (`--licence`).
    public var licenceIsStated: Bool
    /// The credit line to show ("© OpenStreetMap contributors").
    public var attribution: String
    /// Where the source lives, when it has an address.
    public var url: String?

    public init(dataset: String, fileName: String, format: String, licence: String, licenceIsStated: Bool,
                attribution: String, url: String? = nil) {
        self.dataset = dataset
        self.fileName = fileName
        self.format = format
        self.licence = licence
        self.licenceIsStated = licenceIsStated
        self.attribution = attribution
        self.url = url
    }

    /// OpenStreetMap, as every OSM import describes it.
    public static func openStreetMap(fileName: String) -> SourceDescription {
        SourceDescription(dataset: "osm", fileName: fileName, format: "osm", licence: "ODbL 1.0", licenceIsStated: true,
                          attribution: "© OpenStreetMap contributors", url: "https://www.openstreetmap.org/copyright")
    }
}
