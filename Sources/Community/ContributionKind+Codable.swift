import Foundation

/// The stored and sent form of a contribution kind: `{"kind": "edit", "changes": […]}`, one
/// tag and the fields that kind has.
extension ContributionKind: Codable {
    /// The kind's tag, as stored and as the API names it.
    public var tag: String {
        switch self {
        case .add: "add"
        case .edit: "edit"
        case .reportClosed: "report_closed"
        case .confirm: "confirm"
        case .wasOpen: "was_open"
        case .rate: "rate"
        case .vote: "vote"
        case .comment: "comment"
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, fields, changes, closure, field, open, rating, safe, text
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tag, forKey: .kind)
        switch self {
        case .add(let fields): try container.encode(fields, forKey: .fields)
        case .edit(let changes): try container.encode(changes, forKey: .changes)
        case .reportClosed(let closure): try container.encode(closure, forKey: .closure)
        case .confirm(let field): try container.encodeIfPresent(field, forKey: .field)
        case .wasOpen(let open): try container.encode(open, forKey: .open)
        case .rate(let stars): try container.encode(stars, forKey: .rating)
        case .vote(let safe): try container.encode(safe, forKey: .safe)
        case .comment(let text): try container.encode(text, forKey: .text)
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "add": self = .add(fields: try container.decode([String: String].self, forKey: .fields))
        case "edit": self = .edit(try container.decode([FieldChange].self, forKey: .changes))
        case "report_closed": self = .reportClosed(try container.decode(ClosureKind.self, forKey: .closure))
        case "confirm": self = .confirm(field: try container.decodeIfPresent(String.self, forKey: .field))
        case "was_open": self = .wasOpen(try container.decode(Bool.self, forKey: .open))
        case "rate": self = .rate(try container.decode(Int.self, forKey: .rating))
        case "vote": self = .vote(safe: try container.decode(Bool.self, forKey: .safe))
        case "comment": self = .comment(try container.decode(String.self, forKey: .text))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription:
                "kind: expected add, edit, report_closed, confirm, was_open, rate, vote or comment, not \(other)")
        }
    }
}
