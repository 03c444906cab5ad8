import Foundation

/// Hands out one shared copy of each repeated string while a load decodes many records.
///
/// A region's records repeat the same texts over and over: tag names (`toilets:wheelchair`),
/// `opening_hours` values, venue kinds, operators. Swift keeps a string of up to 15 UTF-8 bytes
/// inside the value itself, but a longer one gets its own heap buffer per record unless equal
/// strings share one; this table makes them share. It lives only as long as one load.
struct StringInterner {
    /// Strings this long or shorter are stored inline by Swift and gain nothing from sharing.
    static let inlineUTF8Limit = 15
    /// At most this many distinct strings are kept, so unique texts (names, descriptions)
    /// cannot make the table itself grow without bound; later strings are simply not shared.
    static let capacity = 1 << 16

    private var table: [String: String] = [:]

    /// The shared copy of `string` (or `string` itself, the first time or when not worth sharing).
    mutating func intern(_ string: String) -> String {
        guard string.utf8.count > Self.inlineUTF8Limit else { return string }
        if let shared = table[string] { return shared }
        if table.count < Self.capacity { table[string] = string }
        return string
    }

    /// How many distinct long strings are shared.
    var count: Int { table.count }
}
