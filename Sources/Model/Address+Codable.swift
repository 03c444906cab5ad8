import Foundation

/// The JSON shape and equality the synthesized conformances gave ``Address`` before its parts
/// moved into a box: one optional key per part, absent when nil; equal when every part is.
extension Address {
    enum CodingKeys: String, CodingKey {
        case street, houseNumber, postcode, city, state, country
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(street: try container.decodeIfPresent(String.self, forKey: .street),
                  houseNumber: try container.decodeIfPresent(String.self, forKey: .houseNumber),
                  postcode: try container.decodeIfPresent(String.self, forKey: .postcode),
                  city: try container.decodeIfPresent(String.self, forKey: .city),
                  state: try container.decodeIfPresent(String.self, forKey: .state),
                  country: try container.decodeIfPresent(String.self, forKey: .country))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(street, forKey: .street)
        try container.encodeIfPresent(houseNumber, forKey: .houseNumber)
        try container.encodeIfPresent(postcode, forKey: .postcode)
        try container.encodeIfPresent(city, forKey: .city)
        try container.encodeIfPresent(state, forKey: .state)
        try container.encodeIfPresent(country, forKey: .country)
    }

    public static func == (lhs: Address, rhs: Address) -> Bool {
        lhs.street == rhs.street && lhs.houseNumber == rhs.houseNumber && lhs.postcode == rhs.postcode
            && lhs.city == rhs.city && lhs.state == rhs.state && lhs.country == rhs.country
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(street)
        hasher.combine(houseNumber)
        hasher.combine(postcode)
        hasher.combine(city)
        hasher.combine(state)
        hasher.combine(country)
    }
}
