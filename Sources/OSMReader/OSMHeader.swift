import Foundation

/// A latitude/longitude rectangle in WGS84 degrees.
public struct OSMBoundingBox: Sendable, Equatable {
    /// Southern edge.
    public var minLatitude: Double
    /// Western edge.
    public var minLongitude: Double
    /// Northern edge.
    public var maxLatitude: Double
    /// Eastern edge.
    public var maxLongitude: Double

    /// Creates a bounding box from its four edges.
    public init(minLatitude: Double, minLongitude: Double, maxLatitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.minLongitude = minLongitude
        self.maxLatitude = maxLatitude
        self.maxLongitude = maxLongitude
    }
}

/// File-level information, delivered once before the first element.
///
/// For PBF it comes from the `HeaderBlock`
/// (<https://wiki.openstreetmap.org/wiki/PBF_Format#Definition_of_the_OSMHeader_fileblock>);
/// for XML from the `<osm generator=…>` root and its `<bounds>` child.
public struct OSMHeader: Sendable {
    /// The area the file claims to cover, if it says.
    public var boundingBox: OSMBoundingBox?
    /// How current the data is (`osmosis_replication_timestamp` in PBF,
    /// the `timestamp` attribute of `<osm>` in XML).
    public var replicationTimestamp: Date?
    /// The program that wrote the file, such as `osmium/1.14.0`.
    public var writingProgram: String?
    /// Features a reader must understand, such as `DenseNodes` (PBF only).
    public var requiredFeatures: [String]
    /// Features a reader may use, such as `Sort.Type_then_ID` (PBF only).
    public var optionalFeatures: [String]

    /// Creates a header.
    public init(boundingBox: OSMBoundingBox? = nil, replicationTimestamp: Date? = nil,
                writingProgram: String? = nil, requiredFeatures: [String] = [],
                optionalFeatures: [String] = []) {
        self.boundingBox = boundingBox
        self.replicationTimestamp = replicationTimestamp
        self.writingProgram = writingProgram
        self.requiredFeatures = requiredFeatures
        self.optionalFeatures = optionalFeatures
    }
}
