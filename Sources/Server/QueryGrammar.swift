import Foundation

/// The strict grammar of query values: every decoder is total (it returns nil, never traps) and
/// accepts only the exact form it documents, with nothing leading or trailing.
///
/// Supported forms:
/// - decimal: `-?digits[.digits][(e|E)[+-]digits]`, at most 64 characters (no hex, `inf`, `nan`,
///   `+`, spaces or NUL). The exponent is allowed because JavaScript writes `1e-7` for tiny numbers.
/// - integer: `-?digits`, at most 18 digits, so it always fits an `Int`.
/// - instant: ISO 8601 `YYYY-MM-DDTHH:MM:SS[.fraction]` then `Z` or `±HH:MM`, checked field by field:
///   no roll-over (`T25:00`, `02-30` and second 60 are errors), years 1583-9999: ISO 8601 counts
///   days in the Gregorian calendar, and from 1583 on every reader (Foundation switches to the
///   Julian calendar before October 1582) agrees on which instant a date names.
enum QueryGrammar {
    static let maxDecimalLength = 64
    static let maxIntegerDigits = 18

    /// A finite number in plain decimal notation.
    static func decimal(_ text: some StringProtocol) -> Double? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= maxDecimalLength else { return nil }
        var i = 0
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard digits(bytes, &i) > 0 else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(bytes, &i) > 0 else { return nil }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            guard digits(bytes, &i) > 0 else { return nil }
        }
        guard i == bytes.count, let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// A whole number of at most 18 digits, with an optional leading minus.
    static func integer(_ text: some StringProtocol) -> Int? {
        let bytes = Array(text.utf8)
        var i = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { i += 1 }
        let start = i
        let count = digits(bytes, &i)
        guard count > 0, count <= maxIntegerDigits, i == bytes.count else { return nil }
        // At most 18 digits: below 10^18 < Int.max, so this cannot overflow.
        let magnitude = bytes[start...].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return negative ? -magnitude : magnitude
    }

    /// `count` decimals separated by commas, exactly: `43.7,7.4` for a pair.
    static func decimals(_ text: some StringProtocol, count: Int) -> [Double]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == count else { return nil }
        var values: [Double] = []
        for part in parts {
            guard let value = decimal(part) else { return nil }
            values.append(value)
        }
        return values
    }

    /// An ISO 8601 instant with a zone, like `2026-11-22T18:30:00Z` or `2026-11-22T19:30:00.250+01:00`.
    static func instant(_ text: some StringProtocol) -> Date? {
        var scanner = FixedScanner(Array(text.utf8))
        guard let year = scanner.number(4), year >= 1583, scanner.skip("-"),
              let month = scanner.number(2), (1...12).contains(month), scanner.skip("-"),
              let day = scanner.number(2), (1...daysIn(month: month, year: year)).contains(day), scanner.skip("T"),
              let hour = scanner.number(2), hour <= 23, scanner.skip(":"),
              let minute = scanner.number(2), minute <= 59, scanner.skip(":"),
              let second = scanner.number(2), second <= 59
        else { return nil }
        var fraction = 0.0
        if scanner.skip(".") {
            guard let (value, count) = scanner.fraction(maxDigits: 9), count > 0 else { return nil }
            fraction = value
        }
        let offsetSeconds: Int
        if scanner.skip("Z") {
            offsetSeconds = 0
        } else {
            guard let sign = scanner.sign(), let hours = scanner.number(2), hours <= 23, scanner.skip(":"),
                  let minutes = scanner.number(2), minutes <= 59 else { return nil }
            offsetSeconds = sign * (hours * 3600 + minutes * 60)
        }
        guard scanner.isAtEnd else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// The number of days in `month` of `year` in the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant, "chrono-Compatible Low-Level Date Algorithms",
    /// `days_from_civil`). Inputs are already range-checked, so nothing here can overflow.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func digits(_ bytes: [UInt8], _ i: inout Int) -> Int {
        let start = i
        while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
        return i - start
    }
}

/// Reads fixed-width fields from ASCII bytes, left to right.
private struct FixedScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// Exactly `width` ASCII digits as a number.
    mutating func number(_ width: Int) -> Int? {
        guard bytes.count - index >= width else { return nil }
        var value = 0
        for byte in bytes[index..<index + width] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += width
        return value
    }

    /// Up to `maxDigits` digits after a decimal point, as a fraction of one.
    mutating func fraction(maxDigits: Int) -> (Double, Int)? {
        var value = 0.0, scale = 1.0, count = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            count += 1
            guard count <= maxDigits else { return nil }
            scale /= 10
            value += Double(bytes[index] - UInt8(ascii: "0")) * scale
            index += 1
        }
        return (value, count)
    }

    /// `+1` or `-1` for a zone offset's sign.
    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
