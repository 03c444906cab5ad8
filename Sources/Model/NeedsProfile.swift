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

    /// The names used in `needs=` query values, in a stable order.
    public static let names: [(String, NeedsProfile)] = [
        ("wheelchair", .wheelchair), ("changing_table", .changingTable),
        ("gender_neutral", .genderNeutral), ("free", .free), ("public", .publicAccess),
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
        return true
    }
}
