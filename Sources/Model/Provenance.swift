import Foundation

/// Where a piece of data came from: which dataset, which object in it, which version.
public struct Provenance: Codable, Sendable, Hashable {
    /// The dataset: `osm`, `refuge`, `toiletnow` (a contribution), …
    public var dataset: String
    /// The kind of object in that dataset (`node`, `way`, `relation` for OSM).
    public var elementType: String
    /// The object's id in that dataset.
    public var elementID: Int64
    /// The object's version in that dataset, when it has one.
    public var version: Int?
    /// When that version was made, when known.
    public var timestamp: Date?

    public init(dataset: String, elementType: String, elementID: Int64, version: Int? = nil, timestamp: Date? = nil) {
        self.dataset = dataset
        self.elementType = elementType
        self.elementID = elementID
        self.version = version
        self.timestamp = timestamp
    }

    /// A stable key for the object, whatever its version: `osm:node/123`.
    public var key: String { "\(dataset):\(elementType)/\(elementID)" }

    /// A link to the object on its dataset's website, where there is one.
    public var url: URL? {
        switch dataset {
        case "osm": URL(string: "https://www.openstreetmap.org/\(elementType)/\(elementID)")
        case "refuge": URL(string: "https://www.refugerestrooms.org/restrooms/\(elementID)")
        default: nil
        }
    }
}
