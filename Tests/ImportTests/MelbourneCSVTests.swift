import Foundation
import Geo
@testable import Import
import Model
import Testing
import TestSupport

/// The City of Melbourne's public toilets (74 rows). The counts below were read from the same
/// file with Python's csv module.
@Suite("Source adapter: City of Melbourne public toilets CSV")
struct MelbourneCSVTests {
    static func reading() throws -> SourceReading {
        try MelbourneCSV.read(try String(contentsOf: Fixtures.file("melbourne-public-toilets-2025.csv"), encoding: .utf8))
    }

    @Test("74 rows, 74 drafts; wheelchair, changing table and gender as counted, U and empty unknown")
    func counts() throws {
        let drafts = try Self.reading().drafts
        #expect(drafts.count == 74)
        func count<V: Equatable>(_ value: V?, _ path: (ToiletAttributes) -> V?) -> Int { drafts.filter { path($0.attributes) == value }.count }
        #expect(count(WheelchairAccess.yes, { $0.wheelchair.value }) == 48 && count(WheelchairAccess.no, { $0.wheelchair.value }) == 24)
        #expect(count(nil as WheelchairAccess?, { $0.wheelchair.value }) == 2)
        #expect(count(true, { $0.changingTable.value }) == 5 && count(false, { $0.changingTable.value }) == 67)
        #expect(count(nil as Bool?, { $0.changingTable.value }) == 2)
        #expect(count(GenderPolicy.male, { $0.gender.value }) == 11 && count(GenderPolicy.female, { $0.gender.value }) == 4)
        #expect(count(nil as GenderPolicy?, { $0.gender.value }) == 59, "both yes, U or empty: not sure, unknown")
        #expect(drafts.allSatisfy { $0.attributes.access.value == .public && $0.attributes.operator.value == "City of Melbourne" })
        // Two facilities share a name 46 m apart; the position keeps their keys apart.
        #expect(Set(drafts.compactMap(\.attributes.name.value)).count == 73 && Set(drafts.map(\.sourceKey)).count == 74)
    }

    @Test("the first row, whole, and its id the same on every run")
    func firstRow() throws {
        let park = try #require(try Self.reading().drafts.first)
        #expect(park.attributes.name.value == "Public Toilet - Toilet 107 - Alexandra Park")
        #expect(park.coordinate == Coordinate(latitude: -37.82764304616528, longitude: 144.9818116607595))
        #expect(park.attributes.wheelchair.value == .yes && park.attributes.changingTable.value == false)
        #expect(park.sourceKey == "melbourne:toilet/\(StableID.of("Public Toilet - Toilet 107 - Alexandra Park|-37.8276,144.9818"))")
        #expect(StableID.of("a") == StableID.of("a") && StableID.of("a") != StableID.of("b"))
        #expect(StableID.of("") > 0)
    }

    @Test("bad rows and a header without a needed column are reported by field", arguments: [
        ("name,lat,lon\r\nA,-91,144\r\n", "lat/lon"),
        ("name,lat,lon\r\nA,,144\r\n", "lat/lon"),
        ("name,lat,lon\r\n ,-37.8,144.9\r\n", "name"),
        ("name,latitude,lon\r\nA,-37.8,144.9\r\n", "lat"),
    ])
    func problems(csv: String, field: String) throws {
        let reading = try MelbourneCSV.read(csv)
        #expect(reading.drafts.isEmpty && reading.problems.map(\.field) == [field])
    }

    @Test("fuzz: mutated files never crash (seeded)")
    func fuzz() throws {
        var random = SeededRandom(seed: 47)
        let scalars = Array(try String(contentsOf: Fixtures.file("melbourne-public-toilets-2025.csv"), encoding: .utf8).unicodeScalars)
        let syntax = Array(",\"\r\n0-.Uyes".unicodeScalars)
        for _ in 0..<100 {
            var mutated = scalars
            for _ in 0..<(1 + random.next(10)) {
                let at = random.next(mutated.count)
                if random.next(2) == 0 { mutated[at] = syntax[random.next(syntax.count)] } else { mutated.remove(at: at) }
            }
            if let reading = try? MelbourneCSV.read(String(String.UnicodeScalarView(mutated))) {
                #expect(reading.drafts.count <= 80)
            }
        }
    }
}
