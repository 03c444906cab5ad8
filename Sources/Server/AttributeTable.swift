import Foundation
import Model

/// Every toilet attribute as a row for the API: its name, yes/no/unknown state and value.
///
/// The state says whether the facility is there and usable as described: a value that
/// is known is "yes" unless it says the facility is absent or closed to the public
/// (`wheelchair=no`, `fee=no`… as `no`, `access=private` as `no`). Unknown stays unknown.
enum AttributeTable {
    struct Entry {
        var name: String
        var state: TriState
        var value: AnyEncodableValue?
        var field: String?
        var source: Int?
    }

    static func entries(of a: ToiletAttributes) -> [Entry] {
        [
            text("name", a.name), text("operator", a.operator),
            entry("address", a.address, { .address($0) }, { _ in .yes }),
            entry("access", a.access, { .string($0.rawValue) }, { $0 == .private ? .no : .yes }),
            flag("fee", a.fee), text("charge", a.charge),
            entry("wheelchair", a.wheelchair, { .string($0.rawValue) }, { $0 == .no ? .no : .yes }),
            flag("changing_table", a.changingTable), flag("changing_table_adult", a.adultChangingTable),
            entry("gender", a.gender, { .string($0.rawValue) }, { _ in .yes }),
            entry("central_key", a.centralKey, { .string($0.rawValue) }, { _ in .yes }),
            text("opening_hours", a.openingHours), text("check_date", a.checkDate),
            text("description", a.description), text("level", a.level), text("disposal", a.disposal),
            entry("positions", a.positions, { .strings($0) }, { _ in .yes }),
            flag("drinking_water", a.drinkingWater), flag("shower", a.shower),
        ]
    }

    private static func entry<V>(_ name: String, _ attribute: Attribute<V>, _ value: (V) -> AnyEncodableValue,
                                 _ state: (V) -> TriState) -> Entry {
        guard let known = attribute.value else { return Entry(name: name, state: .unknown) }
        return Entry(name: name, state: state(known), value: value(known), field: attribute.field, source: attribute.source)
    }

    private static func text(_ name: String, _ attribute: Attribute<String>) -> Entry {
        entry(name, attribute, { .string($0) }, { _ in .yes })
    }

    private static func flag(_ name: String, _ attribute: Attribute<Bool>) -> Entry {
        entry(name, attribute, { .bool($0) }, { $0 ? .yes : .no })
    }
}
