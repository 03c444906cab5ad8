import Foundation

/// Numbers written the way `String(format:)` writes them, without its cost on the hot path.
///
/// `String(format: "%.1f", x)` goes through Foundation's format parser and a `CFString` on
/// Linux, which showed up in `/api/nearest`'s profile (step distances, straight-line
/// distances). The arithmetic here is exact except within a millionth of a rounding tie, where
/// it hands over to `String(format:)` itself, so the text is always the same.
public enum DecimalFormat {
    /// `value` with one decimal, as `String(format: "%.1f", value)` writes it.
    ///
    /// `printf` rounds the exact binary value to the nearest tenth. `value * 10` is off from
    /// the exact product by at most one rounding (under 1e-9 for values below a million), so its
    /// nearest integer is the same unless the product lies within that distance of a half:
    /// those few, and negative or huge values, take the slow path.
    public static func oneDecimal(_ value: Double) -> String {
        let scaled = value * 10
        guard value.sign == .plus, value < 1e6, abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6 else {
            return String(format: "%.1f", value)
        }
        let tenths = Int(scaled.rounded())
        return String(tenths / 10) + "." + String(tenths % 10)
    }

    /// `value` with at least two digits, as `String(format: "%02d", value)` writes it (0…99 and more).
    public static func twoDigits(_ value: Int) -> String {
        value >= 0 && value < 10 ? "0" + String(value) : String(value)
    }
}
