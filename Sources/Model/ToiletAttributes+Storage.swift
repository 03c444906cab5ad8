import Foundation

extension ToiletAttributes {
    /// One known attribute: which one, and its value. ``index`` is its place in declaration order.
    enum Entry: Sendable, Hashable {
        case name(Attribute<String>), `operator`(Attribute<String>), address(Attribute<Address>)
        case access(Attribute<Access>), fee(Attribute<Bool>), charge(Attribute<String>)
        case wheelchair(Attribute<WheelchairAccess>), changingTable(Attribute<Bool>), adultChangingTable(Attribute<Bool>)
        case gender(Attribute<GenderPolicy>), centralKey(Attribute<CentralKey>), openingHours(Attribute<String>)
        case checkDate(Attribute<String>), description(Attribute<String>), level(Attribute<String>)
        case disposal(Attribute<String>), positions(Attribute<[String]>), drinkingWater(Attribute<Bool>)
        case shower(Attribute<Bool>)

        var index: Int {
            switch self {
            case .name: 0
            case .operator: 1
            case .address: 2
            case .access: 3
            case .fee: 4
            case .charge: 5
            case .wheelchair: 6
            case .changingTable: 7
            case .adultChangingTable: 8
            case .gender: 9
            case .centralKey: 10
            case .openingHours: 11
            case .checkDate: 12
            case .description: 13
            case .level: 14
            case .disposal: 15
            case .positions: 16
            case .drinkingWater: 17
            case .shower: 18
            }
        }

        /// Whether the stored attribute's value is known (an entry may hold a source but no value).
        var isKnown: Bool {
            switch self {
            case .name(let a), .operator(let a), .charge(let a), .openingHours(let a), .checkDate(let a), .description(let a),
                 .level(let a), .disposal(let a): a.isKnown
            case .fee(let a), .changingTable(let a), .adultChangingTable(let a), .drinkingWater(let a), .shower(let a): a.isKnown
            case .address(let a): a.isKnown
            case .access(let a): a.isKnown
            case .wheelchair(let a): a.isKnown
            case .gender(let a): a.isKnown
            case .centralKey(let a): a.isKnown
            case .positions(let a): a.isKnown
            }
        }
    }

    /// The places in ``knownChecks`` (declaration order) of the attributes whose value is known,
    /// read from the stored entries without building each attribute: the import summary counts
    /// them for every toilet, and nineteen lookups a toilet were a fifth of a second at 200,000.
    public var knownIndices: [Int] {
        entries.compactMap { $0.isKnown ? $0.index : nil }
    }

    /// The JSON keys, in declaration order (the order the synthesized coding used).
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, `operator`, address, access, fee, charge, wheelchair, changingTable, adultChangingTable, gender
        case centralKey, openingHours, checkDate, description, level, disposal, positions, drinkingWater, shower
    }

    /// Reads every attribute; each key is required, as it was when the properties were stored.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        name = try c.decode(Attribute<String>.self, forKey: .name)
        `operator` = try c.decode(Attribute<String>.self, forKey: .operator)
        address = try c.decode(Attribute<Address>.self, forKey: .address)
        access = try c.decode(Attribute<Access>.self, forKey: .access)
        fee = try c.decode(Attribute<Bool>.self, forKey: .fee)
        charge = try c.decode(Attribute<String>.self, forKey: .charge)
        wheelchair = try c.decode(Attribute<WheelchairAccess>.self, forKey: .wheelchair)
        changingTable = try c.decode(Attribute<Bool>.self, forKey: .changingTable)
        adultChangingTable = try c.decode(Attribute<Bool>.self, forKey: .adultChangingTable)
        gender = try c.decode(Attribute<GenderPolicy>.self, forKey: .gender)
        centralKey = try c.decode(Attribute<CentralKey>.self, forKey: .centralKey)
        openingHours = try c.decode(Attribute<String>.self, forKey: .openingHours)
        checkDate = try c.decode(Attribute<String>.self, forKey: .checkDate)
        description = try c.decode(Attribute<String>.self, forKey: .description)
        level = try c.decode(Attribute<String>.self, forKey: .level)
        disposal = try c.decode(Attribute<String>.self, forKey: .disposal)
        positions = try c.decode(Attribute<[String]>.self, forKey: .positions)
        drinkingWater = try c.decode(Attribute<Bool>.self, forKey: .drinkingWater)
        shower = try c.decode(Attribute<Bool>.self, forKey: .shower)
    }

    /// Writes all nineteen attributes, unknown ones too, in declaration order.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(`operator`, forKey: .operator)
        try c.encode(address, forKey: .address)
        try c.encode(access, forKey: .access)
        try c.encode(fee, forKey: .fee)
        try c.encode(charge, forKey: .charge)
        try c.encode(wheelchair, forKey: .wheelchair)
        try c.encode(changingTable, forKey: .changingTable)
        try c.encode(adultChangingTable, forKey: .adultChangingTable)
        try c.encode(gender, forKey: .gender)
        try c.encode(centralKey, forKey: .centralKey)
        try c.encode(openingHours, forKey: .openingHours)
        try c.encode(checkDate, forKey: .checkDate)
        try c.encode(description, forKey: .description)
        try c.encode(level, forKey: .level)
        try c.encode(disposal, forKey: .disposal)
        try c.encode(positions, forKey: .positions)
        try c.encode(drinkingWater, forKey: .drinkingWater)
        try c.encode(shower, forKey: .shower)
    }
}
