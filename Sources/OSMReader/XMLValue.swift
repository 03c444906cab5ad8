import Foundation

/// Decoding of OSM XML attribute values: text with entities, integers,
/// decimal coordinates and ISO 8601 timestamps.
///
/// Each function returns `nil` or throws ``XMLValueError``; the caller adds the
/// file, offset and attribute name to make an ``OSMReadError``.
enum XMLValue {
    /// Decodes `&amp; &lt; &gt; &quot; &apos; &#NN; &#xNN;` and normalizes literal
    /// tabs and line breaks to spaces, as XML 1.0 §3.3.3 requires for attribute values.
    static func text(_ bytes: UnsafeRawBufferPointer) throws(XMLValueError) -> String {
        var needsDecoding = false
        for byte in bytes where byte == UInt8(ascii: "&") || byte == 0x09 || byte == 0x0a || byte == 0x0d {
            needsDecoding = true
            break
        }
        if !needsDecoding { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x09 || byte == 0x0a || byte == 0x0d {
                output.append(0x20)
                index += 1
            } else if byte == UInt8(ascii: "&") {
                guard let semicolon = bytes[index...].firstIndex(of: UInt8(ascii: ";")) else {
                    throw XMLValueError(offset: index, reason: "'&' without a closing ';'")
                }
                let entity = UnsafeRawBufferPointer(rebasing: bytes[(index + 1)..<semicolon])
                guard let scalar = character(entity) else {
                    throw XMLValueError(offset: index, reason: "unknown entity &\(String(decoding: entity, as: UTF8.self));")
                }
                output.append(contentsOf: String(Character(scalar)).utf8)
                index = semicolon + 1
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func character(_ entity: UnsafeRawBufferPointer) -> Unicode.Scalar? {
        switch String(decoding: entity, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case let reference where reference.hasPrefix("#x") || reference.hasPrefix("#X"):
            return UInt32(reference.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        case let reference where reference.hasPrefix("#"):
            return UInt32(reference.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
        default: return nil
        }
    }

    /// Parses an optionally signed decimal integer.
    static func integer(_ bytes: UnsafeRawBufferPointer) -> Int64? {
        var index = 0
        var isNegative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < bytes.count, bytes.count - index <= 18 else { return nil }
        var value: Int64 = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int64(digit)
            index += 1
        }
        return isNegative ? -value : value
    }

    /// Parses a coordinate such as `43.7384051`. Up to nine decimals are read exactly
    /// as nanodegrees and divided once, matching PBF decoding bit for bit; other decimal
    /// spellings (`1e-3`, `+7`, more decimals) fall back to `Double`'s parser.
    ///
    /// Only decimal numbers are accepted: `nan`, `inf` and hex floats like `0x10` are nil.
    /// The range is not checked here: `1e999` reads as infinity and `1000000000` as it is,
    /// so the importer can skip and count them (see ``OSMPlausibility``).
    static func degrees(_ bytes: UnsafeRawBufferPointer) -> Double? {
        var nanodegrees: Int64 = 0
        var index = 0
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { index += 1 }
        var integerDigits = 0, fractionDigits = 0, seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if byte &- UInt8(ascii: "0") < 10, integerDigits <= 3, fractionDigits < 9 {
                nanodegrees = nanodegrees * 10 + Int64(byte &- UInt8(ascii: "0"))
                if seenPoint { fractionDigits += 1 } else { integerDigits += 1 }
            } else {
                guard isDecimal(bytes) else { return nil }
                return Double(String(decoding: bytes, as: UTF8.self))
            }
            index += 1
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        for _ in fractionDigits..<9 { nanodegrees *= 10 }
        return Double(isNegative ? -nanodegrees : nanodegrees) / 1e9
    }

    /// Whether `bytes` spell `[+-]digits[.digits][(e|E)[+-]digits]` with at least one mantissa digit.
    static func isDecimal(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            return index - start
        }
        func skipSign() {
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        }
        skipSign()
        var mantissa = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            skipSign()
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    /// Parses an OSM timestamp, `YYYY-MM-DDTHH:MM:SSZ` (UTC), or with an ISO 8601 expanded
    /// year of a sign and 4 to 9 digits (`+506713-01-01T00:00:00Z`), so an impossible year reads
    /// as the date it names and the importer can skip and count it. Dates that do not exist
    /// (`2026-02-30`) are nil.
    static func timestamp(_ bytes: UnsafeRawBufferPointer) -> Date? {
        let yearEnd = bytes.count - 16
        guard yearEnd >= 4, bytes[yearEnd] == UInt8(ascii: "-"), bytes[yearEnd + 3] == UInt8(ascii: "-"),
              bytes[yearEnd + 6] == UInt8(ascii: "T"), bytes[yearEnd + 9] == UInt8(ascii: ":"),
              bytes[yearEnd + 12] == UInt8(ascii: ":"), bytes[yearEnd + 15] == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        let sign = bytes[0] == UInt8(ascii: "-") ? -1 : 1
        let hasSign = bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+")
        let yearDigits = (hasSign ? 1 : 0)..<yearEnd
        guard hasSign ? (4...9).contains(yearDigits.count) : yearDigits.count == 4,
              let unsignedYear = number(yearDigits), let month = number((yearEnd + 1)..<(yearEnd + 3)),
              let day = number((yearEnd + 4)..<(yearEnd + 6)), let hour = number((yearEnd + 7)..<(yearEnd + 9)),
              let minute = number((yearEnd + 10)..<(yearEnd + 12)), let second = number((yearEnd + 13)..<(yearEnd + 15)),
              (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: sign * unsignedYear),
              hour < 24, minute < 60, second <= 60 else { return nil }
        let days = daysSince1970(year: sign * unsignedYear, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    /// The number of days in `month` of the proleptic Gregorian `year`.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant, "chrono-Compatible
    /// Low-Level Date Algorithms", `days_from_civil`).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

/// Why an attribute value could not be decoded; `offset` is relative to the value.
struct XMLValueError: Error {
    var offset: Int
    var reason: String
}
