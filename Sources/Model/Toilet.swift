import Foundation
import Localization
import Geo

/// One place where a person can use a toilet: a dedicated `amenity=toilets`, or a
/// café, library or station that has toilets.
///
/// Every attribute in ``attributes`` knows whether it is known and where it came from
/// (an index into ``sources``). "Unknown" is never the same as "no".
public struct Toilet: Identifiable, Codable, Sendable, Hashable {
    /// The stable id of a toilet: it survives re-imports and edits (Refuge's `edit_id`).
    public struct ID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public var rawValue: Int64
        public init(rawValue: Int64) { self.rawValue = rawValue }
        public init(_ rawValue: Int64) { self.rawValue = rawValue }
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
        public var description: String { String(rawValue) }
        public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(Int64.self) }
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// What kind of place this is.
    public enum Kind: Codable, Sendable, Hashable {
        /// A toilet for its own sake (`amenity=toilets`).
        case dedicated
        /// A toilet inside another place; the associated value is what the place is
        /// (`cafe`, `library`, `station`, …).
        case inVenue(String)
    }

    public var id: ID
    /// The id of the revision this value is (Refuge's `id`); 0 before it is stored.
    public var revision: Int64
    public var kind: Kind
    public var coordinate: Coordinate
    /// The import region this toilet belongs to (e.g. "monaco").
    public var region: String
    /// The IANA time zone its hours are read in (e.g. "Europe/Monaco").
    public var timeZoneIdentifier: String
    /// The ISO 3166-1 country its public holidays (`PH`) follow, when known.
    public var countryCode: String?
    /// Why the `opening_hours` value could not be read, when it could not (recorded at import).
    public var hoursProblem: String?
    /// Where the attributes came from; ``Attribute/source`` indexes into it.
    public var sources: [Provenance]
    public var attributes: ToiletAttributes
    /// When ToiletNow first knew of this toilet.
    public var createdAt: Date
    /// When any attribute or the position last changed.
    public var updatedAt: Date
    /// Where the toilet is, derived at import (see ``ToiletPlace``). Stored beside the record,
    /// not in it: it is not a fact of the toilet, has no revisions and is never its name.
    public var place: ToiletPlace?

    /// The record's keys: everything but the derived ``place``.
    enum CodingKeys: String, CodingKey {
        case id, revision, kind, coordinate, region, timeZoneIdentifier, countryCode, hoursProblem, sources, attributes, createdAt, updatedAt
    }

    public init(
        id: ID, revision: Int64 = 0, kind: Kind, coordinate: Coordinate, region: String,
        timeZoneIdentifier: String, countryCode: String? = nil, sources: [Provenance], attributes: ToiletAttributes,
        hoursProblem: String? = nil, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.revision = revision
        self.kind = kind
        self.coordinate = coordinate
        self.region = region
        self.timeZoneIdentifier = timeZoneIdentifier
        self.countryCode = countryCode
        self.hoursProblem = hoursProblem
        self.sources = sources
        self.attributes = attributes
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The key that identifies this toilet in its first source ("osm:node/123").
    public var sourceKey: String { sources.first?.key ?? "toiletnow:\(id)" }

    /// Whether the source gave this toilet a name of its own.
    public var hasOwnName: Bool { !(attributes.name.value ?? "").isEmpty }

    /// The derived English label ("Public toilet · Rue Grimaldi") of a toilet without a name of
    /// its own, or nil (named, or nothing named near it).
    public var placeLabel: String? { hasOwnName ? nil : place?.label }

    /// ``placeLabel`` in `language`.
    public func placeLabel(in language: Language) -> String? { hasOwnName ? nil : place?.label(in: language) }

    /// The name to show: the toilet's own name, or a description of what it is.
    public var displayName: String {
        if let name = attributes.name.value, !name.isEmpty { return name }
        switch kind {
        case .dedicated: return "Public toilet"
        case .inVenue(let venue): return "Toilet in \(venue.replacingOccurrences(of: "_", with: " "))"
        }
    }
}
