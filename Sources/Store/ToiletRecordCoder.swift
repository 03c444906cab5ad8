import Foundation
import Model

/// Turns a ``Toilet`` into the JSON text of the `record` columns and back: one format for every
/// store (SQLite and PostgreSQL hold the same text).
///
/// Bulk callers make one coder with ``makeEncoder()`` / ``makeDecoder()`` and pass it in: making
/// a coder per record was a visible share of an import's profile.
public enum ToiletRecordCoder {
    public static func encode(_ toilet: Toilet) throws -> String {
        try encode(toilet, with: makeEncoder())
    }

    public static func encode(_ toilet: Toilet, with encoder: JSONEncoder) throws -> String {
        String(decoding: try encoder.encode(toilet), as: UTF8.self)
    }

    public static func decode(_ text: String) throws -> Toilet {
        try decode(text, with: makeDecoder())
    }

    public static func decode(_ text: String, with decoder: JSONDecoder) throws -> Toilet {
        try decoder.decode(Toilet.self, from: Data(text.utf8))
    }

    /// The encoder of the record format: sorted keys, dates in seconds since 1970.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }

    /// The decoder of the record format.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}

extension NeedsProfile {
    /// The needs the `needs_mask` column holds: the attribute needs that existed when it was
    /// added (the store filters by them for the Refuge API). `no_key` and `open_24_7` are the
    /// finder's alone, so databases written before them need no migration.
    public static let stored: [NeedsProfile] = [.wheelchair, .changingTable, .genderNeutral, .free, .publicAccess]

    /// Every stored need `toilet` meets, as one mask for the `needs_mask` column.
    public static func mask(for toilet: Toilet) -> Int {
        stored.filter { $0.isMet(by: toilet) }.reduce(0) { $0 | $1.rawValue }
    }
}
