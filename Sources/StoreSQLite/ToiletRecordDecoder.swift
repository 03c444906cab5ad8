import Foundation
import Store
import Model

/// Reads the `record` JSON of many toilets, fast, sharing their repeated strings.
///
/// Why hand-written: serving a 200,000-toilet region spent 62 % of its 29.4 s start-up in
/// `JSONDecoder` (perf, release build): generic metadata lookups, retain/release and keyed
/// containers for each of the ~80 keys of every record. The record is our own format (the
/// synthesized `Codable` shape of ``Model/Toilet``, written by `ToiletRecordCoder`), so a
/// direct byte scanner (``RecordScanner``) builds the values with no intermediate tree, and
/// interns the strings that repeat from record to record (``StringInterner``). After: 22 % of
/// that start-up's 2.9 CPU seconds is `servingState()`, about 3 µs per record (perf, release).
///
/// Exactness: the scanner accepts a subset of what `JSONDecoder` accepts (every record our
/// encoder writes, and the same JSON with other key order, whitespace or `null` for absent
/// optionals) and reads it to the same value; anything outside that subset (escaped keys,
/// unknown or repeated keys, integers written as `1.0`, …) goes to `JSONDecoder`, so
/// ``decode(_:id:)`` accepts exactly what the `Codable` path accepts and gives the same toilet.
/// When both refuse, the scanner's error is thrown, naming the byte and the row.
struct ToiletRecordDecoder {
    private var interner = StringInterner()
    private var scratch: [UInt8] = []
    /// How many records the scanner left to `JSONDecoder` (none of those our encoder writes).
    private(set) var fallbackCount = 0

    /// The toilet in `text`, by the scanner or else by `JSONDecoder`.
    /// - Parameter id: the row id, named in the error.
    /// - Throws: ``ToiletRecordError`` when neither can read it.
    mutating func decode(_ text: String, id: Int64? = nil) throws(ToiletRecordError) -> Toilet {
        do {
            return try decodeScanning(text)
        } catch {
            if let toilet = try? ToiletRecordCoder.decode(text) {
                fallbackCount += 1
                return toilet
            }
            var error = error
            error.toiletID = id
            throw error
        }
    }

    /// The toilet in `text` by the scanner alone (no fallback).
    /// - Complexity: O(length of `text`), plus one hash lookup per string longer than 15 bytes.
    mutating func decodeScanning(_ text: String) throws(ToiletRecordError) -> Toilet {
        var text = text
        let result: Result<Toilet, ToiletRecordError> = text.withUTF8 { bytes in
            // Hand the table and buffer over for the record, so the scanner's writes do not copy them.
            var scanner = RecordScanner(bytes, scratch: [], interner: StringInterner())
            swap(&scanner.interner, &interner)
            swap(&scanner.scratch, &scratch)
            defer {
                swap(&scanner.interner, &interner)
                swap(&scanner.scratch, &scratch)
            }
            return Result { () throws(ToiletRecordError) in try scanner.toilet() }
        }
        return try result.get()
    }

    /// How many distinct long strings the records share so far.
    var sharedStringCount: Int { interner.count }
}
