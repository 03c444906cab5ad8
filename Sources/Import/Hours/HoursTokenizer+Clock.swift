import Foundation

extension HoursTokenizer {
    /// Reads a clock time starting at a digit: `7`, `7am`, `7.30 pm`, `07:00`, `8,00`, `0700`,
    /// `19h`, `6 h`. Returns the clock and the index after it, or nil for anything else
    /// (`6.3am`, `730`, `25:00`, `13am`, `12345`).
    static func clock(_ s: [Unicode.Scalar], from start: Int) -> (HoursClock, Int)? {
        var index = start
        while index < s.count, isDigit(s[index]) { index += 1 }
        let digits = s[start..<index].map { Int($0.value) - 48 }
        var clock: HoursClock
        switch digits.count {
        case 1, 2: clock = HoursClock(hour: number(digits), minute: 0, style: .bareHour, isPM: nil)
        case 4: clock = HoursClock(hour: number(digits[0..<2]), minute: number(digits[2...]), style: .clock, isPM: nil)
        default: return nil
        }
        clock.isZeroPadded = digits.count == 4 || (digits.count == 2 && digits[0] == 0)
        if clock.style == .bareHour, index < s.count, [".", ":", ","].contains(s[index]),
           index + 1 < s.count, isDigit(s[index + 1]) {
            // A separator then digits is minutes, and minutes have exactly two digits.
            guard index + 2 < s.count, isDigit(s[index + 2]), index + 3 >= s.count || !isDigit(s[index + 3]) else { return nil }
            clock.minute = Int(s[index + 1].value - 48) * 10 + Int(s[index + 2].value - 48)
            clock.style = .clock
            index += 3
        }
        var after = index
        while after < s.count, s[after] == " " { after += 1 }
        if let (isPM, next) = meridiem(s, at: after) {
            clock.isPM = isPM
            index = next
        } else if after < s.count, s[after] == "h", after + 1 >= s.count || !isLetter(s[after + 1]), clock.style == .bareHour {
            clock.style = .clock
            index = after + 1
        }
        return isValid(clock) ? (clock, index) : nil
    }

    /// `am`, `pm`, `a.m.`, `p.m.`, `a.m`, `p.m` at `index`.
    private static func meridiem(_ s: [Unicode.Scalar], at index: Int) -> (Bool, Int)? {
        guard index + 1 < s.count, s[index] == "a" || s[index] == "p" else { return nil }
        let isPM = s[index] == "p"
        var next: Int
        if s[index + 1] == "m" {
            next = index + 2
        } else if s[index + 1] == ".", index + 2 < s.count, s[index + 2] == "m" {
            next = index + 3
            if next < s.count, s[next] == "." { next += 1 }
        } else {
            return nil
        }
        // A letter may follow at once: "8pmWednesday" runs two words together, and the next word
        // must still be in the vocabulary.
        return (isPM, next)
    }

    private static func isValid(_ clock: HoursClock) -> Bool {
        guard clock.minute < 60 else { return false }
        switch clock.isPM {
        case .none: return clock.hour < 24 || (clock.hour == 24 && clock.minute == 0)
        // "16:00pm" repeats itself and is tolerated; "16:00am" contradicts itself.
        case .some(true): return (1...23).contains(clock.hour)
        case .some(false): return (1...12).contains(clock.hour)
        }
    }

    private static func number<C: Collection>(_ digits: C) -> Int where C.Element == Int {
        digits.reduce(0) { $0 * 10 + $1 }
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
    private static func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) }
}
