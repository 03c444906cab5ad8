import Foundation
import Geo
import Model
import Store

/// A restroom as the Refuge Restrooms API v1 writes it (see shared/refuge-api.md).
///
/// This is the only place where "unknown" becomes `false`: Refuge's booleans have no third
/// value, and its clients expect `""` rather than `null` for strings nobody knows.
struct RefugeRestroom: Encodable {
    var id: Int64
    var name: String
    var street: String
    var city: String
    var state: String
    var accessible: Bool
    var unisex: Bool
    var directions: String
    var comment: String
    var latitude: Double
    var longitude: Double
    var created_at: String
    var updated_at: String
    var downvote: Int
    var upvote: Int
    var country: String
    var changing_table: Bool
    var edit_id: Int64
    var approved: Bool
    var distance: Double?
    var bearing: String?

    init(_ toilet: Toilet, distanceMeters: Double? = nil, bearingDegrees: Double? = nil) {
        let a = toilet.attributes
        let document = SearchDocument(toilet)
        id = toilet.revision
        edit_id = toilet.id.rawValue
        name = toilet.displayName
        let address = a.address.value
        street = [address?.houseNumber, address?.street].compactMap { $0 }.joined(separator: " ")
        city = address?.city ?? ""
        state = address?.state ?? ""
        country = address?.country ?? ""
        accessible = a.wheelchair.value?.isAccessible == true
        unisex = a.gender.value == .unisex
        changing_table = a.changingTable.value == true
        directions = document.directions
        comment = document.comment
        latitude = toilet.coordinate.latitude
        longitude = toilet.coordinate.longitude
        created_at = Timestamp.string(toilet.createdAt)
        updated_at = Timestamp.string(toilet.updatedAt)
        downvote = 0
        upvote = 0
        approved = true
        distance = distanceMeters.map { $0 / metersPerMile }
        bearing = bearingDegrees.map { String($0) }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id); try c.encode(name, forKey: .name); try c.encode(street, forKey: .street)
        try c.encode(city, forKey: .city); try c.encode(state, forKey: .state); try c.encode(accessible, forKey: .accessible)
        try c.encode(unisex, forKey: .unisex); try c.encode(directions, forKey: .directions); try c.encode(comment, forKey: .comment)
        try c.encode(latitude, forKey: .latitude); try c.encode(longitude, forKey: .longitude)
        try c.encode(created_at, forKey: .created_at); try c.encode(updated_at, forKey: .updated_at)
        try c.encode(downvote, forKey: .downvote); try c.encode(upvote, forKey: .upvote); try c.encode(country, forKey: .country)
        try c.encode(changing_table, forKey: .changing_table); try c.encode(edit_id, forKey: .edit_id); try c.encode(approved, forKey: .approved)
        try c.encodeIfPresent(distance, forKey: .distance); try c.encodeIfPresent(bearing, forKey: .bearing)
    }

    enum CodingKeys: String, CodingKey {
        case id, name, street, city, state, accessible, unisex, directions, comment, latitude, longitude
        case created_at, updated_at, downvote, upvote, country, changing_table, edit_id, approved, distance, bearing
    }
}
