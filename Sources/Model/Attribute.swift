import Foundation

/// One attribute of a toilet: a value or unknown, with where the value came from.
///
/// `value == nil` means unknown. The UI says "unknown" for it, never "no".
public struct Attribute<Value: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
    // Stored largest-alignment first and the one-byte values (Bool?, the enums) last, so they
    // fill the padding after `source`: 32 bytes instead of 40 for nine of the nineteen
    // attributes of every toilet a server holds. The JSON keys stay the same (CodingKeys).

    /// The tag or field the value was read from (`toilets:wheelchair`), for the record.
    public var field: String?
    /// Index into ``Toilet/sources`` of the source that gave the value; nil when unknown.
    public var source: Int?
    /// The value, or nil when unknown.
    public var value: Value?

    enum CodingKeys: String, CodingKey {
        case value, source, field
    }

    // Inlinable, like ``unknown``, so a decoder in another module builds attributes without a
    // generic metadata lookup per call (that lookup was a fifth of the serving load's decoding).
    @inlinable
    public init(_ value: Value?, source: Int? = nil, field: String? = nil) {
        self.value = value
        self.source = value == nil ? nil : source
        self.field = value == nil ? nil : field
    }

    /// An attribute nobody knows.
    @inlinable
    public static var unknown: Attribute { Attribute(nil) }

    /// Whether the value is known.
    public var isKnown: Bool { value != nil }
}

/// A yes/no fact that may also be unknown.
public enum TriState: String, Codable, Sendable, Hashable, CaseIterable {
    case yes, no, unknown
}

extension Attribute where Value == Bool {
    /// The attribute as yes / no / unknown.
    public var triState: TriState {
        switch value {
        case .some(true): .yes
        case .some(false): .no
        case .none: .unknown
        }
    }
}

/// Any ``Attribute``, whatever its value type.
public protocol AnyAttribute {
    /// Whether the value is known.
    var isKnown: Bool { get }
}

extension Attribute: AnyAttribute {}

extension ToiletAttributes {
    /// The names of the attributes whose value is known, in declaration order.
    public var knownAttributeNames: [String] {
        Self.knownChecks.compactMap { $0.isKnown(self) ? $0.name : nil }
    }

    /// Every attribute's name and whether it is known, in declaration order. A table rather than
    /// `Mirror`: reflecting cost about 25 µs a toilet, a fifth of a 200,000-toilet import's CPU.
    /// A test checks it against the reflected field names.
    public static let knownChecks: [(name: String, isKnown: @Sendable (ToiletAttributes) -> Bool)] = [
        ("name", { $0.name.isKnown }), ("operator", { $0.operator.isKnown }), ("address", { $0.address.isKnown }),
        ("access", { $0.access.isKnown }), ("fee", { $0.fee.isKnown }), ("charge", { $0.charge.isKnown }),
        ("wheelchair", { $0.wheelchair.isKnown }), ("changingTable", { $0.changingTable.isKnown }),
        ("adultChangingTable", { $0.adultChangingTable.isKnown }), ("gender", { $0.gender.isKnown }),
        ("centralKey", { $0.centralKey.isKnown }), ("openingHours", { $0.openingHours.isKnown }),
        ("checkDate", { $0.checkDate.isKnown }), ("description", { $0.description.isKnown }), ("level", { $0.level.isKnown }),
        ("disposal", { $0.disposal.isKnown }), ("positions", { $0.positions.isKnown }),
        ("drinkingWater", { $0.drinkingWater.isKnown }), ("shower", { $0.shower.isKnown }),
    ]
}
