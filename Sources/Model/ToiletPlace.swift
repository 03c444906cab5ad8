import Foundation
import Localization

/// Where an unnamed toilet is, derived at import from the map around it: the station, venue or
/// park it is in, or the named street it is on. Never the toilet's name (that is only ever what
/// the source says), so a client can word it in any language from ``kind`` and ``name``.
public struct ToiletPlace: Sendable, Hashable, Codable {
    /// What the place is; the order of the cases is not the order of precedence (see the labeler).
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case street, park, station, venue
    }

    public var kind: Kind
    /// The place's own name ("Rue Grimaldi", "Gare de Monaco").
    public var name: String
    /// The toilet's OSM `level` value, when it has one ("2", "-1", "0;1").
    public var level: String?
    /// The nearest named street within reach, for a derived address ("near Rue Grimaldi"); nil
    /// when none is near enough.
    public var nearStreet: String?

    public init(kind: Kind, name: String, level: String? = nil, nearStreet: String? = nil) {
        self.kind = kind
        self.name = name
        self.level = level
        self.nearStreet = nearStreet
    }

    /// The English label: "Public toilet · Rue Grimaldi", "in Parc Princesse Antoinette",
    /// "at Gare de Monaco", "2nd floor, Fontvieille shopping centre" (``label(in:)`` for others).
    public var label: String { label(in: .english) }

    /// The derived address line shown when a toilet has no `addr:*`: "near Rue Grimaldi".
    public var addressLabel: String? { addressLabel(in: .english) }

    /// "ground floor", "2nd floor", "basement level 1" for OSM `level` values (0 is the ground
    /// floor, as the OSM wiki's `level` page says); nil for none or a value that is not one
    /// whole number (a range like "0;1" is left out rather than guessed).
    public static func floorPhrase(_ level: String?) -> String? { floorPhrase(level, in: .english) }

    /// 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st.
    static func ordinal(_ number: Int) -> String {
        let suffix = switch (number % 10, number % 100) {
        case (_, 11...13): "th"
        case (1, _): "st"
        case (2, _): "nd"
        case (3, _): "rd"
        default: "th"
        }
        return "\(number)\(suffix)"
    }
}
