/// How generated toilets are tagged: which places have them, and in what proportions they
/// carry each tag. Policy as data; weights are parts of the row's total.
///
/// Proportions follow what Central European OSM data shows: about 45 % dedicated
/// `amenity=toilets`, the rest venues with `toilets=yes` (cafés, restaurants, libraries,
/// stations …). On a venue the toilet's own tags use the `toilets:` prefix, as
/// <https://wiki.openstreetmap.org/wiki/Key:toilets> asks. Hours come from real-world values
/// (`Tests/OpeningHoursTests/Oracle/realworld-values.txt`).
enum ToiletTagTable {
    /// A place that has toilets: its identifying tags and its weight.
    struct Venue {
        let tags: [(String, String)]
        let name: String
        let weight: Int
    }

    /// The first row is the dedicated toilet; the others are venues with `toilets=yes`.
    static let venues: [Venue] = [
        Venue(tags: [("amenity", "toilets")], name: "Public toilet", weight: 45),
        Venue(tags: [("amenity", "cafe")], name: "Café", weight: 18),
        Venue(tags: [("amenity", "restaurant")], name: "Restaurant", weight: 10),
        Venue(tags: [("amenity", "fast_food")], name: "Imbiss", weight: 6),
        Venue(tags: [("amenity", "library")], name: "Library", weight: 5),
        Venue(tags: [("public_transport", "station"), ("railway", "station")], name: "Station", weight: 5),
        Venue(tags: [("amenity", "fuel")], name: "Fuel", weight: 4),
        Venue(tags: [("shop", "mall")], name: "Mall", weight: 4),
        Venue(tags: [("tourism", "museum")], name: "Museum", weight: 3),
    ]
    static let venueWeights = venues.map(\.weight)

    /// A tag and its values with weights; a `nil` value leaves the tag off.
    struct Choice {
        let key: String
        let values: [(String?, Int)]
        var weights: [Int] { values.map(\.1) }
    }

    /// Needs tags of a dedicated toilet (keys as on `amenity=toilets`).
    static let dedicated: [Choice] = [
        Choice(key: "access", values: [("yes", 60), ("permissive", 8), ("customers", 5), ("private", 4), (nil, 23)]),
        Choice(key: "fee", values: [("no", 55), ("yes", 25), (nil, 20)]),
        Choice(key: "wheelchair", values: [("yes", 40), ("no", 18), ("limited", 8), (nil, 34)]),
        Choice(key: "changing_table", values: [("yes", 25), ("no", 20), (nil, 55)]),
        Choice(key: "unisex", values: [("yes", 35), (nil, 65)]),
        Choice(key: "centralkey", values: [("eurokey", 8), (nil, 92)]),
    ]

    /// Needs tags of a venue's toilet (`toilets:` keys, which speak of the toilet, not the door).
    static let venue: [Choice] = [
        Choice(key: "toilets:access", values: [("customers", 55), ("yes", 20), (nil, 25)]),
        Choice(key: "toilets:fee", values: [("no", 60), ("yes", 5), (nil, 35)]),
        Choice(key: "toilets:wheelchair", values: [("yes", 30), ("no", 20), (nil, 50)]),
        Choice(key: "changing_table", values: [("yes", 20), ("no", 15), (nil, 65)]),
        Choice(key: "toilets:unisex", values: [("yes", 30), (nil, 70)]),
    ]

    /// How a toilet's hours are given: `24/7`, a value from ``openingHours``, or none.
    static let hoursShares: (allDay: Int, listed: Int, none: Int) = (25, 50, 25)
}
