import Foundation
import Geo
@testable import Import
import Model
import Testing
import TestSupport

/// The old Safe2Pee export: no header, CR line endings, 17 columns. The counts below were read
/// from the same file with Python's csv module (`Data/SOURCES.md`: 4,491 rows, 85 without a
/// usable position).
@Suite("Source adapter: the Safe2Pee CSV")
struct Safe2PeeCSVTests {
    static func text() throws -> String {
        try String(contentsOf: Fixtures.file("refuge-restrooms-safe2pee-2014.csv"), encoding: .utf8)
    }

    @Test("4,491 rows: 4,406 drafts and 85 rows left out for their position; unisex and accessible as counted")
    func counts() throws {
        let reading = try Safe2PeeCSV.read(try Self.text())
        #expect(reading.drafts.count == 4_406 && reading.problems.count == 85)
        #expect(reading.problems.allSatisfy { $0.field == "latitude/longitude" && $0.id != nil })
        #expect(reading.drafts.filter { $0.attributes.gender.value == .unisex }.count == 3_348)
        #expect(reading.drafts.filter { $0.attributes.wheelchair.value == .yes }.count == 2_133)
        #expect(reading.drafts.filter { $0.attributes.address.value?.country == "US" }.count == 3_979)
        #expect(Set(reading.drafts.map(\.sourceKey)).count == 4_406, "ids are unique")
    }

    @Test("unknown is never no: bath type 1 and access 0 leave gender and wheelchair unknown")
    func unknownIsNeverNo() throws {
        let drafts = try Safe2PeeCSV.read(try Self.text()).drafts
        #expect(!drafts.contains { $0.attributes.wheelchair.value == WheelchairAccess.no })
        #expect(!drafts.contains { $0.attributes.gender.value.map { $0 != .unisex } ?? false })
        #expect(!drafts.contains { $0.attributes.changingTable.value != nil || $0.attributes.openingHours.value != nil })
    }

    @Test("the first two rows, whole")
    func firstRows() throws {
        let drafts = try Safe2PeeCSV.read(try Self.text()).drafts
        let cafe = try #require(drafts.first)
        #expect(cafe.sourceKey == "safe2pee:restroom/83" && cafe.kind == .inVenue("restroom"))
        #expect(cafe.coordinate == Coordinate(latitude: 39.949851, longitude: -75.208097))
        #expect(cafe.attributes.name.value == "Green Line Cafe")
        #expect(cafe.attributes.address.value == Address(street: "4239 Baltimore Avenue", postcode: "19104-7312", city: "PHILADELPHIA",
                                                         state: "PA", country: "US"))
        #expect(cafe.attributes.gender.value == nil && cafe.attributes.wheelchair.value == nil)
        #expect(cafe.attributes.description.value?.hasPrefix("First floor, towards the back;") == true)
        #expect(cafe.sources.first?.timestamp == nil, "0000-00-00 is no date")
        let mission = drafts[1]
        #expect(mission.attributes.gender.value == .unisex)
        #expect(mission.attributes.description.value == "Head straight back. behind a divider. — no key")
    }

    @Test("a row it cannot use is left out with the field and what was expected", arguments: [
        ("1,a,0,s,c,st,US,z,1,2,0,d,c,x,y,0", "row"),
        ("x,a,0,s,c,st,US,z,1,2,0,d,c,x,y,0,slug", "id"),
        ("7,a,0,s,c,st,US,z,95,2,0,d,c,x,y,0,slug", "latitude/longitude"),
        ("7,a,0,s,c,st,US,z,,2,0,d,c,x,y,0,slug", "latitude/longitude"),
    ])
    func leftOut(row: String, field: String) throws {
        let reading = try Safe2PeeCSV.read(row + "\r")
        #expect(reading.drafts.isEmpty && reading.problems.map(\.field) == [field])
    }

    @Test("dates: a real one is read in UTC, 0000-00-00 is none")
    func dates() {
        #expect(Safe2PeeCSV.timestamp("2013-05-20 18:17:41") == Date(timeIntervalSince1970: 1_369_073_861))
        #expect(Safe2PeeCSV.timestamp("2013-05-20") == Date(timeIntervalSince1970: 1_369_008_000))
        #expect(Safe2PeeCSV.timestamp("0000-00-00 00:00:00") == nil && Safe2PeeCSV.timestamp("soon") == nil)
    }

    @Test("fuzz: mutated files never crash (seeded)")
    func fuzz() throws {
        var random = SeededRandom(seed: 43)
        let scalars = Array(try Self.text().prefix(40_000).unicodeScalars), syntax = Array(",\"\r\n0-.x".unicodeScalars)
        for _ in 0..<60 {
            var mutated = scalars
            for _ in 0..<(1 + random.next(10)) {
                let at = random.next(mutated.count)
                if random.next(2) == 0 { mutated[at] = syntax[random.next(syntax.count)] } else { mutated.remove(at: at) }
            }
            if let reading = try? Safe2PeeCSV.read(String(String.UnicodeScalarView(mutated))) {
                #expect(reading.drafts.count + reading.problems.count > 0)
            }
        }
    }
}
