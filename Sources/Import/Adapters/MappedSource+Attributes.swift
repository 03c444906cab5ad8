import Foundation
import Model

extension MappedSource {
    /// The record's attributes and, for an OSM `opening_hours` that does not parse, why.
    static func attributes(_ record: Record, mapping: Mapping) -> (ToiletAttributes, String?) {
        let found = values(record, mapping: mapping)
        var attributes = ToiletAttributes()
        func attribute<Value>(_ field: Field, _ make: (String) -> Value?) -> Attribute<Value> {
            guard let entry = found[field] else { return .unknown }
            return Attribute(make(entry.value), source: 0, field: entry.columns.joined(separator: ","))
        }
        attributes.name = attribute(.name) { $0 }
        attributes.operator = attribute(.operator) { $0 }
        attributes.description = attribute(.description) { $0 }
        attributes.charge = attribute(.charge) { $0 }
        attributes.wheelchair = attribute(.wheelchair, WheelchairAccess.init(rawValue:))
        attributes.changingTable = attribute(.changingTable) { $0 == "yes" }
        attributes.fee = attribute(.fee) { $0 == "yes" }
        attributes.gender = attribute(.gender, GenderPolicy.init(rawValue:))
        attributes.access = attribute(.access, Access.init(rawValue:))
        attributes.centralKey = attribute(.centralKey, CentralKey.init(rawValue:))
        let addressFields: [Field] = [.street, .city, .postcode]
        let address = Address(street: found[.street]?.value, postcode: found[.postcode]?.value, city: found[.city]?.value)
        if address != Address() {
            let columns = addressFields.flatMap { found[$0]?.columns ?? [] }
            attributes.address = Attribute(address, source: 0, field: columns.joined(separator: ","))
        }
        var hoursProblem: String?
        if let hours = found[.openingHours] {
            let osm = HoursAttribute.osm(hours.value, field: hours.columns.joined(separator: ","))
            (attributes.openingHours, hoursProblem) = (osm.attribute, osm.problem)
        } else if let text = found[.hoursText] {
            attributes.openingHours = HoursAttribute.freeText(text.value, field: text.columns.joined(separator: ","))
        }
        return (attributes, hoursProblem)
    }
}
