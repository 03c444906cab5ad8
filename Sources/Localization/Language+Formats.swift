import Foundation

/// Numbers, days and times as each language writes them. Times use the 24-hour clock in every
/// language ("08:05"); decimals use a comma in Spanish, French and German ("1,2 km").
extension Language {
    /// The decimal separator: "." in English, "," otherwise.
    public var decimalSeparator: String { self == .english ? "." : "," }

    /// A number already written with a point ("1.2"), with this language's decimal separator.
    public func decimal(_ pointText: String) -> String {
        self == .english ? pointText : pointText.replacingOccurrences(of: ".", with: ",")
    }

    /// The full weekday name for 0 = Sunday … 6 = Saturday (any integer, taken modulo 7).
    public func weekdayName(sundayBased weekday: Int) -> String {
        let names: [String] = switch self {
        case .english: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        case .spanish: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"]
        case .french: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"]
        case .german: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"]
        }
        return names[((weekday % 7) + 7) % 7]
    }

    /// "08:05": a minute of the day on the 24-hour clock (taken modulo a day).
    public static func clockTime(minuteOfDay: Int) -> String {
        let minute = ((minuteOfDay % 1440) + 1440) % 1440
        let hours = minute / 60, minutes = minute % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (minutes < 10 ? "0" : "") + String(minutes)
    }
}

extension Language {
    /// A calendar date as the language writes it in short: "2024-05-01" (ISO 8601) in English,
    /// "01/05/2024" in Spanish and French, "01.05.2024" in German.
    public func numericDate(year: Int, month: Int, day: Int) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }
        let yyyy = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        switch self {
        case .english: return yyyy + "-" + two(month) + "-" + two(day)
        case .spanish, .french: return two(day) + "/" + two(month) + "/" + yyyy
        case .german: return two(day) + "." + two(month) + "." + yyyy
        }
    }
}
