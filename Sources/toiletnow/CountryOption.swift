import Foundation
import OpeningHours

/// The one check of a `--country` value, shared by `import` and `hours`: a country whose
/// public holidays (`PH`) ToiletNow knows. Anything else (a name like "Germany", an unknown code
/// like XX) is refused with the list of known codes, never evaluated as "unknown" in silence.
enum CountryOption {
    /// The known codes, sorted.
    static var knownCodes: [String] { HolidayCalendar.supportedCountries }

    /// The upper-cased code, or the one-line error naming `--country` and every known code.
    static func check(_ value: String) -> Result<String, CountryError> {
        let code = value.trimmingCharacters(in: .whitespaces).uppercased()
        guard knownCodes.contains(code) else { return .failure(CountryError(value: value)) }
        return .success(code)
    }

    struct CountryError: Error, CustomStringConvertible {
        var value: String
        var description: String {
            "--country: \"\(value)\" is not a known country code; known: \(CountryOption.knownCodes.joined(separator: ", "))"
        }
    }
}
