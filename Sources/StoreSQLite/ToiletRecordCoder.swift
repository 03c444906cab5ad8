import Foundation
import Model

/// Turns a ``Toilet`` into the JSON text of the `record` columns and back.
enum ToiletRecordCoder {
    static func encode(_ toilet: Toilet) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return String(decoding: try encoder.encode(toilet), as: UTF8.self)
    }

    static func decode(_ text: String) throws -> Toilet {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(Toilet.self, from: Data(text.utf8))
    }
}

extension NeedsProfile {
    /// Every need `toilet` meets, as one mask for the `needs_mask` column.
    static func mask(for toilet: Toilet) -> Int {
        NeedsProfile.names.map(\.1).filter { $0.isMet(by: toilet) }.reduce(0) { $0 | $1.rawValue }
    }
}
