import Foundation
import Model

/// Turns a ``Toilet`` into the JSON text of the `record` columns and back: the same text as
/// `StoreSQLite`'s records (sorted keys, dates in seconds), so both stores hold one format.
///
/// Bulk callers make one coder with ``makeEncoder()`` / ``makeDecoder()`` and pass it in: making
/// a coder per record was a visible share of an import's profile.
enum ToiletRecordCoder {
    static func encode(_ toilet: Toilet) throws -> String {
        try encode(toilet, with: makeEncoder())
    }

    static func encode(_ toilet: Toilet, with encoder: JSONEncoder) throws -> String {
        String(decoding: try encoder.encode(toilet), as: UTF8.self)
    }

    static func decode(_ text: String) throws -> Toilet {
        try decode(text, with: makeDecoder())
    }

    static func decode(_ text: String, with decoder: JSONDecoder) throws -> Toilet {
        try decoder.decode(Toilet.self, from: Data(text.utf8))
    }

    /// The encoder of the record format: sorted keys, dates in seconds since 1970.
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }

    /// The decoder of the record format.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}

extension NeedsProfile {
    /// The needs the `needs_mask` column holds: the attribute needs that existed when it was
    /// added (the store filters by them for the Refuge API). `no_key` and `open_24_7` are the
    /// finder's alone, so databases written before them need no migration.
    static let stored: [NeedsProfile] = [.wheelchair, .changingTable, .genderNeutral, .free, .publicAccess]

    /// Every stored need `toilet` meets, as one mask for the `needs_mask` column.
    static func mask(for toilet: Toilet) -> Int {
        stored.filter { $0.isMet(by: toilet) }.reduce(0) { $0 | $1.rawValue }
    }
}

/// The JSON text of a ``ToiletPlace`` for the `place` columns (sorted keys), and back.
enum PlaceCoder {
    static func encode(_ place: ToiletPlace?) throws -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try place.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
    }

    /// The place in `text`, or nil for NULL or text that is not one (a damaged value costs the label, never the toilet).
    static func decode(_ text: String?) -> ToiletPlace? {
        guard let text else { return nil }
        return try? JSONDecoder().decode(ToiletPlace.self, from: Data(text.utf8))
    }

    /// `toilet` with the place of its row's `place` column.
    static func placed(_ toilet: Toilet, _ text: String?) -> Toilet {
        var toilet = toilet
        toilet.place = decode(text)
        return toilet
    }
}
