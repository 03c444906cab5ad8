/// Decoding of `DenseNodes`, where most nodes of a PBF file live.
///
/// Per the format (<https://wiki.openstreetmap.org/wiki/PBF_Format#Nodes>), ids,
/// latitudes and longitudes are parallel packed `sint64` arrays, each delta-coded
/// against the previous node; `keys_vals` holds, per node, alternating key and value
/// string indices closed by a 0. `DenseInfo` holds parallel arrays of versions and
/// delta-coded timestamps and changesets.
extension PBFBlockContext {
    /// Decodes one `DenseNodes` message and hands every node to `visitor`, in order.
    mutating func decodeDenseNodes<V: OSMVisitor>(_ message: ProtobufReader, into visitor: inout V) throws {
        let empty = ProtobufReader(message.bytes, from: 0, to: 0)
        var ids = empty, latitudes = empty, longitudes = empty, keysValues = empty
        var versions = empty, timestamps = empty, changesets = empty
        var reader = message
        while let (field, wireType) = try reader.readFieldKey() {
            switch field {
            case 1: ids = try reader.readPacked(wireType, field: field)
            case 5: (versions, timestamps, changesets) = try Self.denseInfo(try reader.readPacked(wireType, field: field), empty: empty)
            case 8: latitudes = try reader.readPacked(wireType, field: field)
            case 9: longitudes = try reader.readPacked(wireType, field: field)
            case 10: keysValues = try reader.readPacked(wireType, field: field)
            default: try reader.skip(wireType)
            }
        }
        let hasVersions = !versions.isAtEnd, hasTimestamps = !timestamps.isAtEnd, hasChangesets = !changesets.isAtEnd
        var id: Int64 = 0, latitude: Int64 = 0, longitude: Int64 = 0, timestamp: Int64 = 0, changeset: Int64 = 0
        while !ids.isAtEnd {
            try ids.addSignedVarint(to: &id, column: "dense node id")
            guard !latitudes.isAtEnd, !longitudes.isAtEnd else {
                throw ProtobufError.unexpected(offset: ids.offset, "dense nodes: fewer latitudes or longitudes than ids")
            }
            try latitudes.addSignedVarint(to: &latitude, column: "dense node latitude")
            try longitudes.addSignedVarint(to: &longitude, column: "dense node longitude")
            var metadata = OSMMetadata()
            if hasVersions {
                try Self.requireMore(versions, "versions")
                metadata.version = Int32(truncatingIfNeeded: try versions.readVarint())
            }
            if hasTimestamps {
                try Self.requireMore(timestamps, "timestamps")
                try timestamps.addSignedVarint(to: &timestamp, column: "dense node timestamp")
                metadata.timestamp = date(timestamp)
            }
            if hasChangesets {
                try Self.requireMore(changesets, "changesets")
                try changesets.addSignedVarint(to: &changeset, column: "dense node changeset")
                metadata.changeset = changeset == 0 ? nil : changeset
            }
            let tags = keysValues.isAtEnd ? [:] : try denseTags(&keysValues)
            let node = OSMNode(id: id, latitude: self.latitude(latitude), longitude: self.longitude(longitude),
                               tags: tags, metadata: metadata)
            do { try visitor.visit(node: node) } catch { throw VisitorFailure(underlying: error) }
        }
    }

    /// Reads one node's `key, value, …, 0` run from `keys_vals`.
    @inline(__always)
    private mutating func denseTags(_ reader: inout ProtobufReader) throws(ProtobufError) -> [String: String] {
        var key = try reader.readVarint()
        if key == 0 { return [:] }
        var tags: [String: String] = [:]
        while key != 0 {
            guard !reader.isAtEnd else {
                throw .unexpected(offset: reader.offset, "dense nodes: keys_vals ends between a key and its value")
            }
            let keyString = try strings.string(at: key, offset: reader.offset)
            tags[keyString] = try strings.string(at: try reader.readVarint(), offset: reader.offset)
            if reader.isAtEnd { break }
            key = try reader.readVarint()
        }
        return tags
    }

    /// Splits `DenseInfo` into its version, timestamp and changeset arrays.
    private static func denseInfo(_ message: ProtobufReader, empty: ProtobufReader) throws(ProtobufError)
        -> (ProtobufReader, ProtobufReader, ProtobufReader) {
        var reader = message
        var versions = empty, timestamps = empty, changesets = empty
        while let (field, wireType) = try reader.readFieldKey() {
            switch field {
            case 1: versions = try reader.readPacked(wireType, field: field)
            case 2: timestamps = try reader.readPacked(wireType, field: field)
            case 3: changesets = try reader.readPacked(wireType, field: field)
            default: try reader.skip(wireType)
            }
        }
        return (versions, timestamps, changesets)
    }

    @inline(__always)
    private static func requireMore(_ reader: ProtobufReader, _ name: String) throws(ProtobufError) {
        guard reader.isAtEnd else { return }
        throw .unexpected(offset: reader.offset, "dense info: fewer \(name) than ids")
    }
}

/// Carries an error thrown by the visitor through the block decoders, so it is
/// not mistaken for corrupt data.
struct VisitorFailure: Error {
    /// What the visitor threw.
    let underlying: any Error
}
