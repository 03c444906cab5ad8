import Foundation
import Model

/// The two ways a source gives hours, as the `openingHours` attribute: free text (read by
/// ``FreeTextHours``) or an OSM `opening_hours` value (kept as it is, like OSM's own).
enum HoursAttribute {
    /// A free-text hours value: a value ``FreeTextHours`` reads with confidence (field `field`),
    /// else the text itself under ``Model/ToiletAttributes/hoursTextField`` (shown, never
    /// evaluated), else unknown for an empty or "/" text.
    static func freeText(_ text: String?, field: String) -> Attribute<String> {
        guard let text else { return .unknown }
        return reading(FreeTextHours.read(text), of: text, field: field)
    }

    /// The attribute of a reading already made (`ToiletMapUKHours.reading` also checks a row's
    /// `Closed` column against `Open`), keeping `text` when it is unreadable.
    static func reading(_ reading: FreeTextHours.Reading, of text: String?, field: String) -> Attribute<String> {
        guard let text else { return .unknown }
        switch reading {
        case .hours(let value): return Attribute(value, source: 0, field: field)
        case .unreadable: return Attribute(text.trimmingCharacters(in: .whitespacesAndNewlines), source: 0, field: ToiletAttributes.hoursTextField)
        case .empty: return .unknown
        }
    }

    /// An OSM `opening_hours` value, kept even when it does not parse, with why it does not
    /// (``OSMToiletCollector/hoursProblem(_:)``, the draft's `hoursProblem`).
    static func osm(_ text: String?, field: String) -> (attribute: Attribute<String>, problem: String?) {
        guard let value = RestroomFields.clean(text) else { return (.unknown, nil) }
        return (Attribute(value, source: 0, field: field), OSMToiletCollector.hoursProblem(value))
    }
}
