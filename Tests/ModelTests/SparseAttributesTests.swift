import Foundation
import Model
import Testing

/// `ToiletAttributes` stores only its known attributes; it must read, compare, hash and encode
/// exactly as the nineteen stored properties it replaced.
@Suite("Model: sparse attributes")
struct SparseAttributesTests {
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The JSON the synthesized coding of the stored properties wrote (sorted keys, as records use).
    static let golden = #"{"access":{"field":"access","source":0,"value":"customers"},"address":{},"adultChangingTable":{},"#
        + #""centralKey":{},"changingTable":{},"charge":{},"checkDate":{},"description":{},"disposal":{},"#
        + #""drinkingWater":{},"fee":{"field":"fee","source":0,"value":false},"gender":{},"level":{"source":2},"#
        + #""name":{"field":"name","source":0,"value":"Café Nord"},"openingHours":{"field":"opening_hours","source":1,"value":"Mo-Fr 08:00-18:00"},"#
        + #""operator":{},"positions":{"field":"toilets:position","source":0,"value":["seated","urinal"]},"shower":{},"wheelchair":{}}"#

    static func sample() -> ToiletAttributes {
        var attributes = ToiletAttributes()
        attributes.positions = Attribute(["seated", "urinal"], source: 0, field: "toilets:position")
        attributes.name = Attribute("Café Nord", source: 0, field: "name")
        attributes.openingHours = Attribute("Mo-Fr 08:00-18:00", source: 1, field: "opening_hours")
        attributes.fee = Attribute(false, source: 0, field: "fee")
        attributes.access = Attribute(.customers, source: 0, field: "access")
        var odd = Attribute<String>.unknown
        odd.source = 2
        attributes.level = odd
        return attributes
    }

    @Test("the JSON is the stored properties' JSON, byte for byte, and reads back equal")
    func goldenJSON() throws {
        let attributes = Self.sample()
        #expect(try Self.json(attributes) == Self.golden)
        let decoded = try JSONDecoder().decode(ToiletAttributes.self, from: Data(Self.golden.utf8))
        #expect(decoded == attributes)
        #expect(decoded.hashValue == attributes.hashValue)
        #expect(try Self.json(ToiletAttributes()).components(separatedBy: ":{}").count == 20)
    }

    @Test("a record without one of the keys is refused, as before")
    func missingKey() {
        let withoutShower = Self.golden.replacingOccurrences(of: #","shower":{}"#, with: "")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ToiletAttributes.self, from: Data(withoutShower.utf8)) }
    }

    @Test("setting in any order, overwriting and clearing give equal values")
    func orderAndClearing() {
        var forward = ToiletAttributes(), backward = ToiletAttributes()
        forward.name = Attribute("a"); forward.wheelchair = Attribute(.yes); forward.shower = Attribute(true)
        backward.shower = Attribute(true); backward.wheelchair = Attribute(.no); backward.name = Attribute("a")
        #expect(forward != backward)
        backward.wheelchair.value = .yes
        #expect(forward == backward && forward.hashValue == backward.hashValue)
        forward.gender = Attribute(.unisex)
        forward.gender = .unknown
        #expect(forward == backward)
        forward.name = .unknown
        #expect(forward.name.value == nil && forward.knownAttributeNames == ["wheelchair", "shower"])
        #expect(forward.wheelchair.value == .yes && forward.shower.value == true && forward.fee.value == nil)
    }

    @Test("the known indices name the same attributes as the checks, leaving out a source without a value")
    func knownIndices() {
        let attributes = Self.sample()
        let names = attributes.knownIndices.map { ToiletAttributes.knownChecks[$0].name }
        #expect(names == attributes.knownAttributeNames)
        #expect(names == ["name", "access", "fee", "openingHours", "positions"])
        #expect(ToiletAttributes().knownIndices.isEmpty)
    }
}
