import Foundation

/// Who may use a toilet.
public enum Access: String, Codable, Sendable, Hashable, CaseIterable {
    /// Anyone (`access=yes`, `public`, `permissive`).
    case `public`
    /// Customers of the place it is in.
    case customers
    /// Ask for a key (staff, a central key scheme).
    case key
    /// With a permit or a membership.
    case permit
    /// Not open to the public.
    case `private`
}

/// Whether a wheelchair user can use it (OSM `wheelchair`).
public enum WheelchairAccess: String, Codable, Sendable, Hashable, CaseIterable {
    case yes, limited, no, designated

    /// Whether this counts as step-free and usable for the wheelchair need.
    public var isAccessible: Bool { self == .yes || self == .designated }
}

/// Who the toilet is for (OSM `unisex`, `male`, `female`, `gender_segregated`).
public enum GenderPolicy: String, Codable, Sendable, Hashable, CaseIterable {
    /// One room for everyone: gender-neutral.
    case unisex
    /// Separate rooms for men and women.
    case genderSegregated = "gender_segregated"
    case male, female
}

/// A central key scheme that opens the toilet.
public enum CentralKey: String, Codable, Sendable, Hashable, CaseIterable {
    /// The UK's RADAR National Key Scheme.
    case radar
    /// The Euroschlüssel used in German-speaking countries.
    case eurokey
    /// Another scheme, named in the tag.
    case other
}
