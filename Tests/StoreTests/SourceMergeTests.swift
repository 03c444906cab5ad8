import Foundation
import Geo
import Model
import Store
import Testing
import TestSupport

/// The matching rule and the merge, as pure functions: a table of pairs, and properties over
/// seeded random records of several sources.
@Suite("Source merge")
struct SourceMergeTests {
    static let origin = Coordinate(latitude: 51.5, longitude: -0.12)

    /// A record of `dataset` (file `file`) `north` metres north and `east` metres east of the origin.
    static func record(_ dataset: String, _ id: Int64, file: String = "toilet", north: Double = 0, east: Double = 0, name: String? = nil,
                       time: TimeInterval? = nil, _ edit: (inout ToiletAttributes) -> Void = { _ in }) -> ToiletDraft {
        var attributes = ToiletAttributes()
        if let name { attributes.name = Attribute(name, source: 0, field: "name") }
        edit(&attributes)
        let coordinate = Coordinate(latitude: origin.latitude + north / 111_195,
                                    longitude: origin.longitude + east / (111_195 * cos(origin.latitude * .pi / 180)))
        return ToiletDraft(kind: .dedicated, coordinate: coordinate,
                           sources: [Provenance(dataset: dataset, elementType: file, elementID: id, timestamp: time.map(Date.init(timeIntervalSince1970:)))],
                           attributes: attributes)
    }

    static func street(_ text: String) -> Attribute<Address> { Attribute(Address(street: text), source: 0, field: "address") }

    static func tier(_ a: ToiletDraft, _ b: ToiletDraft) -> Int? {
        JoinRule.tier(.init(a), .init(b), meters: a.coordinate.distanceMeters(to: b.coordinate))
    }

    @Test("the rule's table: tiers by distance, names and files", arguments: [
        // (a, b, expected tier)
        (record("osm", 1, name: "Bank"), record("osm", 2, north: 2, name: "Bank"), nil), // one OSM dataset: never
        (record("osm", 1), record("toilets4london-osm", 2, north: 2), 0), // the same node in an OSM copy
        (record("osm", 1), record("toilets4london-osm", 2, north: 10), nil),
        (record("osm", 1, name: "Trafalgar Square"), record("toilets4london-osm", 2, north: 4.5, name: "Trafalgar Square"), 0),
        (record("osm", 1), record("toilets4london-osm", 2, north: 4.5), nil),
        (record("t", 1, file: "lambeth", name: "Brockwell Park"), record("t", 2, file: "lambeth", north: 1, name: "Brockwell Park"), nil), // one file: never
        (record("t", 1, file: "lambeth", name: "Villa Rosa"), record("t", 2, file: "lambeth", north: 5, name: "Leonardo Caffe"), nil),
        (record("t", 1, file: "tfl", name: "Bank DLR Station"), record("t", 2, file: "tfl2", north: 44, name: "Bank"), 1),
        (record("t", 1, file: "tfl", name: "Bank DLR Station"), record("t", 2, file: "tfl2", north: 61, name: "Bank"), nil),
        (record("t", 1, file: "a", name: "Tesco Catford"), record("osm", 2, north: 24, name: "Tesco"), 1),
        (record("t", 1, file: "a", name: "Telegraph Hill Centre Cafe"), record("osm", 2, north: 25, name: "Telegraph Hill Park"), 2),
        (record("t", 1, file: "a", name: "Telegraph Hill Centre Cafe"), record("osm", 2, north: 35, name: "Telegraph Hill Park"), nil),
        (record("t", 1, file: "a", name: "Nando's"), record("osm", 2, north: 11, name: "George IV"), nil),
        (record("t", 1, file: "a", name: "Public Toilets"), record("osm", 2, north: 19), 3),
        (record("t", 1, file: "a", name: "Public Toilets"), record("osm", 2, north: 23), nil),
        // A name beside another place agrees with that place's own record only within 20 m.
        (record("t", 1, file: "a", name: "Adjacent to Gidea Park Station"), record("osm", 2, north: 30, name: "Gidea Park"), nil),
        (record("t", 1, file: "a", name: "Adjacent to Gidea Park Station"), record("osm", 2, north: 15, name: "Gidea Park"), 1),
        // An unnamed OSM copy whose reverse-geocoded address names the other record's place.
        (record("t", 1, file: "tfl", name: "Old Street Station"),
         record("toilets4london-osm", 2, north: 45) { $0.address = street("Old Street, Shoreditch, London Borough of Hackney, EC1V 9NR") }, 1),
        (record("t", 1, file: "tfl", name: "Old Street Station"),
         record("toilets4london-osm", 2, north: 45) { $0.address = street("City Road, Shoreditch, London Borough of Hackney, EC1V 9NR") }, nil),
        (record("t", 1, file: "tfl", name: "King's Cross St Pancras"),
         record("toilets4london-osm", 2, north: 25) { $0.address = street("St Pancras, Euston Road, London Borough of Camden, N1C 4QP") }, 2),
        (record("t", 1, file: "tfl", name: "King's Cross St Pancras"),
         record("toilets4london-osm", 2, north: 35) { $0.address = street("St Pancras, Euston Road, London Borough of Camden, N1C 4QP") }, nil),
        // One typing error in a long word, at the same postcode only.
        (record("t", 1, file: "bromley", name: "Sainbury's") { $0.address = street("158-162 High Street, Penge, SE20 7QS") },
         record("t", 2, file: "sainsburys", north: 24, name: "Penge Sainsbury's") { $0.address = street("158-162 High Street SE20 7QS") }, 1),
        (record("t", 1, file: "bromley", name: "Sainbury's"), record("t", 2, file: "sainsburys", north: 24, name: "Penge Sainsbury's"), nil),
        // A source's twin lists: the same name at the same postcode up to 100 m, never by name alone.
        (record("t", 1, file: "lewisham", name: "Tesco Catford") { $0.address = street("Winslade Way, SE6 4JU") },
         record("t", 2, file: "lewisham_2", north: 90, name: "Tesco Catford") { $0.address = street("16-21 Winslade Way SE6 4JU") }, 1),
        (record("t", 1, file: "lewisham", name: "Tesco Catford"), record("t", 2, file: "lewisham_2", north: 90, name: "Tesco Catford"), nil),
        (record("t", 1, file: "lewisham", name: "Lewisham Shopping Centre") { $0.address = street("Molesworth Street, SE13 7HB") },
         record("t", 2, file: "lewisham_2", north: 92, name: "Lewisham Shopping Centre (Landsec)") { $0.address = street("33A Molesworth St, SE13 7HB") }, 1),
        // Beyond 22 m a shared postcode is not enough when the OSM copy's address begins with another venue.
        (record("t", 1, file: "a", name: "Chingford Station") { $0.address = street("Station Road, E4 6AL") },
         record("toilets4london-osm", 2, north: 35) { $0.address = street("Trattoria Ibleo, Station Road, E4 6AL") }, nil),
        (record("t", 1, file: "a") { $0.gender = Attribute(.male, source: 0) }, record("osm", 2, north: 3) { $0.gender = Attribute(.female, source: 0) }, nil),
        // Postcodes: two doors of one place name 25 m apart, and an unnamed record at a named one's address.
        (record("t", 1, file: "southwark", name: "Canada Water Library & Culture Café") { $0.address = street("21 Surrey Quays Road, London SE16 7AR") },
         record("t", 2, file: "tfl", north: 25, name: "Canada Water Underground Station") { $0.address = street("Deal Porter Square, SE16 7EE") }, nil),
        (record("t", 1, file: "southwark", name: "Canada Water Library") { $0.address = street("21 Surrey Quays Road, London SE16 7AR") },
         record("t", 2, file: "tfl", north: 25, name: "Canada Water Underground Station"), 1), // all of the shorter name: a postcode does not part them
        (record("t", 1, file: "lewisham", name: "Horniman Museum & Gardens") { $0.address = street("100 London road, Lewisham, London, SE23 3PQ") },
         record("toilets4london-osm", 2, north: 35) { $0.address = street("London Road, Forest Hill, SE23 3PQ, United Kingdom") }, 3),
        (record("t", 1, file: "lewisham", name: "Horniman Museum & Gardens") { $0.address = street("100 London road, SE23 3PQ") },
         record("toilets4london-osm", 2, north: 35) { $0.address = street("London Road, Forest Hill, SE23 3PR") }, nil),
        (record("t", 1, file: "lewisham", name: "Horniman Museum & Gardens") { $0.address = street("100 London road, SE23 3PQ") },
         record("toilets4london-osm", 2, north: 15) { $0.address = street("London Road, SE23 3PR") }, 3), // an OSM copy's postcode never separates
    ] as [(ToiletDraft, ToiletDraft, Int?)])
    func table(a: ToiletDraft, b: ToiletDraft, expected: Int?) {
        #expect(Self.tier(a, b) == expected)
        #expect(Self.tier(b, a) == expected)
    }

    @Test("names: generic words, possessives, accents and entities fold away")
    func names() {
        #expect(NameKey("Sainsbury&#39;s Forest Hill").words == ["sainsbury", "forest", "hill"])
        #expect(NameKey("Automatic Public Convenience").isGeneric)
        #expect(NameKey("Café Rouge").similarity(to: NameKey("cafe rouge toilets")) == 1)
        #expect(NameKey("Bank").similarity(to: NameKey("Bank DLR Station")) == 1)
        #expect(NameKey("Nando's").similarity(to: NameKey("George IV")) == 0)
    }

    @Test("each field comes from the most trusted source, then the newest; evaluable hours beat free text")
    func fields() throws {
        let osm = Self.record("osm", 1, name: "Clapham Common", time: 2_000) {
            $0.wheelchair = Attribute(.no, source: 0, field: "wheelchair")
            $0.openingHours = Attribute("Mo-Su 08:00-18:00", source: 0, field: "opening_hours")
        }
        let council = Self.record("toilets4london", 7, file: "lambeth", north: 12, name: "Clapham Common Toilets", time: 1_000) {
            $0.wheelchair = Attribute(.yes, source: 0, field: "wheelchair")
            $0.openingHours = Attribute("Dawn to dusk, weather permitting", source: 0, field: ToiletAttributes.hoursTextField)
            $0.changingTable = Attribute(true, source: 0, field: "baby_change")
        }
        let merged = SourceMerge.merge([council, osm], storedKeys: [])
        let draft = try #require(merged.drafts.first)
        #expect(merged.drafts.count == 1 && merged.joins.count == 1)
        #expect(draft.sources.map(\.key) == ["osm:toilet/1", "toilets4london:lambeth/7"]) // OSM's position is trusted most
        #expect(draft.coordinate == osm.coordinate)
        #expect(draft.attributes.name.value == "Clapham Common" && draft.attributes.name.source == 0)
        #expect(draft.attributes.openingHours.value == "Mo-Su 08:00-18:00") // the council's text could not be read
        #expect(draft.attributes.changingTable.value == true && draft.attributes.changingTable.source == 1)
        // Equal trust for wheelchair (2 and 2): the newer source, OSM, wins.
        #expect(draft.attributes.wheelchair.value == WheelchairAccess.no && draft.attributes.wheelchair.source == 0)

        var readable = council
        readable.attributes.openingHours = Attribute("Mo-Su 07:30-16:00", source: 0, field: "opening_hours")
        let second = try #require(SourceMerge.merge([osm, readable], storedKeys: []).drafts.first)
        #expect(second.attributes.openingHours.value == "Mo-Su 07:30-16:00" && second.attributes.openingHours.source == 1) // the operator's hours
    }

    @Test("within a tier the name that agrees most wins a tie: South Woodford joins South Woodford, not Woodford")
    func agreementFirst() {
        let station = Self.record("t", 1, file: "tfl", name: "South Woodford")
        let twin = Self.record("t", 2, file: "tfl2", name: "South Woodford"), other = Self.record("t", 3, file: "tfl2", name: "Woodford")
        let merged = SourceMerge.merge([other, station, twin], storedKeys: [])
        #expect(merged.joins.map { Set([$0.a, $0.b]) } == [Set(["t:tfl/1", "t:tfl2/2"])])
        #expect(merged.drafts.count == 2)
    }

    @Test("a toilet already stored keeps its key as the primary when another source joins it")
    func storedKeyStays() throws {
        let council = Self.record("toilets4london", 7, file: "lambeth", name: "Kennington Park")
        let osm = Self.record("osm", 1, north: 10, name: "Kennington Park")
        let merged = try #require(SourceMerge.merge([osm, council], storedKeys: ["toilets4london:lambeth/7"]).drafts.first)
        #expect(merged.sourceKey == "toilets4london:lambeth/7")
        #expect(merged.coordinate == council.coordinate)
    }

    /// Seeded random records of five sources in a 400 m square, many with shared names.
    static func randomRecords(seed: UInt64, count: Int) -> [ToiletDraft] {
        var random = SeededRandom(seed: seed)
        let datasets = ["osm", "toilets4london-osm", "toilets4london", "refuge", "toiletmap-uk"]
        let names = [nil, "Public toilets", "Bank", "Bank Station", "Tesco Catford", "Brockwell Park", "Villa Rosa", "Park Cafe"]
        return (0..<count).map { index in
            let dataset = datasets[Int(random.next() % UInt64(datasets.count))]
            let file = dataset == "toilets4london" ? ["lambeth", "tfl", "tfl2"][Int(random.next() % 3)] : "toilet"
            return record(dataset, Int64(index + 1), file: file, north: Double(random.next() % 400), east: Double(random.next() % 400),
                          name: names[Int(random.next() % UInt64(names.count))])
        }
    }

    @Test("properties: every record lands in exactly one toilet; no group holds two records of one file or spans over 60 m; the order read does not matter",
          arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func properties(seed: UInt64) {
        let records = Self.randomRecords(seed: seed, count: 300)
        let merged = SourceMerge.merge(records, storedKeys: [])
        let keys = merged.drafts.flatMap { $0.sources.map(\.key) }
        #expect(keys.sorted() == records.map(\.sourceKey).sorted())
        let byKey = Dictionary(uniqueKeysWithValues: records.map { ($0.sourceKey, $0) })
        for draft in merged.drafts {
            let members = draft.sources.compactMap { byKey[$0.key] }
            for dataset in SourceTrust.osmDatasets { #expect(members.count { $0.sources[0].dataset == dataset } <= 1) }
            #expect(Set(members.map { "\($0.sources[0].dataset):\($0.sources[0].elementType)" }).count == members.count)
            for a in members { for b in members { #expect(a.coordinate.distanceMeters(to: b.coordinate) <= JoinRule.maxMeters) } }
        }
        var random = SeededRandom(seed: seed &+ 100)
        let shuffled = records.shuffled(using: &random)
        #expect(SourceMerge.merge(shuffled, storedKeys: []).drafts == merged.drafts)
    }
}
