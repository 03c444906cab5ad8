import Foundation

/// The token classes of opening_hours.js's tokenizer; the parser matches on them.
enum TokenKind: Equatable, Sendable {
    case weekday, month, number, year, timesep, holiday, calcday, timevar, event, week, state
    case comment, always, ruleSeparator
    /// Any other single character, e.g. `-`, `+`, `,`, `/`, `[`, `]`, `(`, `)`.
    case char(Character)
}

/// One token: its class, its numeric or textual value and its 1-based column.
struct Token: Sendable {
    var kind: TokenKind
    var int: Int = 0
    var text: String = ""
    var column: Int
    /// For numbers: how many digits were written (`8` is 1, `08` is 2); 0 for derived numbers.
    var digits = 0

    func isChar(_ c: Character) -> Bool { kind == .char(c) }

    /// A short rendering for error messages.
    var display: String {
        switch kind {
        case .weekday: return ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"][int]
        case .month: return ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][int]
        case .number, .year: return String(int)
        case .timesep: return ":"
        case .char(let c): return String(c)
        case .comment: return "\"\(text)\""
        case .always: return "24/7"
        case .ruleSeparator: return ","
        default: return text
        }
    }
}

/// The tokens of one rule, as separated by `;` or `||`.
struct TokenRule: Sendable {
    var tokens: [Token]
    /// True when the rule follows `||`.
    var isFallback: Bool
}
