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
/// | 0 | two OSM datasets (`osm` and an OSM copy) | ≤ 3 m, or ≤ 5 m under the same name | the same node |
/// | 1 | two files of one source (`lewisham`, `lewisham_2`) | ≤ 100 m | names that agree (as in the next row), at the same postcode or the same address (one list geocoded worse) |
/// | 1 | different files | ≤ 60 m | every distinctive word of the shorter name is in the other, and they share at least half of the longer's; a name "next to / outside / near X" only within 20 m of X |
/// | 1 | an unnamed OSM copy and a named record | ≤ 60 m | every word of the name is in the first three parts of the copy's address (its reverse geocode: "Old Street Station, …") |
/// | 2 | an unnamed OSM copy and a named record | ≤ 30 m | at least two words and half of the name in those parts ("King's Cross St Pancras" at "St Pancras, …") |
/// | 2 | different files | ≤ 30 m | at least half of the shorter name's words shared, and the postcodes do not differ |
/// | 3 | different files | ≤ 22 m, or ≤ 40 m at the same postcode | at least one name says nothing (empty, "Public toilets"), the postcodes do not differ, and (beyond 22 m) the OSM copy's address does not begin with another venue's name |
///
/// Words match when equal, or when one is a prefix of the other of at least 4 letters; at the same
/// postcode, words of 6 letters or more also match one typing error apart ("Sainbury's").
/// Within a tier, pairs whose names agree more (shared words over the longer name) join first,
/// then nearer ones.
///
/// A postcode is the address's, else a UK postcode written anywhere in it ("… SE23 3PQ"): two
/// records at one full postcode are at one address, and a different one (where neither record is
/// OSM's, whose addresses are often reverse geocodes) says a different door (the library and the
/// Underground station at Canada Water, 25 m apart, share two name words).
///
/// Never joined: two records of one file (same dataset and element type: a file lists each of its
/// toilets once, and Refuge's "Austin City Hall" twice is two restrooms on two floors); two
/// records of one OSM dataset (OSM keeps them apart on purpose); named records whose names share
/// no word (two cafés side by side); records whose genders say male and female (the men's and the
/// women's); anything over 100 m, and anything over 60 m but a source's twin lists.
/// The rule was checked by hand on London (`docs/london-merge.md`).
public enum JoinRule {
    /// The farthest two joined records may be apart (a source's twin lists); others join within 60 m.
    public static let maxMeters = 100.0

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
        /// The address as one lower-cased line, for twin lists that name the same address.
        public var address: String?
        /// For an OSM copy: the first three parts of its address, a reverse geocode that often names
        /// the place ("Old Street Station, City Road, …"); and whether its first part is a venue
        /// rather than a street or a number.
        public var place: NameKey
        public var placeIsVenue: Bool

        public init(_ draft: ToiletDraft) {
            coordinate = draft.coordinate
            let source = draft.sources.first
            dataset = source?.dataset ?? ""
            file = "\(dataset):\(source?.elementType ?? "")"
            name = NameKey(draft.attributes.name.value)
            gender = draft.attributes.gender.value
            let address = draft.attributes.address.value
            postcode = Self.postcode(of: address)
            let line = address.map { [$0.houseNumber, $0.street, $0.postcode, $0.city].compactMap { $0 }.joined(separator: " ") }
            self.address = line.map { $0.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ") }
            // Only an unnamed OSM copy's address is read as a place: the other records never need it,
            // and reading it was a tenth of a merge (perf, release).
            if name.isGeneric, SourceTrust.osmDatasets.contains(dataset), let street = address?.street {
                let parts = street.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                place = NameKey(parts.prefix(3).joined(separator: " "))
                placeIsVenue = parts.first.map(Self.isVenue) ?? false
            } else {
                place = NameKey(nil)
                placeIsVenue = false
            }
        }

        /// Street words: a first address part ending in one, or holding a number, is a street, not a venue.
        static let streetWords: Set<String> = ["road", "rd", "street", "st", "lane", "avenue", "ave", "way", "place", "square", "terrace", "close",
                                               "drive", "crescent", "grove", "row", "walk", "parade", "mews", "court", "broadway", "hill",
                                               "gate", "bridge", "embankment", "circus", "yard", "green", "highway", "passage", "approach"]

        static func isVenue(_ part: String) -> Bool {
            let words = part.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            guard let last = words.last, !part.contains(where: \.isNumber) else { return false }
            return !streetWords.contains(String(last)) && !NameKey(part).isGeneric
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
        if aOSM && bOSM {
            // The same node in an OSM copy: at one point, or moved a little under the same name.
            let sameName = !a.name.isGeneric && a.name.words.sorted() == b.name.words.sorted()
            return meters <= 3 || sameName && meters <= 5 ? 0 : nil
        }
        if a.file == b.file { return nil }
        let samePostcode = a.postcode != nil && a.postcode == b.postcode
        // An OSM copy's address is often a reverse geocode (the nearest building's postcode): it
        // counts for a join, never against one.
        let otherPostcode = a.postcode != nil && b.postcode != nil && a.postcode != b.postcode && !aOSM && !bOSM
        if a.dataset == b.dataset, Self.namesAgree(a.name, b.name), samePostcode || (a.address != nil && a.address == b.address) {
            return 1
        }
        guard meters <= 60 else { return nil }
        if a.name.isGeneric != b.name.isGeneric {
            let (unnamed, named, unnamedIsOSM) = a.name.isGeneric ? (a, b, aOSM) : (b, a, bOSM)
            if unnamedIsOSM, !unnamed.place.isGeneric {
                let shared = named.name.words.count { word in unnamed.place.words.contains { NameKey.sameWord(word, $0) } }
                if shared == named.name.words.count { return 1 }
                // Most of a long name ("King's Cross St Pancras" at "St Pancras, …"): only nearer.
                if shared >= 2, shared * 2 >= named.name.words.count, meters <= 30 { return 2 }
            }
        }
        if a.name.isGeneric || b.name.isGeneric {
            guard !otherPostcode else { return nil }
            if meters <= 22 { return 3 }
            return samePostcode && meters <= 40 && !venueDisagrees(a, b) && !venueDisagrees(b, a) ? 3 : nil
        }
        let contained = a.name.similarity(to: b.name, typos: samePostcode)
        if Self.namesAgree(a.name, b.name, typos: samePostcode) {
            return (a.name.isRelative || b.name.isRelative) && meters > 20 ? nil : 1
        }
        if contained >= 0.5, meters <= 30, !otherPostcode { return 2 }
        return nil
    }

    /// Whether two names agree: every distinctive word of the shorter is in the other, and they
    /// share at least half of the longer's ("Lewisham Shopping Centre" and "Lewisham Shopping
    /// Centre (Landsec)"; "Bank" and "Bank DLR Station").
    static func namesAgree(_ a: NameKey, _ b: NameKey, typos: Bool = false) -> Bool {
        guard a.similarity(to: b, typos: typos) == 1 else { return false }
        return min(a.words.count, b.words.count) * 2 >= max(a.words.count, b.words.count)
    }

    /// How much two records' names agree (0 to 1), to order pairs within a tier: the words they
    /// share over the longer name's, so "South Woodford" prefers "South Woodford" to "Woodford".
    public static func agreement(_ a: Record, _ b: Record) -> Double {
        guard !a.name.isGeneric, !b.name.isGeneric else { return 0 }
        let shorter = Double(min(a.name.words.count, b.name.words.count)), longer = Double(max(a.name.words.count, b.name.words.count))
        return a.name.similarity(to: b.name) * shorter / longer
    }

    /// Whether `copy`, an unnamed OSM copy, sits at another venue than `other` says: its address
    /// begins with a venue ("Benvenuti, …") whose words are not in `other`'s name.
    static func venueDisagrees(_ copy: Record, _ other: Record) -> Bool {
        guard copy.name.isGeneric, SourceTrust.osmDatasets.contains(copy.dataset), copy.placeIsVenue else { return false }
        return other.name.isGeneric || copy.place.similarity(to: other.name) == 0
    }

    /// Whether two genders say different rooms (one male, one female).
    static func conflicting(_ a: GenderPolicy?, _ b: GenderPolicy?) -> Bool {
        switch (a, b) {
        case (.male?, .female?), (.female?, .male?): true
        default: false
        }
    }
}
