import Foundation
import Import
import Model
import Testing

/// The tag-mapping table, tested as a table: tags in, attribute out.
@Suite("Tag mapping")
struct TagMappingTests {
    typealias Tags = [String: String]

    @Test("which objects are toilets", arguments: [
        (["amenity": "toilets"], Toilet.Kind?.some(.dedicated)),
        (["amenity": "cafe", "toilets": "yes"], .some(.inVenue("cafe"))),
        (["amenity": "library", "toilets": "yes", "toilets:wheelchair": "yes"], .some(.inVenue("library"))),
        (["railway": "station", "toilets": "yes"], .some(.inVenue("station"))),
        (["shop": "supermarket", "toilets": "yes"], .some(.inVenue("supermarket"))),
        (["toilets": "yes"], .some(.inVenue("place"))),
        (["amenity": "cafe", "toilets": "no"], nil),
        (["amenity": "cafe"], nil),
        (["highway": "footway"], nil),
    ] as [(Tags, Toilet.Kind?)])
    func kinds(tags: Tags, kind: Toilet.Kind?) {
        #expect(TagMapping.kind(of: tags) == kind)
    }

    @Test("wheelchair on a dedicated toilet: toilets:wheelchair wins over wheelchair; unknown values stay unknown", arguments: [
        (["wheelchair": "yes"], WheelchairAccess?.some(.yes)),
        (["wheelchair": "limited"], .some(.limited)),
        (["wheelchair": "designated"], .some(.designated)),
        (["wheelchair": "no"], .some(.no)),
        (["wheelchair": "no", "toilets:wheelchair": "yes"], .some(.yes)),
        (["wheelchair": "perhaps"], nil),
        ([:], nil),
    ] as [(Tags, WheelchairAccess?)])
    func wheelchairDedicated(tags: Tags, expected: WheelchairAccess?) {
        #expect(TagMapping.attributes(from: tags, isVenue: false).wheelchair.value == expected)
    }

    @Test("on a venue, only toilets:* speaks about the toilet: a café's wheelchair=yes is about its door")
    func wheelchairVenue() {
        #expect(TagMapping.attributes(from: ["wheelchair": "yes"], isVenue: true).wheelchair.value == nil)
        #expect(TagMapping.attributes(from: ["wheelchair": "yes", "toilets:wheelchair": "no"], isVenue: true).wheelchair.value == .no)
        #expect(TagMapping.attributes(from: ["fee": "yes"], isVenue: true).fee.value == nil)
        #expect(TagMapping.attributes(from: ["toilets:fee": "no"], isVenue: true).fee.value == false)
        #expect(TagMapping.attributes(from: ["toilets:access": "customers"], isVenue: true).access.value == .customers)
    }

    @Test("access values", arguments: [
        ("yes", Access?.some(.public)), ("public", .public), ("permissive", .public), ("customers", .customers),
        ("key", .key), ("permit", .permit), ("private", .private), ("no", .private), ("sometimes", nil),
    ] as [(String, Access?)])
    func access(raw: String, expected: Access?) {
        #expect(TagMapping.attributes(from: ["access": raw], isVenue: false).access.value == expected)
        #expect(TagMapping.attributes(from: ["toilets:access": raw, "access": "private"], isVenue: false).access.value == (expected ?? .private))
    }

    @Test("changing table, legacy diaper and adult changing table", arguments: [
        (["changing_table": "yes"], Bool?.some(true), Bool?.none),
        (["changing_table": "no"], .some(false), nil),
        (["diaper": "yes"], .some(true), nil),
        (["diaper": "2"], .some(true), nil),
        (["diaper": "0"], .some(false), nil),
        (["diaper": "no", "changing_table": "yes"], .some(true), nil),
        (["changing_table:adult": "yes"], nil, .some(true)),
        (["changing_table": "maybe"], nil, nil),
    ] as [(Tags, Bool?, Bool?)])
    func changingTable(tags: Tags, table: Bool?, adult: Bool?) {
        let a = TagMapping.attributes(from: tags, isVenue: false)
        #expect(a.changingTable.value == table)
        #expect(a.adultChangingTable.value == adult)
    }

    @Test("gender from unisex, gender_segregated, male and female", arguments: [
        (["unisex": "yes"], GenderPolicy?.some(.unisex)),
        (["unisex": "yes", "male": "yes", "female": "yes"], .some(.unisex)),
        (["gender_segregated": "yes"], .some(.genderSegregated)),
        (["male": "yes", "female": "yes"], .some(.genderSegregated)),
        (["male": "yes"], .some(.male)),
        (["female": "yes", "male": "no"], .some(.female)),
        (["unisex": "no"], nil),
        ([:], nil),
    ] as [(Tags, GenderPolicy?)])
    func gender(tags: Tags, expected: GenderPolicy?) {
        #expect(TagMapping.attributes(from: tags, isVenue: false).gender.value == expected)
    }

    @Test("fee, charge, central key, hours, check date, level, disposal, position, water and shower")
    func otherAttributes() {
        let a = TagMapping.attributes(from: [
            "fee": "yes", "charge": "0.50 EUR", "centralkey": "radar", "opening_hours": "Mo-Fr 08:00-18:00",
            "check_date": "2024-05-01", "level": "-1", "toilets:disposal": "flush", "toilets:position": "seated;urinal",
            "drinking_water": "yes", "shower": "no", "name": "WC Port", "operator": "Mairie", "description": "by the lift",
            "addr:street": "Quai Antoine Ier", "addr:housenumber": "4", "addr:city": "Monaco",
        ], isVenue: false)
        #expect(a.fee.value == true && a.charge.value == "0.50 EUR")
        #expect(a.centralKey.value == .radar)
        #expect(a.openingHours.value == "Mo-Fr 08:00-18:00" && a.openingHours.field == "opening_hours")
        #expect(a.checkDate.value == "2024-05-01" && a.level.value == "-1" && a.disposal.value == "flush")
        #expect(a.positions.value == ["seated", "urinal"])
        #expect(a.drinkingWater.value == true && a.shower.value == false)
        #expect(a.name.value == "WC Port" && a.operator.value == "Mairie" && a.description.value == "by the lift")
        #expect(a.address.value == Address(street: "Quai Antoine Ier", houseNumber: "4", city: "Monaco"))
        #expect(a.knownAttributeNames.count == 14)
    }

    @Test("an object with no tags the table knows has every attribute unknown, never no")
    func nothingKnown() {
        let a = TagMapping.attributes(from: ["amenity": "toilets"], isVenue: false)
        #expect(a.knownAttributeNames.isEmpty)
        #expect(a.fee.triState == .unknown && a.changingTable.triState == .unknown)
    }

    @Test("every row of the table names keys for dedicated toilets and only toilets:-style or shared keys for venues")
    func tableShape() {
        for row in TagMapping.rows {
            #expect(!row.dedicatedKeys.isEmpty, "\(row.attribute)")
            let shared: Set = ["name", "opening_hours", "changing_table", "diaper", "changing_table:adult", "check_date"]
            #expect(row.venueKeys.allSatisfy { $0.hasPrefix("toilets:") || shared.contains($0) }, "\(row.attribute)")
        }
    }
}
