/// Builds OSM elements from the tags an ``XMLScanner`` finds.
///
/// Understands the OSM XML format of <https://wiki.openstreetmap.org/wiki/OSM_XML>:
/// `<osm generator=…>` with `<bounds>`, `<node id lat lon version timestamp changeset>`,
/// `<way>` with `<nd ref>`, `<relation>` with `<member type ref role>`, and `<tag k v>`
/// inside any of them. Other elements (`<note>`, `<meta>`, `<changeset>`) are ignored;
/// elements marked `visible="false"` (deleted versions) are skipped. Each element
/// reaches the visitor when it closes.
struct OSMXMLReader {
    let scanner: XMLScanner
    private var header = OSMHeader()
    private var isHeaderDelivered = false
    private var isRootOpen = false
    private var isRootClosed = false
    var element = XMLElementDraft()

    /// Reads all of `source` into `visitor`.
    static func read<V: OSMVisitor>(_ source: ByteSource, into visitor: inout V) throws(OSMReadError) {
        var reader = OSMXMLReader(scanner: XMLScanner(source: source))
        try reader.run(into: &visitor)
    }

    private mutating func run<V: OSMVisitor>(into visitor: inout V) throws(OSMReadError) {
        let source = scanner.source
        while let markup = try scanner.next() {
            try handle(markup, into: &visitor)
            if scanner.didRefill {
                scanner.didRefill = false
                visitor.progress(bytesRead: source.fileBytesRead, totalBytes: source.fileSize)
            }
        }
        guard isRootOpen else {
            throw .notOSM(path: source.path, reason: "no <osm> root element")
        }
        guard isRootClosed else {
            throw .truncated(path: source.path, offset: scanner.windowOffset + Int64(scanner.bytes.count),
                             reason: "the file ends before </osm>")
        }
        try deliverHeader(into: &visitor)
    }

    private mutating func handle<V: OSMVisitor>(_ markup: XMLScanner.Markup, into visitor: inout V) throws(OSMReadError) {
        let name = XMLName(scanner.bytes, scanner.name)
        switch markup {
        case .end:
            if name == .osm { isRootClosed = true }
            if element.kind != nil, element.kind == name.elementType { try finishElement(into: &visitor) }
        case .start, .empty:
            try open(name, into: &visitor)
            if markup == .empty, name.elementType != nil { try finishElement(into: &visitor) }
        }
    }

    private mutating func open<V: OSMVisitor>(_ name: XMLName, into visitor: inout V) throws(OSMReadError) {
        switch name {
        case .osm:
            isRootOpen = true
            header.writingProgram = try optionalText("generator")
            if let range = try attribute("timestamp") {
                header.replicationTimestamp = try timestamp(range, "timestamp")
            } else if let range = try attribute("osmosis_replication_timestamp") {
                header.replicationTimestamp = try timestamp(range, "osmosis_replication_timestamp")
            }
        case .bounds:
            header.boundingBox = try boundingBox()
        case .node, .way, .relation:
            guard element.kind == nil else { throw corrupt(at: scanner.name.lowerBound, "an element nested inside <\(element.kind?.rawValue ?? "")>") }
            try deliverHeader(into: &visitor)
            try startElement(name)
        case .tag:
            guard element.kind != nil else { return }
            let key = try requiredText("k", in: "tag")
            element.tags[key] = try requiredText("v", in: "tag")
        case .nd:
            guard element.kind == .way else { return }
            element.nodeIDs.append(try integer(try required("ref", in: "nd"), "ref"))
        case .member:
            guard element.kind == .relation else { return }
            try appendMember()
        case .other:
            return
        }
    }

    private mutating func deliverHeader<V: OSMVisitor>(into visitor: inout V) throws(OSMReadError) {
        guard !isHeaderDelivered else { return }
        isHeaderDelivered = true
        do { try visitor.visit(header: header) } catch { throw .visitor(error) }
    }
}
