import Foundation

extension ToiletAttributes {
    /// The ``Attribute/field`` that marks an ``openingHours`` value as a source's own free text
    /// ("Dawn to dusk") rather than an OSM `opening_hours` value. Such a text is kept and shown
    /// as the source wrote it, but never evaluated: the hours count as unknown.
    public static let hoursTextField = "hours_text"

    /// The `opening_hours` value to evaluate, or nil when there is none or it is a source's free text.
    public var evaluableOpeningHours: String? {
        openingHours.field == Self.hoursTextField ? nil : openingHours.value
    }

    /// The source's free-text hours that could not be read, when that is what ``openingHours`` holds.
    public var sourceHoursText: String? {
        openingHours.field == Self.hoursTextField ? openingHours.value : nil
    }
}
