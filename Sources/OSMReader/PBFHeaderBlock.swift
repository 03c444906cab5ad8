import Foundation

/// Decoding of the `OSMHeader` blob's `HeaderBlock`.
///
/// Layout (<https://wiki.openstreetmap.org/wiki/PBF_Format#Definition_of_the_OSMHeader_fileblock>):
/// ```
/// HeaderBlock { 1: HeaderBBox, 4: repeated required_features, 5: repeated optional_features,
///               16: writingprogram, 17: source, 32: osmosis_replication_timestamp (seconds), … }
/// HeaderBBox  { 1: left, 2: right, 3: top, 4: bottom }   // sint64 nanodegrees
/// ```
enum PBFHeaderBlock {
    /// Required features this reader understands. `LocationsOnWays` is accepted
    /// because the extra way coordinates are simply skipped; `HistoricalInformation`
    /// (several versions per element) is not.
    static let supportedRequiredFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes", "LocationsOnWays"]

    /// Decodes a header block.
    static func decode(_ bytes: UnsafeRawBufferPointer) throws(ProtobufError) -> OSMHeader {
        var reader = ProtobufReader(bytes)
        var header = OSMHeader()
        while let (field, wireType) = try reader.readFieldKey() {
            switch field {
            case 1: header.boundingBox = try boundingBox(try reader.readPacked(wireType, field: field))
            case 4: header.requiredFeatures.append(string(try reader.readPacked(wireType, field: field)))
            case 5: header.optionalFeatures.append(string(try reader.readPacked(wireType, field: field)))
            case 16: header.writingProgram = string(try reader.readPacked(wireType, field: field))
            case 32:
                let seconds = Int64(bitPattern: try reader.readVarint(wireType, field: field))
                header.replicationTimestamp = Date(timeIntervalSince1970: Double(seconds))
            default: try reader.skip(wireType)
            }
        }
        return header
    }

    /// The first required feature this reader does not implement, if any.
    static func firstUnsupportedFeature(of header: OSMHeader) -> String? {
        header.requiredFeatures.first { !supportedRequiredFeatures.contains($0) }
    }

    private static func string(_ reader: ProtobufReader) -> String {
        String(decoding: reader.remainingBytes, as: UTF8.self)
    }

    private static func boundingBox(_ message: ProtobufReader) throws(ProtobufError) -> OSMBoundingBox {
        var reader = message
        var edges: [Int64] = [0, 0, 0, 0]
        while let (field, wireType) = try reader.readFieldKey() {
            if (1...4).contains(field) {
                edges[Int(field) - 1] = ProtobufReader.zigzagDecode(try reader.readVarint(wireType, field: field))
            } else {
                try reader.skip(wireType)
            }
        }
        return OSMBoundingBox(minLatitude: Double(edges[3]) / 1e9, minLongitude: Double(edges[0]) / 1e9,
                              maxLatitude: Double(edges[2]) / 1e9, maxLongitude: Double(edges[1]) / 1e9)
    }
}
