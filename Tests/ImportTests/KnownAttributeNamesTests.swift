@testable import Model
import Testing

/// `ToiletAttributes.knownChecks` is a hand-kept table (reflection was a fifth of an import's CPU):
/// it must name every attribute, in declaration order, and see each one known or not.
@Suite("Known attribute names")
struct KnownAttributeNamesTests {
    // Reflection sees only the stored entries now, so the coding keys (one per attribute, in
    // declaration order, pinned by the golden JSON in ModelTests) are the reference.
    @Test("the table names every attribute in declaration order, as the coding keys do")
    func tableMatchesCodingKeys() {
        let keys = ToiletAttributes.CodingKeys.allCases.map(\.stringValue)
        #expect(keys.count == 19)
        #expect(ToiletAttributes.knownChecks.map(\.name) == keys)
    }

    @Test("the checks see exactly the known attributes")
    func eachCheckSeesItsAttribute() {
        var all = ToiletAttributes()
        all.name = Attribute("x"); all.operator = Attribute("x"); all.address = Attribute(Address(city: "x"))
        all.access = Attribute(.public); all.fee = Attribute(true); all.charge = Attribute("x")
        all.wheelchair = Attribute(.yes); all.changingTable = Attribute(false); all.adultChangingTable = Attribute(true)
        all.gender = Attribute(.unisex); all.centralKey = Attribute(.radar); all.openingHours = Attribute("24/7")
        all.checkDate = Attribute("x"); all.description = Attribute("x"); all.level = Attribute("1"); all.disposal = Attribute("x")
        all.positions = Attribute(["seated"]); all.drinkingWater = Attribute(true); all.shower = Attribute(false)
        #expect(all.knownAttributeNames == ToiletAttributes.knownChecks.map(\.name))
        #expect(ToiletAttributes().knownAttributeNames.isEmpty)
        var two = ToiletAttributes()
        two.operator = Attribute("x")
        two.shower = Attribute(true)
        #expect(two.knownAttributeNames == ["operator", "shower"])
    }
}
