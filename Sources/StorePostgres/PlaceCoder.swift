import Foundation
import Model

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
