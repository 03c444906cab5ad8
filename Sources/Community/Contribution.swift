import Foundation

/// An anonymous device, known only by the hash of its token: the token itself is never
/// stored, and nothing ties it to a person or to where they were.
public struct DeviceID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The token's hash, as the store keeps it (hex).
    public let hash: String

    public init(hash: String) { self.hash = hash }

    public static func < (a: DeviceID, b: DeviceID) -> Bool { a.hash < b.hash }
    public var description: String { hash }
}

/// How a toilet was reported closed.
public enum ClosureKind: String, Codable, Sendable, Hashable, CaseIterable {
    /// Closed right now (locked, out of order, the venue shut): it takes two devices.
    case temporarily
    /// Closed for good, but the building is still there.
    case permanently
    /// The toilet no longer exists.
    case gone
}

/// One field's change in a suggested edit: what the author saw and what they want instead.
/// `nil` is "unknown", never "no".
public struct FieldChange: Hashable, Sendable, Codable {
    public let field: String
    public let from: String?
    public let to: String?

    public init(field: String, from: String?, to: String?) {
        self.field = field
        self.from = from
        self.to = to
    }
}

/// What a device can contribute about a toilet.
public enum ContributionKind: Hashable, Sendable {
    /// A new toilet with its known fields (position, name, hours, tri-state attributes …).
    case add(fields: [String: String])
    /// A suggested edit, field by field.
    case edit([FieldChange])
    /// A report that the toilet is closed, for now or for good, or gone.
    case reportClosed(ClosureKind)
    /// "Still correct?": the whole record (`field == nil`) or one field.
    case confirm(field: String?)
    /// The one-tap "Was it open?" after arriving.
    case wasOpen(Bool)
    /// Cleanliness, 1 to 5.
    case rate(Int)
    /// The Refuge-style "safe / not safe" vote.
    case vote(safe: Bool)
    /// A comment for other users.
    case comment(String)

    /// Whether this kind changes the public record (and so needs review before it does).
    public var changesRecord: Bool {
        switch self {
        case .add, .edit: true
        case .reportClosed(let kind): kind != .temporarily
        case .confirm, .wasOpen, .rate, .vote, .comment: false
        }
    }
}

/// One contribution: who (a device), when, about which toilet, and what.
public struct Contribution: Hashable, Sendable, Identifiable {
    /// The contribution's id in the store: it orders contributions made in the same instant.
    public let id: Int64
    public let author: DeviceID
    public let at: Date
    public let kind: ContributionKind

    public init(id: Int64, author: DeviceID, at: Date, kind: ContributionKind) {
        self.id = id
        self.author = author
        self.at = at
        self.kind = kind
    }

    /// The canonical order of contributions: by time, then id. Every rule that folds many
    /// contributions sorts them this way first, so the order they arrive in never matters.
    public static func canonicalOrder(_ a: Contribution, _ b: Contribution) -> Bool {
        (a.at, a.id) < (b.at, b.id)
    }
}
