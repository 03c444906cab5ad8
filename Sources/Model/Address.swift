import Foundation

/// A postal address, as far as it is known.
///
/// Its six parts live in one shared, immutable box: a server holds every toilet's attributes,
/// almost none of which have an address, and an unknown `Attribute<Address>` is then 40 bytes
/// instead of 128. Setting a part makes a new box (addresses are written once, at import).
public struct Address: Codable, Sendable, Hashable {
    /// The six parts as plain values, for building or changing a box.
    private struct Fields: Sendable {
        var street: String?, houseNumber: String?, postcode: String?, city: String?, state: String?, country: String?
    }

    private final class Parts: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var parts: Parts

    /// Sets one part: a new box with the others copied.
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = parts.fields
        change(&fields)
        parts = Parts(fields)
    }

    public var street: String? {
        get { parts.fields.street }
        set { update { $0.street = newValue } }
    }
    public var houseNumber: String? {
        get { parts.fields.houseNumber }
        set { update { $0.houseNumber = newValue } }
    }
    public var postcode: String? {
        get { parts.fields.postcode }
        set { update { $0.postcode = newValue } }
    }
    public var city: String? {
        get { parts.fields.city }
        set { update { $0.city = newValue } }
    }
    public var state: String? {
        get { parts.fields.state }
        set { update { $0.state = newValue } }
    }
    public var country: String? {
        get { parts.fields.country }
        set { update { $0.country = newValue } }
    }

    public init(street: String? = nil, houseNumber: String? = nil, postcode: String? = nil,
                city: String? = nil, state: String? = nil, country: String? = nil) {
        parts = Parts(Fields(street: street, houseNumber: houseNumber, postcode: postcode, city: city, state: state, country: country))
    }

    /// "Street 12, 98000 City", leaving out what is unknown.
    public var singleLine: String {
        let streetLine = [street, houseNumber].compactMap { $0 }.joined(separator: " ")
        let cityLine = [postcode, city].compactMap { $0 }.joined(separator: " ")
        return [streetLine, cityLine].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
