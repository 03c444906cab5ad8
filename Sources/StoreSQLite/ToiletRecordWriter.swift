import Foundation
import Store
import Model

/// Writes a ``Toilet``'s `record` JSON by hand, byte for byte what ``ToiletRecordCoder``'s
/// `JSONEncoder` writes (sorted keys, dates as seconds since 1970), about ten times faster.
///
/// `JSONEncoder` cost about 33 µs a toilet, a quarter of a 200,000-toilet import's CPU, most of
/// it in generic `Codable` machinery. The record's shape is fixed, so it is written directly.
/// What this writer is not sure to spell as `JSONEncoder` does (a control character in a string,
/// a number it would write with an exponent, NaN or infinity) makes ``encode(_:)`` return nil,
/// and the caller uses `JSONEncoder` for that record. A differential test compares the two
/// over seeded random toilets.
struct ToiletRecordWriter {
    private var bytes: [UInt8] = []
    private var isExact = true

    /// The record of `toilet`, or nil when `JSONEncoder` must write it.
    mutating func encode(_ toilet: Toilet) -> String? {
        bytes.removeAll(keepingCapacity: true)
        isExact = true
        open()
        key("attributes", first: true); attributes(toilet.attributes)
        key("coordinate"); open()
        key("latitude", first: true); number(toilet.coordinate.latitude)
        key("longitude"); number(toilet.coordinate.longitude); close()
        if let code = toilet.countryCode { key("countryCode"); string(code) }
        key("createdAt"); number(toilet.createdAt.timeIntervalSince1970)
        if let problem = toilet.hoursProblem { key("hoursProblem"); string(problem) }
        key("id"); integer(toilet.id.rawValue)
        key("kind"); kind(toilet.kind)
        key("region"); string(toilet.region)
        key("revision"); integer(toilet.revision)
        key("sources"); array(toilet.sources) { $0.provenance($1) }
        key("timeZoneIdentifier"); string(toilet.timeZoneIdentifier)
        key("updatedAt"); number(toilet.updatedAt.timeIntervalSince1970)
        close()
        return isExact ? String(decoding: bytes, as: UTF8.self) : nil
    }

    private mutating func attributes(_ a: ToiletAttributes) {
        open()
        key("access", first: true); attribute(a.access) { $0.string($1.rawValue) }
        key("address"); attribute(a.address) { $0.address($1) }
        key("adultChangingTable"); attribute(a.adultChangingTable) { $0.bool($1) }
        key("centralKey"); attribute(a.centralKey) { $0.string($1.rawValue) }
        key("changingTable"); attribute(a.changingTable) { $0.bool($1) }
        key("charge"); attribute(a.charge) { $0.string($1) }
        key("checkDate"); attribute(a.checkDate) { $0.string($1) }
        key("description"); attribute(a.description) { $0.string($1) }
        key("disposal"); attribute(a.disposal) { $0.string($1) }
        key("drinkingWater"); attribute(a.drinkingWater) { $0.bool($1) }
        key("fee"); attribute(a.fee) { $0.bool($1) }
        key("gender"); attribute(a.gender) { $0.string($1.rawValue) }
        key("level"); attribute(a.level) { $0.string($1) }
        key("name"); attribute(a.name) { $0.string($1) }
        key("openingHours"); attribute(a.openingHours) { $0.string($1) }
        key("operator"); attribute(a.operator) { $0.string($1) }
        key("positions"); attribute(a.positions) { writer, list in writer.array(list) { $0.string($1) } }
        key("shower"); attribute(a.shower) { $0.bool($1) }
        key("wheelchair"); attribute(a.wheelchair) { $0.string($1.rawValue) }
        close()
    }

    private mutating func attribute<Value: Codable & Sendable & Hashable>(_ attribute: Attribute<Value>, _ value: (inout Self, Value) -> Void) {
        open()
        var first = true
        if let field = attribute.field { key("field", first: first); string(field); first = false }
        if let source = attribute.source { key("source", first: first); integer(Int64(source)); first = false }
        if let known = attribute.value { key("value", first: first); value(&self, known) }
        close()
    }

    private mutating func address(_ address: Address) {
        open()
        var first = true
        for (name, part) in [("city", address.city), ("country", address.country), ("houseNumber", address.houseNumber),
                             ("postcode", address.postcode), ("state", address.state), ("street", address.street)] {
            guard let part else { continue }
            dynamicKey(name, first: first); string(part); first = false
        }
        close()
    }

    private mutating func kind(_ kind: Toilet.Kind) {
        open()
        switch kind {
        case .dedicated: key("dedicated", first: true); open(); close()
        case .inVenue(let venue): key("inVenue", first: true); open(); key("_0", first: true); string(venue); close()
        }
        close()
    }

    private mutating func provenance(_ source: Provenance) {
        open()
        key("dataset", first: true); string(source.dataset)
        key("elementID"); integer(source.elementID)
        key("elementType"); string(source.elementType)
        if let timestamp = source.timestamp { key("timestamp"); number(timestamp.timeIntervalSince1970) }
        if let version = source.version { key("version"); integer(Int64(version)) }
        close()
    }
}

extension ToiletRecordWriter {
    private mutating func open() { bytes.append(UInt8(ascii: "{")) }
    private mutating func close() { bytes.append(UInt8(ascii: "}")) }

    private mutating func array<Element>(_ elements: [Element], _ body: (inout Self, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            body(&self, element)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func key(_ name: StaticString, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    private mutating func dynamicKey(_ name: String, first: Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    private mutating func bool(_ value: Bool) {
        let text: StaticString = value ? "true" : "false"
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func integer(_ value: Int64) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `JSONEncoder`'s spelling of a double: its shortest description, less a trailing ".0".
    private mutating func number(_ value: Double) {
        var text = value.description
        // A byte test: Foundation's `contains` on a String was 0.27 s of a 200,000-toilet import.
        guard value.isFinite, !text.utf8.contains(UInt8(ascii: "e")) else { isExact = false; return }
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// A string with `"`, `\` and `/` escaped, as `JSONEncoder` does; a control character
    /// hands the whole record to `JSONEncoder`.
    private mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0..<0x20, 0x7F:
                isExact = false
                bytes.append(byte)
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
