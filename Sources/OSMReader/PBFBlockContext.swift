import Foundation

/// Per-block decoding state of a PBF `PrimitiveBlock`: the string table and the
/// units of coordinates and timestamps.
///
/// From the format (<https://wiki.openstreetmap.org/wiki/PBF_Format#Definition_of_OSMData_fileblock>):
/// `latitude = 1e-9 * (lat_offset + granularity * lat)` in degrees, and
/// timestamps are in units of `date_granularity` milliseconds since 1970.
struct PBFBlockContext {
    /// The block's string table.
    var strings: PBFStringTable
    /// Nanodegrees per coordinate unit (default 100).
    var granularity: Int64 = 100
    /// Nanodegrees added to every latitude (default 0).
    var latitudeOffset: Int64 = 0
    /// Nanodegrees added to every longitude (default 0).
    var longitudeOffset: Int64 = 0
    /// Milliseconds per timestamp unit (default 1000).
    var dateGranularity: Int64 = 1000

    /// Degrees of latitude for a raw value. Dividing the exact nanodegree integer
    /// by 1e9 rounds once, so the result equals parsing the decimal text osmium prints.
    @inline(__always)
    func latitude(_ raw: Int64) -> Double {
        Self.degrees(raw, granularity: granularity, offset: latitudeOffset)
    }

    /// Degrees of longitude for a raw value.
    @inline(__always)
    func longitude(_ raw: Int64) -> Double {
        Self.degrees(raw, granularity: granularity, offset: longitudeOffset)
    }

    /// `(offset + granularity × raw) / 1e9`, exact in Int64 for every real file. A product or
    /// sum past Int64 (only a broken file has one) is computed in `Double` instead, so it reads
    /// as the impossible coordinate it is rather than wrapping round to a plausible one.
    @inline(__always)
    static func degrees(_ raw: Int64, granularity: Int64, offset: Int64) -> Double {
        let (product, productOverflow) = granularity.multipliedReportingOverflow(by: raw)
        let (sum, sumOverflow) = offset.addingReportingOverflow(product)
        if !productOverflow && !sumOverflow { return Double(sum) / 1e9 }
        return (Double(offset) + Double(granularity) * Double(raw)) / 1e9
    }

    /// The date for a raw timestamp value; a product past Int64 is computed in `Double`, so it
    /// reads as a far-off (impossible) date rather than wrapping round to a plausible one.
    @inline(__always)
    func date(_ raw: Int64) -> Date {
        let (milliseconds, overflow) = raw.multipliedReportingOverflow(by: dateGranularity)
        if !overflow { return Date(timeIntervalSince1970: Double(milliseconds) / 1000) }
        return Date(timeIntervalSince1970: Double(raw) * Double(dateGranularity) / 1000)
    }

    /// Decodes parallel packed `keys` and `vals` arrays into a dictionary.
    mutating func tags(keys: ProtobufReader, values: ProtobufReader) throws(ProtobufError) -> [String: String] {
        if keys.isAtEnd { return [:] }
        var keyReader = keys
        var valueReader = values
        var tags = [String: String](minimumCapacity: keys.countVarints())
        while !keyReader.isAtEnd {
            guard !valueReader.isAtEnd else {
                throw .unexpected(offset: valueReader.offset, "fewer tag values than keys")
            }
            let key = try strings.string(at: try keyReader.readVarint(), offset: keyReader.offset)
            let value = try strings.string(at: try valueReader.readVarint(), offset: valueReader.offset)
            tags[key] = value
        }
        return tags
    }

    /// Decodes an `Info` message (version, timestamp, changeset; the rest is skipped).
    func metadata(_ message: ProtobufReader) throws(ProtobufError) -> OSMMetadata {
        var reader = message
        var metadata = OSMMetadata()
        while let (field, wireType) = try reader.readFieldKey() {
            switch (field, wireType) {
            case (1, .varint): metadata.version = Int32(truncatingIfNeeded: try reader.readVarint())
            case (2, .varint): metadata.timestamp = date(Int64(bitPattern: try reader.readVarint()))
            case (3, .varint):
                let changeset = Int64(bitPattern: try reader.readVarint())
                metadata.changeset = changeset == 0 ? nil : changeset
            default: try reader.skip(wireType)
            }
        }
        return metadata
    }
}

extension ProtobufReader {
    /// Reads a packed repeated field's payload, rejecting any other wire type.
    @inline(__always)
    mutating func readPacked(_ wireType: WireType, field: UInt64) throws(ProtobufError) -> ProtobufReader {
        guard wireType == .lengthDelimited else {
            throw .unexpected(offset: offset, "field \(field) has wire type \(wireType.rawValue), expected 2 (packed)")
        }
        return try readLengthDelimited()
    }

    /// Reads a varint field's value, rejecting any other wire type.
    @inline(__always)
    mutating func readVarint(_ wireType: WireType, field: UInt64) throws(ProtobufError) -> UInt64 {
        guard wireType == .varint else {
            throw .unexpected(offset: offset, "field \(field) has wire type \(wireType.rawValue), expected 0 (varint)")
        }
        return try readVarint()
    }
}
