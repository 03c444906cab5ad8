import Foundation

// The interface between the opening_hours evaluator and the calendar data
// (public holidays, school holidays, sun times). The evaluator calls only what is
// declared here; the calendar side fills in the bodies.

/// A day on the local calendar, with no time and no time zone.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The Gregorian year, e.g. 2024.
    public var year: Int
    /// The month, 1 (January) … 12 (December).
    public var month: Int
    /// The day of the month, 1 … 31.
    public var day: Int

    /// A date from its parts; no validation (see `isValidDate`).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Chronological order.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// ISO 8601 form, "2024-03-31".
    public var description: String {
        "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
}

/// One public holiday on one date.
public struct Holiday: Sendable, Equatable {
    /// The day off.
    public var date: LocalDate
    /// The holiday's name in the local language, e.g. "Pfingstmontag".
    public var name: String

    /// A holiday on `date` called `name`.
    public init(date: LocalDate, name: String) {
        self.date = date
        self.name = name
    }
}

/// One school-holiday period, both ends inclusive.
public struct SchoolHoliday: Sendable, Equatable {
    /// The first day of the period.
    public var start: LocalDate
    /// The last day of the period (inclusive).
    public var end: LocalDate
    /// The period's name, e.g. "Sommerferien".
    public var name: String

    /// A period from `start` through `end` called `name`.
    public init(start: LocalDate, end: LocalDate, name: String) {
        self.start = start
        self.end = end
        self.name = name
    }
}

/// The sun events that opening_hours can refer to.
public enum SunEvent: String, Sendable, CaseIterable {
    case dawn, sunrise, sunset, dusk
}
