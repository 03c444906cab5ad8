import Foundation
import Geo
import Model

/// When two source records describe the same toilet: the matching rule of ``SourceMerge``.
///
/// A pair is compared by distance, name (``NameKey``) and attributes, and gets a tier (lower is
/// stronger) or is never joined:
///
/// | tier | records | distance | names |
/// |---|---|---|---|
/// | 0 | two OSM datasets (`osm` and an OSM copy) | ≤ 3 m | any: the same node |
/// | 1 | different files | ≤ 60 m | every distinctive word of the shorter name is in the other, and they share at least half of the longer's |
/// | 2 | different files | ≤ 30 m | at least half of the shorter name's words shared, and the postcodes do not differ |
/// | 3 | different files | ≤ 20 m, or ≤ 40 m with the same postcode | at least one name says nothing (empty, "Public toilets"), and the postcodes do not differ |
///
/// A postcode is the address's, else a UK postcode written anywhere in it ("… SE23 3PQ"): two
/// records at one full postcode are at one address, and a different one (where neither record is
/// OSM's, whose addresses are often reverse geocodes) says a different door
/// (the library and the Underground station at Canada Water, 25 m apart, share two name words).
///
/// Never joined: two records of one file (same dataset and element type: a file lists each of its
/// toilets once, and Refuge's "Austin City Hall" twice is two restrooms on two floors); two
/// records of one OSM dataset (OSM keeps them apart on purpose); named records whose names share
/// no word (two cafés side by side); records whose genders say male and female (the men's and the
/// women's); anything over 60 m. Two files of one source (a council's `lewisham` and
/// `lewisham_2`) do join.
public enum JoinRule {
    /// The farthest two joined records may be apart.
    public static let maxMeters = 60.0

    /// One record as the rule sees it.
    public struct Record: Sendable {
        public var coordinate: Coordinate
        public var dataset: String
        /// The dataset and element type: records of one file.
        public var file: String
        public var name: NameKey
        public var gender: GenderPolicy?
        /// The postcode, upper-cased without spaces, when the address holds one.
        public var postcode: String?

        public init(_ draft: ToiletDraft) {
            coordinate = draft.coordinate
            let source = draft.sources.first
            dataset = source?.dataset ?? ""
            file = "\(dataset):\(source?.elementType ?? "")"
            name = NameKey(draft.attributes.name.value)
            gender = draft.attributes.gender.value
            postcode = Self.postcode(of: draft.attributes.address.value)
        }

        /// The address's postcode, else the last UK postcode in its text, normalised (`SE233PQ`).
        static func postcode(of address: Address?) -> String? {
            guard let address else { return nil }
            if let code = address.postcode, !code.isEmpty { return code.uppercased().replacingOccurrences(of: " ", with: "") }
            let text = [address.street, address.houseNumber, address.city].compactMap { $0 }.joined(separator: " ").uppercased()
            let pattern = "\\b[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}\\b"
            guard let range = text.range(of: pattern, options: [.regularExpression, .backwards]) else { return nil }
            return text[range].replacingOccurrences(of: " ", with: "")
        }
    }

    /// The tier at which `a` and `b`, `meters` apart, join; nil when they never do.
    public static func tier(_ a: Record, _ b: Record, meters: Double) -> Int? {
        guard meters <= maxMeters, !conflicting(a.gender, b.gender) else { return nil }
        let aOSM = SourceTrust.osmDatasets.contains(a.dataset), bOSM = SourceTrust.osmDatasets.contains(b.dataset)
        if a.dataset == b.dataset && aOSM { return nil }
        if aOSM && bOSM { return meters <= 3 ? 0 : nil }
        if a.file == b.file { return nil }
        let samePostcode = a.postcode != nil && a.postcode == b.postcode
        // An OSM copy's address is often a reverse geocode (the nearest building's postcode): it
        // counts for a join, never against one.
        let otherPostcode = a.postcode != nil && b.postcode != nil && a.postcode != b.postcode && !aOSM && !bOSM
        if a.name.isGeneric || b.name.isGeneric { return !otherPostcode && (meters <= 20 || samePostcode && meters <= 40) ? 3 : nil }
        let contained = a.name.similarity(to: b.name)
        let longer = max(a.name.words.count, b.name.words.count)
        let shared = contained * Double(min(a.name.words.count, b.name.words.count))
        if contained == 1, shared * 2 >= Double(longer) { return 1 }
        if contained >= 0.5, meters <= 30, !otherPostcode { return 2 }
        return nil
    }

    /// Whether two genders say different rooms (one male, one female).
    static func conflicting(_ a: GenderPolicy?, _ b: GenderPolicy?) -> Bool {
        switch (a, b) {
        case (.male?, .female?), (.female?, .male?): true
        default: false
        }
    }
}
