import Foundation
import Model

/// The `place` column of a toilet row, in both stores: a ``ToiletPlace`` as JSON with sorted
/// keys, `{"kind":"street","level":"1","name":"Rue Grimaldi","nearStreet":"Rue Grimaldi"}`.
///
/// Written and read by hand. A profile of the 200,000-toilet region put `JSONEncoder` at 0.28 s
/// of the import's writer thread and `JSONDecoder` at 12 % of the server's start, for a value of
/// four strings. ``encode(_:)`` writes byte for byte what `JSONEncoder` with
/// `.sortedKeys` writes (it escapes `"`, `\` and `/`); a string with a control character goes to
/// `JSONEncoder`. ``decode(_:)`` reads that shape and hands anything else (other escapes, spaces,
/// unknown keys) to `JSONDecoder`, so every text either coder wrote reads back the same. A
/// differential test holds both directions against the Foundation coders.
public enum ToiletPlaceCoder {
    /// The column's text for `place`; nil for no place.
    public static func encode(_ place: ToiletPlace?) -> String? {
        guard let place else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24 + place.name.utf8.count * 2 + (place.nearStreet?.utf8.count ?? 0) + (place.level?.utf8.count ?? 0))
        var exact = true
        func string(_ value: String) {
            bytes.append(UInt8(ascii: "\""))
            for byte in value.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
                case 0..<0x20, 0x7F: exact = false
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(contentsOf: #"{"kind":"#.utf8)
        string(place.kind.rawValue)
        if let level = place.level { bytes.append(contentsOf: #","level":"#.utf8); string(level) }
        bytes.append(contentsOf: #","name":"#.utf8)
        string(place.name)
        if let street = place.nearStreet { bytes.append(contentsOf: #","nearStreet":"#.utf8); string(street) }
        bytes.append(UInt8(ascii: "}"))
        if exact { return String(decoding: bytes, as: UTF8.self) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(place)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The place in `text`, or nil for NULL or text that is not one (a damaged value costs the
    /// label, never the toilet).
    public static func decode(_ text: String?) -> ToiletPlace? {
        guard var text else { return nil }
        if let place = text.withUTF8({ scan($0) }) { return place }
        return try? JSONDecoder().decode(ToiletPlace.self, from: Data(text.utf8))
    }

    /// `toilet` with the place of its row's `place` column.
    public static func placed(_ toilet: Toilet, _ text: String?) -> Toilet {
        var toilet = toilet
        toilet.place = decode(text)
        return toilet
    }

    /// The place in `bytes` when they are a flat object of the four string keys with no escape
    /// but `\"`, `\\` and `\/`, and no space; nil otherwise (the caller asks `JSONDecoder`).
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ToiletPlace? {
        var index = 0
        func next(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        func string() -> String? {
            guard next(UInt8(ascii: "\"")) else { return nil }
            var value: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return String(decoding: value, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count, [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/")].contains(bytes[index]) else { return nil }
                    value.append(bytes[index])
                    index += 1
                case 0..<0x20: return nil
                default: value.append(byte)
                }
            }
            return nil
        }
        var kind: ToiletPlace.Kind?, name: String?, level: String?, street: String?
        guard next(UInt8(ascii: "{")) else { return nil }
        repeat {
            guard let key = string(), next(UInt8(ascii: ":")), let value = string() else { return nil }
            switch key {
            case "kind" where kind == nil: guard let parsed = ToiletPlace.Kind(rawValue: value) else { return nil }; kind = parsed
            case "name" where name == nil: name = value
            case "level" where level == nil: level = value
            case "nearStreet" where street == nil: street = value
            default: return nil
            }
        } while next(UInt8(ascii: ","))
        guard next(UInt8(ascii: "}")), index == bytes.count, let kind, let name else { return nil }
        return ToiletPlace(kind: kind, name: name, level: level, nearStreet: street)
    }
}
