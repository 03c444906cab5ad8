import Foundation

/// The element names OSM XML uses, recognized without creating strings.
enum XMLName: Equatable {
    case osm, bounds, node, way, relation, tag, nd, member, other

    /// Classifies the name at `range` of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) {
        switch range.count {
        case 2 where Self.equals(range, in: bytes, "nd"): self = .nd
        case 3 where Self.equals(range, in: bytes, "tag"): self = .tag
        case 3 where Self.equals(range, in: bytes, "way"): self = .way
        case 3 where Self.equals(range, in: bytes, "osm"): self = .osm
        case 4 where Self.equals(range, in: bytes, "node"): self = .node
        case 6 where Self.equals(range, in: bytes, "member"): self = .member
        case 6 where Self.equals(range, in: bytes, "bounds"): self = .bounds
        case 8 where Self.equals(range, in: bytes, "relation"): self = .relation
        default: self = .other
        }
    }

    /// The element type for `node`, `way` and `relation`.
    var elementType: OSMElementType? {
        switch self {
        case .node: return .node
        case .way: return .way
        case .relation: return .relation
        default: return nil
        }
    }

    /// Whether `bytes[range]` spells `text` exactly.
    static func equals(_ range: Range<Int>, in bytes: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        let expected = UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        return UnsafeRawBufferPointer(rebasing: bytes[range]).elementsEqual(expected)
    }
}

extension OSMXMLReader {
    /// The value range of attribute `name` on the current tag.
    func attribute(_ name: StaticString) throws(OSMReadError) -> Range<Int>? {
        scanner.attributes.first { XMLName.equals($0.name, in: scanner.bytes, name) }?.value
    }

    /// The value range of a mandatory attribute.
    func required(_ name: StaticString, in element: String) throws(OSMReadError) -> Range<Int> {
        guard let range = try attribute(name) else {
            throw corrupt(at: scanner.name.lowerBound, "<\(element)> without its \(name) attribute")
        }
        return range
    }

    /// The decoded text of a mandatory attribute.
    func requiredText(_ name: StaticString, in element: String) throws(OSMReadError) -> String {
        try text(try required(name, in: element), "\(name)")
    }

    /// The decoded text of an optional attribute.
    func optionalText(_ name: StaticString) throws(OSMReadError) -> String? {
        guard let range = try attribute(name) else { return nil }
        return try text(range, "\(name)")
    }

    func text(_ range: Range<Int>, _ name: String) throws(OSMReadError) -> String {
        do throws(XMLValueError) {
            return try XMLValue.text(UnsafeRawBufferPointer(rebasing: scanner.bytes[range]))
        } catch {
            throw corrupt(at: range.lowerBound + error.offset, "attribute \(name): \(error.reason)")
        }
    }

    func integer(_ range: Range<Int>, _ name: String) throws(OSMReadError) -> Int64 {
        guard let value = XMLValue.integer(UnsafeRawBufferPointer(rebasing: scanner.bytes[range])) else {
            throw invalid(range, name, expected: "an integer")
        }
        return value
    }

    func degrees(_ range: Range<Int>, _ name: String) throws(OSMReadError) -> Double {
        guard let value = XMLValue.degrees(UnsafeRawBufferPointer(rebasing: scanner.bytes[range])) else {
            throw invalid(range, name, expected: "a decimal number of degrees")
        }
        return value
    }

    func timestamp(_ range: Range<Int>, _ name: String) throws(OSMReadError) -> Date {
        guard let value = XMLValue.timestamp(UnsafeRawBufferPointer(rebasing: scanner.bytes[range])) else {
            throw invalid(range, name, expected: "a UTC timestamp like 2017-09-13T10:52:59Z")
        }
        return value
    }

    private func invalid(_ range: Range<Int>, _ name: String, expected: String) -> OSMReadError {
        let received = String(decoding: UnsafeRawBufferPointer(rebasing: scanner.bytes[range]).prefix(40), as: UTF8.self)
        return corrupt(at: range.lowerBound, "attribute \(name)=\"\(received)\", expected \(expected)")
    }

    func corrupt(at index: Int, _ reason: String) -> OSMReadError {
        .corrupt(path: scanner.source.path, offset: scanner.windowOffset + Int64(index), reason: "XML: \(reason)")
    }
}
