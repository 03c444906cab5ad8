/// Decoding of an `OSMData` blob: a `PrimitiveBlock` and its `PrimitiveGroup`s.
///
/// Layout (<https://wiki.openstreetmap.org/wiki/PBF_Format#Definition_of_OSMData_fileblock>):
/// ```
/// PrimitiveBlock { 1: StringTable, 2: repeated PrimitiveGroup,
///                  17: granularity, 18: date_granularity, 19: lat_offset, 20: lon_offset }
/// PrimitiveGroup { 1: repeated Node, 2: DenseNodes, 3: repeated Way,
///                  4: repeated Relation, 5: repeated ChangeSet }
/// ```
/// Serializers write fields in number order, so the scale fields (17–20) come after
/// the groups: the block is scanned once for them before any group is decoded.
enum PBFPrimitiveBlock {
    /// Decodes one block and hands its elements to `visitor` in block order.
    /// - Throws: ``ProtobufError`` for malformed data, ``VisitorFailure`` for visitor errors.
    static func decode<V: OSMVisitor>(_ bytes: UnsafeRawBufferPointer, into visitor: inout V) throws {
        var reader = ProtobufReader(bytes)
        var stringTable: ProtobufReader?
        var groups: [ProtobufReader] = []
        var granularity: Int64 = 100, dateGranularity: Int64 = 1000
        var latitudeOffset: Int64 = 0, longitudeOffset: Int64 = 0
        while let (field, wireType) = try reader.readFieldKey() {
            switch field {
            case 1: stringTable = try reader.readPacked(wireType, field: field)
            case 2: groups.append(try reader.readPacked(wireType, field: field))
            case 17: granularity = Int64(Int32(truncatingIfNeeded: try reader.readVarint(wireType, field: field)))
            case 18: dateGranularity = Int64(Int32(truncatingIfNeeded: try reader.readVarint(wireType, field: field)))
            case 19: latitudeOffset = Int64(bitPattern: try reader.readVarint(wireType, field: field))
            case 20: longitudeOffset = Int64(bitPattern: try reader.readVarint(wireType, field: field))
            default: try reader.skip(wireType)
            }
        }
        guard let stringTable else {
            if groups.isEmpty { return }
            throw ProtobufError.unexpected(offset: 0, "primitive block without its required string table")
        }
        var context = PBFBlockContext(strings: try PBFStringTable(stringTable))
        context.granularity = granularity
        context.dateGranularity = dateGranularity
        context.latitudeOffset = latitudeOffset
        context.longitudeOffset = longitudeOffset
        for group in groups {
            try context.decodeGroup(group, into: &visitor)
        }
    }
}

extension PBFBlockContext {
    /// Decodes one `PrimitiveGroup`; change sets and unknown fields are skipped.
    mutating func decodeGroup<V: OSMVisitor>(_ message: ProtobufReader, into visitor: inout V) throws {
        var reader = message
        while let (field, wireType) = try reader.readFieldKey() {
            switch field {
            case 1:
                let node = try decodeNode(try reader.readPacked(wireType, field: field))
                do { try visitor.visit(node: node) } catch { throw VisitorFailure(underlying: error) }
            case 2:
                try decodeDenseNodes(try reader.readPacked(wireType, field: field), into: &visitor)
            case 3:
                let way = try decodeWay(try reader.readPacked(wireType, field: field))
                do { try visitor.visit(way: way) } catch { throw VisitorFailure(underlying: error) }
            case 4:
                let relation = try decodeRelation(try reader.readPacked(wireType, field: field))
                do { try visitor.visit(relation: relation) } catch { throw VisitorFailure(underlying: error) }
            default:
                try reader.skip(wireType)
            }
        }
    }
}
