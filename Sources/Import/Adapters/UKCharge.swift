import Foundation

/// What a British file's cost text says: free, a price in pence or pounds, or "there is a
/// charge" with no price. Shared by ``ToiletMapUKCSV`` and ``Toilets4LondonJSON``.
///
/// | text (case and spaces ignored) | fee | charge |
/// |---|---|---|
/// | `free`, `no`, `nil`, `none`, `no charge`, `nil charge`, `free of charge`, `£0`, `0p` | no | unknown |
/// | `20p`, `£0.20`, `Â£0.20` (a UTF-8 £ read as Windows-1252), `0.2`, `£1` | yes | `0.20 GBP` |
/// | `paid`, `yes`, `charge`, anything starting `there is a charge` | yes | unknown |
/// | anything else (`/`, "20p (Radar key access - free)", empty) | unknown | unknown |
///
/// A text that says two things ("20p, free with a RADAR key") is unknown rather than half read.
struct UKCharge: Equatable {
    var fee: Bool
    var charge: String?

    static let freeWords: Set = ["free", "no", "nil", "none", "no charge", "nil charge", "free of charge", "free entry"]
    static let paidWords: Set = ["paid", "yes", "charge", "charged", "pay"]

    /// The reading of `text`, or nil when it says nothing sure.
    static func read(_ text: String?) -> UKCharge? {
        guard var cleaned = text?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(), !cleaned.isEmpty else { return nil }
        cleaned = cleaned.replacingOccurrences(of: "â£", with: "£").trimmingCharacters(in: CharacterSet(charactersIn: "."))
        if freeWords.contains(cleaned) { return UKCharge(fee: false) }
        if paidWords.contains(cleaned) || cleaned.hasPrefix("there is a charge") { return UKCharge(fee: true) }
        guard let pence = pence(cleaned) else { return nil }
        if pence == 0 { return UKCharge(fee: false) }
        return UKCharge(fee: true, charge: String(format: "%d.%02d GBP", pence / 100, pence % 100))
    }

    /// `20p` → 20, `£0.20`, `0.2` → 20, `£1` → 100; nil for anything else. Amounts over £100 are
    /// not a toilet's price and read as nothing.
    static func pence(_ text: String) -> Int? {
        if text.hasSuffix("p"), let whole = Int(text.dropLast().trimmingCharacters(in: .whitespaces)), (0...10_000).contains(whole) {
            return whole
        }
        let amount = text.hasPrefix("£") ? String(text.dropFirst()) : text
        guard amount.range(of: #"^\d{1,3}(\.\d{1,2})?$"#, options: .regularExpression) != nil, let pounds = Double(amount),
              pounds <= 100 else { return nil }
        return Int((pounds * 100).rounded())
    }
}
