import Community
import Foundation
import Model
import Testing

/// The one table of fields devices may set: every value it accepts reads back as itself.
@Suite("Record fields")
struct RecordFieldsTests {
    /// A value each field accepts and one it refuses.
    static let samples: [String: (good: [String], bad: [String])] = [
        "name": (["Kiosk WC"], [""]), "operator": (["City of Monaco"], [""]), "description": (["Behind the kiosk"], [""]),
        "level": (["-1"], [""]), "charge": (["0.50 EUR"], [""]),
        "access": (["public", "customers", "key", "permit", "private"], ["yes", "Public"]),
        "fee": (["yes", "no"], ["maybe", "true"]), "changing_table": (["yes", "no"], ["1"]),
        "changing_table_adult": (["yes", "no"], ["limited"]), "drinking_water": (["yes", "no"], [""]), "shower": (["yes", "no"], ["hot"]),
        "wheelchair": (["yes", "limited", "no", "designated"], ["sometimes"]),
        "gender": (["unisex", "gender_segregated", "male", "female"], ["all"]),
        "central_key": (["radar", "eurokey", "other"], ["yes"]),
        "opening_hours": (["24/7", "Mo-Fr 08:00-18:00", "sunrise-sunset"], ["Mo-Fr 25:00-26:00", "whenever"]),
        "street": (["Boulevard Albert 1er"], [""]), "housenumber": (["12"], [""]), "postcode": (["98000"], [""]), "city": (["Monaco"], [""]),
        "state": (["Île-de-France"], [""]), "country": (["MC"], [""]),
    ]

    @Test("the samples cover every field")
    func coverage() {
        #expect(Set(Self.samples.keys) == Set(RecordFields.names))
    }

    @Test("every accepted value reads back as itself, with its source; every refused value changes nothing")
    func roundTrip() {
        for (field, sample) in Self.samples {
            for value in sample.good {
                var attributes = ToiletAttributes()
                #expect(RecordFields.problem(field: field, value: value) == nil, "\(field)=\(value)")
                #expect(RecordFields.set(field, to: value, in: &attributes, source: 2))
                #expect(RecordFields.value(of: field, in: attributes) == value, "\(field)=\(value)")
                #expect(RecordFields.values(of: attributes) == [field: value])
                #expect(RecordFields.set(field, to: nil, in: &attributes, source: 2))
                #expect(RecordFields.value(of: field, in: attributes) == nil)
            }
            for value in sample.bad {
                var attributes = ToiletAttributes()
                #expect(RecordFields.problem(field: field, value: value)?.field == field, "\(field)=\(value)")
                #expect(!RecordFields.set(field, to: value, in: &attributes, source: 0))
                #expect(attributes == ToiletAttributes())
            }
        }
    }

    @Test("a field's value remembers the source index it came from")
    func provenance() {
        var attributes = ToiletAttributes()
        RecordFields.set("wheelchair", to: "limited", in: &attributes, source: 3)
        #expect(attributes.wheelchair == Attribute(WheelchairAccess.limited, source: 3, field: "wheelchair"))
    }

    @Test("address parts share the one address attribute, which is unknown when no part is known")
    func addressParts() {
        var attributes = ToiletAttributes()
        RecordFields.set("street", to: "Rue Grimaldi", in: &attributes, source: 1)
        RecordFields.set("city", to: "Monaco", in: &attributes, source: 1)
        #expect(attributes.address.value == Address(street: "Rue Grimaldi", city: "Monaco"))
        RecordFields.set("street", to: nil, in: &attributes, source: 1)
        #expect(RecordFields.values(of: attributes) == ["city": "Monaco"])
        RecordFields.set("city", to: nil, in: &attributes, source: 1)
        #expect(attributes.address == .unknown)
    }

    @Test("an unknown field is refused by name")
    func unknownField() {
        var attributes = ToiletAttributes()
        #expect(RecordFields.problem(field: "colour", value: "red")?.field == "colour")
        #expect(!RecordFields.set("colour", to: "red", in: &attributes, source: 0))
        #expect(RecordFields.value(of: "colour", in: attributes) == nil)
    }
}
