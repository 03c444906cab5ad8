import Foundation

/// Everything ToiletNow knows about a toilet besides where it is.
///
/// The OSM tags each attribute is read from are listed in `Import/TagMapping.swift`.
public struct ToiletAttributes: Codable, Sendable, Hashable {
    public var name = Attribute<String>.unknown
    public var `operator` = Attribute<String>.unknown
    public var address = Attribute<Address>.unknown
    public var access = Attribute<Access>.unknown
    public var fee = Attribute<Bool>.unknown
    /// What it costs, as tagged (`0.50 EUR`).
    public var charge = Attribute<String>.unknown
    public var wheelchair = Attribute<WheelchairAccess>.unknown
    public var changingTable = Attribute<Bool>.unknown
    public var adultChangingTable = Attribute<Bool>.unknown
    public var gender = Attribute<GenderPolicy>.unknown
    public var centralKey = Attribute<CentralKey>.unknown
    /// The raw OSM `opening_hours` value; evaluated by the OpeningHours module.
    public var openingHours = Attribute<String>.unknown
    /// When someone last confirmed the toilet on the ground (`check_date`), as tagged.
    public var checkDate = Attribute<String>.unknown
    public var description = Attribute<String>.unknown
    public var level = Attribute<String>.unknown
    /// How waste is disposed of (`flush`, `chemical`, `pitlatrine`, …).
    public var disposal = Attribute<String>.unknown
    /// How one uses it (`seated`, `urinal`, `squat`), possibly several.
    public var positions = Attribute<[String]>.unknown
    public var drinkingWater = Attribute<Bool>.unknown
    public var shower = Attribute<Bool>.unknown

    public init() {}
}

/// A postal address, as far as it is known.
///
/// Its six parts live in one shared, immutable box: a server holds every toilet's attributes,
/// almost none of which have an address, and an unknown `Attribute<Address>` is then 40 bytes
/// instead of 128. Setting a part makes a new box (addresses are written once, at import).
public struct Address: Codable, Sendable, Hashable {
    private final class Parts: Sendable {
        let street: String?, houseNumber: String?, postcode: String?, city: String?, state: String?, country: String?

        init(street: String?, houseNumber: String?, postcode: String?, city: String?, state: String?, country: String?) {
            self.street = street
            self.houseNumber = houseNumber
            self.postcode = postcode
            self.city = city
            self.state = state
            self.country = country
        }
    }

    private var parts: Parts

    public var street: String? {
        get { parts.street }
        set { parts = Parts(street: newValue, houseNumber: houseNumber, postcode: postcode, city: city, state: state, country: country) }
    }
    public var houseNumber: String? {
        get { parts.houseNumber }
        set { parts = Parts(street: street, houseNumber: newValue, postcode: postcode, city: city, state: state, country: country) }
    }
    public var postcode: String? {
        get { parts.postcode }
        set { parts = Parts(street: street, houseNumber: houseNumber, postcode: newValue, city: city, state: state, country: country) }
    }
    public var city: String? {
        get { parts.city }
        set { parts = Parts(street: street, houseNumber: houseNumber, postcode: postcode, city: newValue, state: state, country: country) }
    }
    public var state: String? {
        get { parts.state }
        set { parts = Parts(street: street, houseNumber: houseNumber, postcode: postcode, city: city, state: newValue, country: country) }
    }
    public var country: String? {
        get { parts.country }
        set { parts = Parts(street: street, houseNumber: houseNumber, postcode: postcode, city: city, state: state, country: newValue) }
    }

    public init(street: String? = nil, houseNumber: String? = nil, postcode: String? = nil,
                city: String? = nil, state: String? = nil, country: String? = nil) {
        parts = Parts(street: street, houseNumber: houseNumber, postcode: postcode, city: city, state: state, country: country)
    }

    /// "Street 12, 98000 City", leaving out what is unknown.
    public var singleLine: String {
        let streetLine = [street, houseNumber].compactMap { $0 }.joined(separator: " ")
        let cityLine = [postcode, city].compactMap { $0 }.joined(separator: " ")
        return [streetLine, cityLine].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
