import Foundation
import Model

extension TagMapping {
    /// Who the toilet is for, from `unisex`, `gender_segregated`, `male` and `female`
    /// (on a venue, their `toilets:` forms).
    ///
    /// `unisex=yes` wins: a place with a gender-neutral room is what a person who needs one
    /// is looking for, even if it also has gendered rooms.
    static func gender(from tags: [String: String], isVenue: Bool, source: Int) -> Attribute<GenderPolicy> {
        func flag(_ key: String) -> (Bool, String)? {
            for candidate in isVenue ? ["toilets:\(key)"] : [key, "toilets:\(key)"] {
                if let raw = tags[candidate], let value = TagValues.yesNo(raw) { return (value, candidate) }
            }
            return nil
        }
        if let (yes, key) = flag("unisex"), yes { return Attribute(.unisex, source: source, field: key) }
        if let (yes, key) = flag("gender_segregated"), yes { return Attribute(.genderSegregated, source: source, field: key) }
        let male = flag("male"), female = flag("female")
        switch (male?.0, female?.0) {
        case (true, true): return Attribute(.genderSegregated, source: source, field: "male;female")
        case (true, _): return Attribute(.male, source: source, field: male?.1)
        case (_, true): return Attribute(.female, source: source, field: female?.1)
        default: return .unknown
        }
    }

    /// The postal address from `addr:*` keys; unknown when none is tagged.
    static func address(from tags: [String: String], source: Int) -> Attribute<Address> {
        let address = Address(
            street: tags["addr:street"] ?? tags["addr:place"], houseNumber: tags["addr:housenumber"],
            postcode: tags["addr:postcode"], city: tags["addr:city"], state: tags["addr:state"] ?? tags["addr:province"],
            country: tags["addr:country"])
        return address == Address() ? .unknown : Attribute(address, source: source, field: "addr:*")
    }

    /// What kind of toilet the tags describe, or nil when they describe none.
    ///
    /// `amenity=toilets` is a dedicated toilet; any other object with `toilets=yes` is a
    /// venue with toilets, named by its main tag.
    public static func kind(of tags: [String: String]) -> Toilet.Kind? {
        if tags["amenity"] == "toilets" { return .dedicated }
        guard tags["toilets"] == "yes" else { return nil }
        for key in ["amenity", "shop", "tourism", "railway", "public_transport", "leisure", "building"] {
            if let value = tags[key], value != "yes" { return .inVenue(value) }
        }
        return .inVenue("place")
    }
}
