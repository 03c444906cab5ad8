/// The element being assembled from a start tag and its children.
struct XMLElementDraft {
    var kind: OSMElementType?
    var isDeleted = false
    var id: Int64 = 0
    var latitude = 0.0
    var longitude = 0.0
    var metadata = OSMMetadata()
    var tags: [String: String] = [:]
    var nodeIDs: [Int64] = []
    var members: [OSMRelation.Member] = []
}

extension OSMXMLReader {
    /// Reads the attributes of `<node>`, `<way>` or `<relation>`.
    mutating func startElement(_ name: XMLName) throws(OSMReadError) {
        guard let kind = name.elementType else { return }
        element = XMLElementDraft(kind: kind)
        element.id = try integer(try required("id", in: kind.rawValue), "id")
        element.isDeleted = try attribute("visible").map { XMLName.equals($0, in: scanner.bytes, "false") } ?? false
        if kind == .node, !element.isDeleted {
            element.latitude = try degrees(try required("lat", in: "node"), "lat")
            element.longitude = try degrees(try required("lon", in: "node"), "lon")
        }
        if let version = try attribute("version") {
            element.metadata.version = Int32(truncatingIfNeeded: try integer(version, "version"))
        }
        element.metadata.timestamp = try attribute("timestamp").map { range throws(OSMReadError) in
            try timestamp(range, "timestamp")
        }
        let changeset = try attribute("changeset").map { range throws(OSMReadError) in try integer(range, "changeset") }
        element.metadata.changeset = changeset == 0 ? nil : changeset
    }

    /// Hands the finished element to the visitor and clears the draft.
    mutating func finishElement<V: OSMVisitor>(into visitor: inout V) throws(OSMReadError) {
        let draft = element
        element = XMLElementDraft()
        guard let kind = draft.kind, !draft.isDeleted else { return }
        do {
            switch kind {
            case .node:
                try visitor.visit(node: OSMNode(id: draft.id, latitude: draft.latitude, longitude: draft.longitude,
                                                tags: draft.tags, metadata: draft.metadata))
            case .way:
                try visitor.visit(way: OSMWay(id: draft.id, nodeIDs: draft.nodeIDs, tags: draft.tags, metadata: draft.metadata))
            case .relation:
                try visitor.visit(relation: OSMRelation(id: draft.id, members: draft.members, tags: draft.tags,
                                                        metadata: draft.metadata))
            }
        } catch {
            throw .visitor(error)
        }
    }

    /// Reads `<member type ref role>`.
    mutating func appendMember() throws(OSMReadError) {
        let typeRange = try required("type", in: "member")
        let typeText = try text(typeRange, "type")
        guard let type = OSMElementType(rawValue: typeText) else {
            throw corrupt(at: typeRange.lowerBound, "<member> type \"\(typeText)\", expected node, way or relation")
        }
        let ref = try integer(try required("ref", in: "member"), "ref")
        let role = try optionalText("role") ?? ""
        element.members.append(OSMRelation.Member(type: type, ref: ref, role: role))
    }

    /// Reads `<bounds minlat minlon maxlat maxlon>`.
    func boundingBox() throws(OSMReadError) -> OSMBoundingBox {
        OSMBoundingBox(minLatitude: try degrees(try required("minlat", in: "bounds"), "minlat"),
                       minLongitude: try degrees(try required("minlon", in: "bounds"), "minlon"),
                       maxLatitude: try degrees(try required("maxlat", in: "bounds"), "maxlat"),
                       maxLongitude: try degrees(try required("maxlon", in: "bounds"), "maxlon"))
    }
}
