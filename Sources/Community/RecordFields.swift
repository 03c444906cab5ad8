import Foundation
import Localization
import Model
import OpeningHours

/// The fields of a toilet's record that devices may set, by their API names (the names of
/// `GET /api/toilets/{id}`'s `attributes`), with each value as text: `wheelchair` → `limited`,
/// `fee` → `no`, `opening_hours` → `Mo-Fr 08:00-18:00`. A missing value is unknown, never "no".
///
/// One table serves three purposes, so they cannot drift apart: checking a contributed value,
/// reading a record's current value as text (an edit's `from`, the history's diffs), and
/// writing a contributed value into a record with its provenance.
public enum RecordFields {
    struct Row: Sendable {
        let name: String
        let expected: LocalizedText
        let read: @Sendable (ToiletAttributes) -> String?
        let write: @Sendable (String?, inout ToiletAttributes, Int) -> Bool
    }

    /// The settable field names, in the record's order.
    public static var names: [String] { rows.map(\.name) }

    /// Why `value` cannot be `field`'s value (unknown field, or a value it cannot take), or nil.
    public static func problem(field: String, value: String) -> FieldError? {
        guard let row = row(field) else {
            return FieldError(field: field, .knownField, ["names": names.joined(separator: ", ")])
        }
        var probe = ToiletAttributes()
        return row.write(value, &probe, 0) ? nil : FieldError(field: field, expected: row.expected)
    }

    /// `field`'s value in `attributes` as text, nil when unknown (or no such field).
    public static func value(of field: String, in attributes: ToiletAttributes) -> String? {
        row(field)?.read(attributes)
    }

    /// Every known field of `attributes` as text.
    public static func values(of attributes: ToiletAttributes) -> [String: String] {
        rows.reduce(into: [:]) { result, row in result[row.name] = row.read(attributes) }
    }

    /// Sets `field` to `value` (nil: unknown) with `source` as its provenance index.
    /// - Returns: false, changing nothing, for an unknown field or a value it cannot take.
    @discardableResult
    public static func set(_ field: String, to value: String?, in attributes: inout ToiletAttributes, source: Int) -> Bool {
        guard let row = row(field) else { return false }
        return row.write(value, &attributes, source)
    }

    static func row(_ field: String) -> Row? { rows.first { $0.name == field } }

    static let rows: [Row] = [
        text("name", \.name), text("operator", \.operator),
        choice("access", \.access, Access.allCases.map(\.rawValue)) { Access(rawValue: $0) } show: { $0.rawValue },
        flag("fee", \.fee), text("charge", \.charge),
        choice("wheelchair", \.wheelchair, WheelchairAccess.allCases.map(\.rawValue)) { WheelchairAccess(rawValue: $0) } show: { $0.rawValue },
        flag("changing_table", \.changingTable), flag("changing_table_adult", \.adultChangingTable),
        choice("gender", \.gender, GenderPolicy.allCases.map(\.rawValue)) { GenderPolicy(rawValue: $0) } show: { $0.rawValue },
        choice("central_key", \.centralKey, CentralKey.allCases.map(\.rawValue)) { CentralKey(rawValue: $0) } show: { $0.rawValue },
        Row(name: "opening_hours", expected: CheckText.openingHours.localized(),
            read: { $0.openingHours.value },
            write: { value, attributes, source in
                guard let value else { attributes.openingHours = .unknown; return true }
                guard (try? OpeningSchedule(parsing: value)) != nil else { return false }
                attributes.openingHours = Attribute(value, source: source, field: "opening_hours")
                return true
            }),
        text("description", \.description), text("level", \.level),
        flag("drinking_water", \.drinkingWater), flag("shower", \.shower),
        addressPart("street", \.street), addressPart("housenumber", \.houseNumber), addressPart("postcode", \.postcode),
        addressPart("city", \.city), addressPart("state", \.state), addressPart("country", \.country),
    ]

    /// One part of the address (the record keeps the address as one attribute): setting the last
    /// known part to unknown makes the whole address unknown.
    private static func addressPart(_ name: String, _ part: WritableKeyPath<Address, String?> & Sendable) -> Row {
        Row(name: name, expected: CheckText.nonEmptyText.localized(), read: { $0.address.value?[keyPath: part] }, write: { value, attributes, source in
            if let value, value.isEmpty { return false }
            var address = attributes.address.value ?? Address()
            address[keyPath: part] = value
            let empty = [address.street, address.houseNumber, address.postcode, address.city, address.state, address.country]
                .allSatisfy { $0 == nil }
            attributes.address = empty ? .unknown : Attribute(address, source: source, field: "address")
            return true
        })
    }

    private static func text(_ name: String, _ path: WritableKeyPath<ToiletAttributes, Attribute<String>> & Sendable) -> Row {
        choice(name, path, []) { $0.isEmpty ? nil : $0 } show: { $0 }
    }

    private static func flag(_ name: String, _ path: WritableKeyPath<ToiletAttributes, Attribute<Bool>> & Sendable) -> Row {
        choice(name, path, ["yes", "no"]) { $0 == "yes" ? true : $0 == "no" ? false : nil } show: { $0 ? "yes" : "no" }
    }

    /// A field whose text is one of `values` (any non-empty text when `values` is empty).
    private static func choice<V>(
        _ name: String, _ path: WritableKeyPath<ToiletAttributes, Attribute<V>> & Sendable, _ values: [String],
        _ parse: @escaping @Sendable (String) -> V?, show: @escaping @Sendable (V) -> String
    ) -> Row {
        let expected = values.isEmpty ? CheckText.nonEmptyText.localized() : CheckText.oneOf.localized(["values": values.joined(separator: ", ")])
        return Row(name: name, expected: expected, read: { $0[keyPath: path].value.map(show) }, write: { value, attributes, source in
            guard let value else { attributes[keyPath: path] = .unknown; return true }
            guard let parsed = parse(value) else { return false }
            attributes[keyPath: path] = Attribute(parsed, source: source, field: name)
            return true
        })
    }
}
