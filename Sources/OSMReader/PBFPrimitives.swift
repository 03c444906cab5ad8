/// Decoding of plain `Node`, `Way` and `Relation` messages.
///
/// See <https://wiki.openstreetmap.org/wiki/PBF_Format#Ways_and_Relations>: way
/// `refs` and relation `memids` are packed `sint64` arrays delta-coded within the
/// element; `roles_sid` and `types` run parallel to `memids`.
extension PBFBlockContext {
    /// Decodes a non-dense `Node` (`id` sint64, `lat`/`lon` sint64, keys, vals, info).
    mutating func decodeNode(_ message: ProtobufReader) throws(ProtobufError) -> OSMNode {
        let empty = ProtobufReader(message.bytes, from: 0, to: 0)
        var reader = message
        var keys = empty, values = empty
        var id: Int64 = 0, latitude: Int64 = 0, longitude: Int64 = 0
        var metadata = OSMMetadata()
        while let (field, wireType) = try reader.readFieldKey() {
            switch field {
            case 1: id = ProtobufReader.zigzagDecode(try reader.readVarint(wireType, field: field))
            case 2: keys = try reader.readPacked(wireType, field: field)
            case 3: values = try reader.readPacked(wireType, field: field)
            case 4: metadata = try self.metadata(try reader.readPacked(wireType, field: field))
            case 8: latitude = ProtobufReader.zigzagDecode(try reader.readVarint(wireType, field: field))
            case 9: longitude = ProtobufReader.zigzagDecode(try reader.readVarint(wireType, field: field))
            default: try reader.skip(wireType)
            }
        }
        return OSMNode(id: id, latitude: self.latitude(latitude), longitude: self.longitude(longitude),
                       tags: try tags(keys: keys, values: values), metadata: metadata)
    }

    /// Decodes a `Way` (`id` int64, keys, vals, info, delta-coded `refs`).
    mutating func decodeWay(_ message: ProtobufReader) throws(ProtobufError) -> OSMWay {
        let empty = ProtobufReader(message.bytes, from: 0, to: 0)
        var reader = message
        var keys = empty, values = empty, refs = empty
        var id: Int64 = 0
        var metadata = OSMMetadata()
        while let (field, wireType) = try reader.readFieldKey() {
            switch field {
            case 1: id = Int64(bitPattern: try reader.readVarint(wireType, field: field))
            case 2: keys = try reader.readPacked(wireType, field: field)
            case 3: values = try reader.readPacked(wireType, field: field)
            case 4: metadata = try self.metadata(try reader.readPacked(wireType, field: field))
            case 8: refs = try reader.readPacked(wireType, field: field)
            default: try reader.skip(wireType)
            }
        }
        var nodeIDs: [Int64] = []
        nodeIDs.reserveCapacity(refs.countVarints())
        var nodeID: Int64 = 0
        while !refs.isAtEnd {
            try refs.addSignedVarint(to: &nodeID, column: "way ref")
            nodeIDs.append(nodeID)
        }
        return OSMWay(id: id, nodeIDs: nodeIDs, tags: try tags(keys: keys, values: values), metadata: metadata)
    }

    /// Decodes a `Relation` (`id` int64, keys, vals, info, `roles_sid`, delta-coded `memids`, `types`).
    mutating func decodeRelation(_ message: ProtobufReader) throws(ProtobufError) -> OSMRelation {
        let empty = ProtobufReader(message.bytes, from: 0, to: 0)
        var reader = message
        var keys = empty, values = empty, roles = empty, memberIDs = empty, types = empty
        var id: Int64 = 0
        var metadata = OSMMetadata()
        while let (field, wireType) = try reader.readFieldKey() {
            switch field {
            case 1: id = Int64(bitPattern: try reader.readVarint(wireType, field: field))
            case 2: keys = try reader.readPacked(wireType, field: field)
            case 3: values = try reader.readPacked(wireType, field: field)
            case 4: metadata = try self.metadata(try reader.readPacked(wireType, field: field))
            case 8: roles = try reader.readPacked(wireType, field: field)
            case 9: memberIDs = try reader.readPacked(wireType, field: field)
            case 10: types = try reader.readPacked(wireType, field: field)
            default: try reader.skip(wireType)
            }
        }
        var members: [OSMRelation.Member] = []
        members.reserveCapacity(memberIDs.countVarints())
        var memberID: Int64 = 0
        while !memberIDs.isAtEnd {
            guard !roles.isAtEnd, !types.isAtEnd else {
                throw .unexpected(offset: memberIDs.offset, "relation \(id): fewer roles or types than member ids")
            }
            try memberIDs.addSignedVarint(to: &memberID, column: "relation member id")
            let role = try strings.string(at: try roles.readVarint(), offset: roles.offset)
            let typeOffset = types.offset
            let type: OSMElementType
            switch try types.readVarint() {
            case 0: type = .node
            case 1: type = .way
            case 2: type = .relation
            case let other: throw .unexpected(offset: typeOffset, "relation \(id): member type \(other), expected 0, 1 or 2")
            }
            members.append(OSMRelation.Member(type: type, ref: memberID, role: role))
        }
        return OSMRelation(id: id, members: members, tags: try tags(keys: keys, values: values), metadata: metadata)
    }
}
