import Foundation
import Model
import Testing

/// `Address` keeps its parts in a box and `Attribute` stores its fields in a packed order, to
/// make every toilet a server holds smaller; neither may change a JSON shape or an equality.
@Suite("Model: compact layout")
struct CompactLayoutTests {
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("an attribute writes its value, source and field, and leaves out what is nil")
    func attributeShape() throws {
        #expect(try Self.json(Attribute(true, source: 0, field: "toilets:fee")) == #"{"field":"toilets:fee","source":0,"value":true}"#)
        #expect(try Self.json(Attribute<Bool>.unknown) == "{}")
        var odd = Attribute<String>.unknown
        odd.source = 2
        #expect(try Self.json(odd) == #"{"source":2}"#)
        #expect(try JSONDecoder().decode(Attribute<String>.self, from: Data(#"{"source":2}"#.utf8)) == odd)
    }

    @Test("an address writes only its known parts, and reads back equal")
    func addressShape() throws {
        let address = Address(street: "Rue Émile de Loth", houseNumber: "4", city: "Monaco")
        #expect(try Self.json(address) == #"{"city":"Monaco","houseNumber":"4","street":"Rue Émile de Loth"}"#)
        #expect(try Self.json(Address()) == "{}")
        #expect(try JSONDecoder().decode(Address.self, from: Data(#"{"city":"Monaco","street":null,"x":1}"#.utf8)) == Address(city: "Monaco"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Address.self, from: Data(#"{"city":4}"#.utf8)) }
        #expect(address.singleLine == "Rue Émile de Loth 4, Monaco")
    }

    @Test("setting a part changes only that part and only that copy")
    func addressSetters() {
        let original = Address(street: "A", houseNumber: "1", postcode: "2", city: "B", state: "C", country: "D")
        var copy = original
        copy.city = "E"
        #expect(original.city == "B")
        #expect(copy == Address(street: "A", houseNumber: "1", postcode: "2", city: "E", state: "C", country: "D"))
        copy.city = "B"
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)
        var attributes = ToiletAttributes()
        attributes.address = Attribute(original, source: 0, field: "addr:*")
        attributes.address.value?.street = nil
        #expect(attributes.address.value == Address(houseNumber: "1", postcode: "2", city: "B", state: "C", country: "D"))
        #expect(Set([original, copy, Address()]).count == 2)
    }
}
