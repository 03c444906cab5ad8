import Foundation

/// What a person needs from a toilet; the filter behind `needs=` and Refuge's `ada`/`unisex`.
///
/// Physical needs (wheelchair, changing table, gender-neutral) are met only by a known
/// "yes": sending a wheelchair user to a toilet whose access is unknown risks the very
/// thing they cannot afford. "Free" and "public" exclude only what is known to be paid
/// or restricted, because most toilets carry no fee or access tag at all.
public struct NeedsProfile: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let wheelchair = NeedsProfile(rawValue: 1 << 0)
    public static let changingTable = NeedsProfile(rawValue: 1 << 1)
    public static let genderNeutral = NeedsProfile(rawValue: 1 << 2)
    public static let free = NeedsProfile(rawValue: 1 << 3)
    public static let publicAccess = NeedsProfile(rawValue: 1 << 4)
    /// No key to ask for: leaves out toilets known to need one (`access=key`, a central key scheme).
    public static let noKey = NeedsProfile(rawValue: 1 << 5)
    /// Open at any hour: only toilets whose hours say open all the time ("24/7"). The hours are
    /// the finder's to read, so ``isMet(by:)`` leaves this one to it.
    public static let openAllHours = NeedsProfile(rawValue: 1 << 6)

    /// The names used in `needs=` query values, in a stable order.
    public static let names: [(String, NeedsProfile)] = [
        ("wheelchair", .wheelchair), ("changing_table", .changingTable),
        ("gender_neutral", .genderNeutral), ("free", .free), ("public", .publicAccess),
        ("no_key", .noKey), ("open_24_7", .openAllHours),
    ]

    /// Parses `wheelchair,changing_table`; returns the first unknown name on failure.
    public static func parse(_ text: String) -> Result<NeedsProfile, UnknownNeed> {
        var profile = NeedsProfile()
        for part in text.split(separator: ",") {
            let name = part.trimmingCharacters(in: .whitespaces).lowercased()
            guard let need = names.first(where: { $0.0 == name })?.1 else { return .failure(UnknownNeed(name: name)) }
            profile.insert(need)
        }
        return .success(profile)
    }

    /// A need name that is not one of ``names``.
    public struct UnknownNeed: Error, Equatable {
        public var name: String
        public init(name: String) { self.name = name }
    }

    /// Whether `toilet` meets every need in this profile.
    public func isMet(by toilet: Toilet) -> Bool {
        let a = toilet.attributes
        if contains(.wheelchair), a.wheelchair.value?.isAccessible != true { return false }
        if contains(.changingTable), a.changingTable.value != true { return false }
        if contains(.genderNeutral), a.gender.value != .unisex { return false }
        if contains(.free), a.fee.value == true { return false }
        if contains(.publicAccess), let access = a.access.value, access != .public { return false }
        if contains(.noKey), a.access.value == .key || a.centralKey.value != nil { return false }
        return true
    }

    /// How many of the needs asked `toilet` meets only because the attribute is unknown (the
    /// lenient ones: free, public, no key); the best pick counts them as less certain.
    public func unknownCount(for toilet: Toilet) -> Int {
        let a = toilet.attributes
        var count = 0
        if contains(.free), a.fee.value == nil { count += 1 }
        if contains(.publicAccess), a.access.value == nil { count += 1 }
        if contains(.noKey), a.access.value == nil, a.centralKey.value == nil { count += 1 }
        return count
    }
}
