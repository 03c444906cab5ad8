import Foundation

// The interface between the opening_hours evaluator and the calendar data
// (public holidays, school holidays, sun times). The evaluator calls only what is
// declared here; the calendar side fills in the bodies.

/// A day on the local calendar, with no time and no time zone.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public var description: String {
        "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
}

/// One public holiday on one date.
public struct Holiday: Sendable, Equatable {
    public var date: LocalDate
    public var name: String

    public init(date: LocalDate, name: String) {
        self.date = date
        self.name = name
    }
}

/// One school-holiday period, both ends inclusive.
public struct SchoolHoliday: Sendable, Equatable {
    public var start: LocalDate
    public var end: LocalDate
    public var name: String

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
