import Foundation

/// Why an `opening_hours` value could not be parsed.
///
/// The message names what was wrong, where (a 1-based column counted in Unicode scalars), what
/// was expected and what was found, e.g.
/// `opening_hours: unexpected "Mx" at column 1; expected a weekday (Mo…Su) or a time like 08:00`.
public struct OpeningHoursError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based column of the offending input (0 when the value is empty).
    public var column: Int
    /// The text found at `column` ("end of input" when the value ended early).
    public var found: String
    /// What the grammar allows at `column`.
    public var expected: String

    /// Creates an error; `found` is shown quoted unless it is "end of input".
    public init(column: Int, found: String, expected: String) {
        self.column = column
        self.found = found
        self.expected = expected
    }

    /// The human-readable message.
    public var description: String {
        let what = found == "end of input" ? "end of input" : "\"\(found)\""
        return "opening_hours: unexpected \(what) at column \(column); expected \(expected)"
    }
}

/// Something the lenient parser accepted but that the specification does not allow (for example
/// `Mon-Fri` or `8:00 - 18:00`). In strict mode each warning is an `OpeningHoursError` instead.
public struct OpeningHoursWarning: Sendable, Equatable, CustomStringConvertible {
    /// 1-based column the warning points to.
    public var column: Int
    /// What was accepted and how it was read.
    public var message: String

    /// Creates a warning.
    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// "column N: message".
    public var description: String { "column \(column): \(message)" }
}
