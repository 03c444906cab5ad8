import Foundation

/// Everything ToiletNow knows about a toilet besides where it is.
///
/// The OSM tags each attribute is read from are listed in `Import/TagMapping.swift`.
///
/// Only the attributes that are not ``Attribute/unknown`` are stored, in declaration order
/// (``Entry``): a server holds every toilet's attributes, and a generated toilet knows five or
/// six of its nineteen, so this is about 300 bytes a toilet instead of 750. The properties read
/// and write like stored ones; equality, hashing and the JSON (every key, in declaration order,
/// unknown ones as `{}`) are those of the nineteen attributes.
public struct ToiletAttributes: Codable, Sendable, Hashable {
    /// The known attributes, ordered by ``Entry/index``, at most one per attribute.
    // Not private: ToiletAttributes+Storage.swift reads it.
    var entries: [Entry] = []

    public var name: Attribute<String> {
        get { find(0) { if case .name(let a) = $0 { a } else { nil } } }
        set { put(0, .name(newValue), isUnknown: newValue == .unknown) }
    }
    public var `operator`: Attribute<String> {
        get { find(1) { if case .operator(let a) = $0 { a } else { nil } } }
        set { put(1, .operator(newValue), isUnknown: newValue == .unknown) }
    }
    public var address: Attribute<Address> {
        get { find(2) { if case .address(let a) = $0 { a } else { nil } } }
        set { put(2, .address(newValue), isUnknown: newValue == .unknown) }
    }
    public var access: Attribute<Access> {
        get { find(3) { if case .access(let a) = $0 { a } else { nil } } }
        set { put(3, .access(newValue), isUnknown: newValue == .unknown) }
    }
    public var fee: Attribute<Bool> {
        get { find(4) { if case .fee(let a) = $0 { a } else { nil } } }
        set { put(4, .fee(newValue), isUnknown: newValue == .unknown) }
    }
    /// What it costs, as tagged (`0.50 EUR`).
    public var charge: Attribute<String> {
        get { find(5) { if case .charge(let a) = $0 { a } else { nil } } }
        set { put(5, .charge(newValue), isUnknown: newValue == .unknown) }
    }
    public var wheelchair: Attribute<WheelchairAccess> {
        get { find(6) { if case .wheelchair(let a) = $0 { a } else { nil } } }
        set { put(6, .wheelchair(newValue), isUnknown: newValue == .unknown) }
    }
    public var changingTable: Attribute<Bool> {
        get { find(7) { if case .changingTable(let a) = $0 { a } else { nil } } }
        set { put(7, .changingTable(newValue), isUnknown: newValue == .unknown) }
    }
    public var adultChangingTable: Attribute<Bool> {
        get { find(8) { if case .adultChangingTable(let a) = $0 { a } else { nil } } }
        set { put(8, .adultChangingTable(newValue), isUnknown: newValue == .unknown) }
    }
    public var gender: Attribute<GenderPolicy> {
        get { find(9) { if case .gender(let a) = $0 { a } else { nil } } }
        set { put(9, .gender(newValue), isUnknown: newValue == .unknown) }
    }
    public var centralKey: Attribute<CentralKey> {
        get { find(10) { if case .centralKey(let a) = $0 { a } else { nil } } }
        set { put(10, .centralKey(newValue), isUnknown: newValue == .unknown) }
    }
    /// The raw OSM `opening_hours` value; evaluated by the OpeningHours module.
    public var openingHours: Attribute<String> {
        get { find(11) { if case .openingHours(let a) = $0 { a } else { nil } } }
        set { put(11, .openingHours(newValue), isUnknown: newValue == .unknown) }
    }
    /// When someone last confirmed the toilet on the ground (`check_date`), as tagged.
    public var checkDate: Attribute<String> {
        get { find(12) { if case .checkDate(let a) = $0 { a } else { nil } } }
        set { put(12, .checkDate(newValue), isUnknown: newValue == .unknown) }
    }
    public var description: Attribute<String> {
        get { find(13) { if case .description(let a) = $0 { a } else { nil } } }
        set { put(13, .description(newValue), isUnknown: newValue == .unknown) }
    }
    public var level: Attribute<String> {
        get { find(14) { if case .level(let a) = $0 { a } else { nil } } }
        set { put(14, .level(newValue), isUnknown: newValue == .unknown) }
    }
    /// How waste is disposed of (`flush`, `chemical`, `pitlatrine`, …).
    public var disposal: Attribute<String> {
        get { find(15) { if case .disposal(let a) = $0 { a } else { nil } } }
        set { put(15, .disposal(newValue), isUnknown: newValue == .unknown) }
    }
    /// How one uses it (`seated`, `urinal`, `squat`), possibly several.
    public var positions: Attribute<[String]> {
        get { find(16) { if case .positions(let a) = $0 { a } else { nil } } }
        set { put(16, .positions(newValue), isUnknown: newValue == .unknown) }
    }
    public var drinkingWater: Attribute<Bool> {
        get { find(17) { if case .drinkingWater(let a) = $0 { a } else { nil } } }
        set { put(17, .drinkingWater(newValue), isUnknown: newValue == .unknown) }
    }
    public var shower: Attribute<Bool> {
        get { find(18) { if case .shower(let a) = $0 { a } else { nil } } }
        set { put(18, .shower(newValue), isUnknown: newValue == .unknown) }
    }

    public init() {}

    /// The stored attribute `index`, or unknown.
    private func find<Value>(_ index: Int, _ extract: (Entry) -> Attribute<Value>?) -> Attribute<Value> {
        for entry in entries where entry.index >= index {
            return entry.index == index ? extract(entry) ?? .unknown : .unknown
        }
        return .unknown
    }

    /// Stores `entry` in its place, or removes attribute `index` when the value is unknown.
    private mutating func put(_ index: Int, _ entry: Entry, isUnknown: Bool) {
        let slot = entries.firstIndex { $0.index >= index } ?? entries.endIndex
        let isThere = slot < entries.endIndex && entries[slot].index == index
        switch (isThere, isUnknown) {
        case (true, true): entries.remove(at: slot)
        case (true, false): entries[slot] = entry
        case (false, false): entries.insert(entry, at: slot)
        case (false, true): break
        }
    }
}
