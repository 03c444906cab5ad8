import Foundation
import Model

extension RecordScanner {
    /// `ToiletAttributes` as its synthesized `Codable` writes it: all nineteen keys present
    /// (the synthesized decoder requires each, defaults or not), each an ``attribute()``.
    mutating func attributes() throws(ToiletRecordError) -> ToiletAttributes {
        var attributes = ToiletAttributes()
        var seen: UInt32 = 0
        try beginObject()
        var isFirst = true
        while let key = try nextKey(isFirst: &isFirst) {
            guard let bit = Self.attributeKeys.firstIndex(where: { self.key(key, is: $0) }) else {
                throw unknownKey(key, in: "the attributes")
            }
            try mark(&seen, bit, key: key)
            try readAttribute(bit, into: &attributes)
        }
        if let missing = Self.attributeKeys.indices.first(where: { seen & (1 << $0) == 0 }) {
            throw failure("the key \"\(Self.attributeKeys[missing])\" in the attributes")
        }
        return attributes
    }

    /// The attribute keys in the order of ``readAttribute(_:into:)``.
    static let attributeKeys: [StaticString] = [
        "name", "operator", "address", "access", "fee", "charge", "wheelchair", "changingTable",
        "adultChangingTable", "gender", "centralKey", "openingHours", "checkDate", "description",
        "level", "disposal", "positions", "drinkingWater", "shower",
    ]

    private mutating func readAttribute(_ index: Int, into a: inout ToiletAttributes) throws(ToiletRecordError) {
        switch index {
        case 0: a.name = try attribute()
        case 1: a.operator = try attribute()
        case 2: a.address = try attribute()
        case 3: a.access = try attribute()
        case 4: a.fee = try attribute()
        case 5: a.charge = try attribute()
        case 6: a.wheelchair = try attribute()
        case 7: a.changingTable = try attribute()
        case 8: a.adultChangingTable = try attribute()
        case 9: a.gender = try attribute()
        case 10: a.centralKey = try attribute()
        case 11: a.openingHours = try attribute()
        case 12: a.checkDate = try attribute()
        case 13: a.description = try attribute()
        case 14: a.level = try attribute()
        case 15: a.disposal = try attribute()
        case 16: a.positions = try attribute()
        case 17: a.drinkingWater = try attribute()
        default: a.shower = try attribute()
        }
    }

    /// One ``Model/Attribute``: `value`, `source` and `field`, each optional, absent or `null`.
    ///
    /// Set field by field, as the synthesized decoder does, not through `Attribute.init`
    /// (which would drop a source given with no value).
    mutating func attribute<Value: RecordValue>() throws(ToiletRecordError) -> Attribute<Value> {
        var attribute = Attribute<Value>.unknown
        var seen: UInt32 = 0
        try beginObject()
        var isFirst = true
        while let key = try nextKey(isFirst: &isFirst) {
            if self.key(key, is: "value") {
                try mark(&seen, 0, key: key)
                attribute.value = consumeNull() ? nil : try Value.read(&self)
            } else if self.key(key, is: "source") {
                try mark(&seen, 1, key: key)
                attribute.source = consumeNull() ? nil : Int(try int64())
            } else if self.key(key, is: "field") {
                try mark(&seen, 2, key: key)
                attribute.field = consumeNull() ? nil : try internedString()
            } else {
                throw unknownKey(key, in: "an attribute")
            }
        }
        return attribute
    }
}
