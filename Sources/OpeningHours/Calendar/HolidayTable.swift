import Foundation

/// The public-holiday rules of one country, with its regions.
///
/// A region either narrows the country's rules (rules carry `regions` and apply only
/// there, as opening_hours.js's `only_states`) or, when it has its own `rules`,
/// replaces them completely (as a state-level `PH` list does in opening_hours.js).
struct HolidayTable: Sendable {
    /// ISO 3166-1 alpha-2 code, upper case.
    let country: String
    let rules: [HolidayRule]
    let regions: [HolidayRegion]
    /// The region used when none (or an unknown one) is given, if the country has one.
    var defaultRegion: String?

    init(_ country: String, rules: [HolidayRule], regions: [HolidayRegion] = [], defaultRegion: String? = nil) {
        self.country = country
        self.rules = rules
        self.regions = regions
        self.defaultRegion = defaultRegion
    }

    /// The region whose code, ISO 3166-2 code (`DE-BW`) or name matches `query`,
    /// ignoring case and surrounding spaces.
    func region(matching query: String?) -> HolidayRegion? {
        guard let query else { return nil }
        let key = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !key.isEmpty else { return nil }
        return regions.first { region in
            region.code.lowercased() == key
                || "\(country)-\(region.code)".lowercased() == key
                || region.names.contains { $0.lowercased() == key }
        }
    }

    /// The rules that apply in `regionCode` (nil: country-wide rules only).
    func rules(for regionCode: String?) -> [HolidayRule] {
        if let regionCode, let own = regions.first(where: { $0.code == regionCode })?.rules {
            return own
        }
        return rules.filter { rule in
            guard let only = rule.regions else { return true }
            guard let regionCode else { return false }
            return only.contains(regionCode)
        }
    }
}

/// A state, province or other subdivision that has its own holidays.
struct HolidayRegion: Sendable {
    /// Short code, the second part of the ISO 3166-2 code where one exists ("BW").
    let code: String
    /// Names as opening_hours.js (and Nominatim's `address.state`) spell them.
    let names: [String]
    /// A complete replacement for the country's rules, or nil to use those.
    var rules: [HolidayRule]?

    init(_ code: String, _ names: String..., rules: [HolidayRule]? = nil) {
        self.init(code, names: names, rules: rules)
    }

    init(_ code: String, names: [String], rules: [HolidayRule]? = nil) {
        self.code = code
        self.names = names
        self.rules = rules
    }
}
