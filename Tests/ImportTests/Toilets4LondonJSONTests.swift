import Foundation
import Geo
@testable import Import
import Model
import Testing
import TestSupport

/// toilets4london's two files. The counts below were read from the same files with Python's json
/// module, applying the rules of ``Toilets4LondonJSON`` (a false counts as no only in a
/// `source_file` that says true somewhere).
@Suite("Source adapter: toilets4london JSON (councils and OSM)")
struct Toilets4LondonJSONTests {
    static func councils() throws -> SourceReading {
        try Toilets4LondonJSON.read(try Data(contentsOf: Fixtures.file("london-toilets4london-councils-2023.json")))
    }

    static func osm() throws -> SourceReading {
        try Toilets4LondonJSON.read(try Data(contentsOf: Fixtures.file("london-toilets4london-osm-2021.json")))
    }

    @Test("councils: 1,237 records, 1,118 drafts; 50 at 0,0 and the 69 marked closed left out")
    func councilCounts() throws {
        let reading = try Self.councils()
        #expect(reading.drafts.count == 1_118 && reading.problems.count == 119)
        #expect(reading.problems.filter { $0.field == "open" && $0.id != nil }.count == 69)
        #expect(reading.problems.filter { $0.field == "latitude/longitude" }.count == 50)
        let drafts = reading.drafts
        func count<V: Equatable>(_ value: V?, _ path: (ToiletAttributes) -> V?) -> Int { drafts.filter { path($0.attributes) == value }.count }
        #expect(count(WheelchairAccess.yes, { $0.wheelchair.value }) == 509 && count(WheelchairAccess.no, { $0.wheelchair.value }) == 287)
        #expect(count(nil as WheelchairAccess?, { $0.wheelchair.value }) == 322)
        #expect(count(true, { $0.changingTable.value }) == 302 && count(false, { $0.changingTable.value }) == 391)
        #expect(count(false, { $0.fee.value }) == 91 && count(true, { $0.fee.value }) == 49)
        #expect(count("0.20 GBP", { $0.charge.value }) == 16 && count("0.50 GBP", { $0.charge.value }) == 10)
        #expect(drafts.filter { $0.attributes.name.isKnown }.count == 1_101)
        #expect(drafts.filter { $0.kind == .inVenue("supermarket") }.count == 22)
        #expect(drafts.allSatisfy { $0.sources.first?.dataset == "toilets4london" && $0.hoursProblem == nil })
        #expect(Set(drafts.map(\.sourceKey)).count == drafts.count, "ids are unique, Lambeth's repeated parks too")
    }

    @Test("unknown is never no: a file that never says true has no no")
    func councilsUnknownIsNeverNo() throws {
        let drafts = try Self.councils().drafts
        let barnet = drafts.filter { $0.sources.first?.elementType.hasPrefix("barnet") == true }
        #expect(barnet.count == 39)
        #expect(barnet.allSatisfy { !$0.attributes.wheelchair.isKnown && !$0.attributes.changingTable.isKnown })
        let islington = drafts.filter { $0.sources.first?.elementType == "islington_2" }
        #expect(islington.count == 54 && islington.allSatisfy { !$0.attributes.changingTable.isKnown })
        #expect(islington.filter { $0.attributes.wheelchair.value == WheelchairAccess.no }.count == 17, "islington_2 says true for some")
        // Every no comes from a file that says yes for the same key somewhere.
        let noFiles = Set(drafts.filter { $0.attributes.wheelchair.value == WheelchairAccess.no }.compactMap { $0.sources.first?.elementType })
        let yesFiles = Set(drafts.filter { $0.attributes.wheelchair.value == WheelchairAccess.yes }.compactMap { $0.sources.first?.elementType })
        #expect(noFiles.isSubset(of: yesFiles))
    }

    @Test("councils: free-text hours are read or kept as text, never lost")
    func councilHours() throws {
        let drafts = try Self.councils().drafts
        let withHours = drafts.filter { $0.attributes.openingHours.isKnown }
        #expect(withHours.count == 652, "652 kept records have an hours text")
        // Read: "Summer (April - September) 7:30am - 8pm , Winter (October - March) 7:30am - 3:45pm ; Radar key accessible".
        let barking = try #require(drafts.first)
        #expect(barking.attributes.evaluableOpeningHours == "Apr-Sep 07:30-20:00; Oct-Mar 07:30-15:45")
        // Kept as text: a note nobody can read as hours for sure.
        let kept = drafts.filter { $0.attributes.sourceHoursText != nil }
        #expect(!kept.isEmpty && kept.allSatisfy { $0.attributes.openingHours.field == ToiletAttributes.hoursTextField && $0.attributes.evaluableOpeningHours == nil })
        #expect(kept.count + drafts.count { $0.attributes.evaluableOpeningHours != nil } == withHours.count)
    }

    @Test("OSM: 859 records, 859 drafts; false is never no; OSM hours kept with their problem")
    func osmCounts() throws {
        let reading = try Self.osm()
        #expect(reading.drafts.count == 859 && reading.problems.isEmpty)
        let drafts = reading.drafts
        #expect(drafts.filter { $0.attributes.wheelchair.value == .yes }.count == 203)
        #expect(drafts.filter { $0.attributes.changingTable.value == true }.count == 37)
        #expect(!drafts.contains { $0.attributes.wheelchair.value == WheelchairAccess.no || $0.attributes.changingTable.value == false })
        #expect(drafts.filter { $0.attributes.openingHours.isKnown }.count == 58)
        #expect(drafts.allSatisfy { $0.sources.first?.dataset == "toilets4london-osm" && $0.sources.first?.elementType == "toilet" })
        #expect(!drafts.contains { $0.attributes.fee.isKnown || $0.attributes.description.isKnown })
        let closed = drafts[60]
        #expect(closed.attributes.openingHours.value == "Permanently Closed" && closed.hoursProblem != nil)
        #expect(drafts[14].attributes.openingHours.value == "24/7" && drafts[14].hoursProblem == nil)
        #expect(Set(drafts.map(\.sourceKey)).count == 859)
    }

    @Test("one council record, whole")
    func oneRecord() throws {
        let json = """
        [{"latitude": "51.5", "longitude": -0.1, "address": " 1 High St ", "borough": "Camden", "name": "Kiosk",
          "wheelchair": false, "baby_change": true, "fee": "20p", "opening_hours": "/", "open": true, "covid": "x",
          "data_source": "council website", "source_file": "Data/processed_data_camden.json"},
         {"latitude": 51.6, "longitude": -0.1, "address": "2", "borough": "Camden", "wheelchair": true,
          "source_file": "Data/processed_data_camden.json"}]
        """
        let drafts = try Toilets4LondonJSON.read(Data(json.utf8)).drafts
        let kiosk = try #require(drafts.first)
        #expect(kiosk.coordinate == Coordinate(latitude: 51.5, longitude: -0.1))
        #expect(kiosk.sourceKey == "toilets4london:camden/\(StableID.of("Data/processed_data_camden.json|Kiosk|1 High St|51.500000,-0.100000"))")
        #expect(kiosk.attributes.name.value == "Kiosk" && kiosk.attributes.address.value == Address(street: "1 High St", city: "Camden"))
        #expect(kiosk.attributes.wheelchair.value == WheelchairAccess.no, "camden says true for the other record")
        #expect(kiosk.attributes.changingTable.value == true && kiosk.attributes.fee.value == true && kiosk.attributes.charge.value == "0.20 GBP")
        #expect(kiosk.attributes.openingHours == .unknown && kiosk.attributes.description.value == "Source: council website")
        #expect(drafts[1].attributes.changingTable == .unknown && drafts[1].attributes.name == .unknown)
    }

    /// Each row: a council record's keys (the file `f` also holds a record saying true for both
    /// booleans, so its false can say no), then wheelchair, changing table, fee and charge.
    @Test("a council record's attributes, rule by rule", arguments: [
        (#""wheelchair": false, "baby_change": false, "fee": "Free""#, WheelchairAccess.no as WheelchairAccess?, false as Bool?, false as Bool?, nil as String?),
        (#""wheelchair": true, "fee": "Paid""#, .yes, nil, true, nil),
        (#""baby_change": true, "fee": "50p""#, nil, true, true, "0.50 GBP"),
        (#""wheelchair": "yes", "baby_change": 1, "fee": 1"#, nil, nil, nil, nil),
        (#""wheelchair": null, "fee": "", "open": true"#, nil, nil, nil, nil),
    ])
    func councilRules(keys: String, wheelchair: WheelchairAccess?, changingTable: Bool?, fee: Bool?, charge: String?) throws {
        let json = """
        [{"latitude": 51.5, "longitude": -0.1, "address": "a", "borough": "b", "source_file": "f", \(keys)},
         {"latitude": 51.6, "longitude": -0.1, "address": "c", "wheelchair": true, "baby_change": true, "source_file": "f"}]
        """
        let draft = try #require(try Toilets4LondonJSON.read(Data(json.utf8)).drafts.first)
        #expect(draft.attributes.wheelchair.value == wheelchair && draft.attributes.changingTable.value == changingTable)
        #expect(draft.attributes.fee.value == fee && draft.attributes.charge.value == charge)
    }

    @Test("an OSM-derived record: false says nothing, the hours are OSM's")
    func osmRecord() throws {
        let json = #"[{"latitude": 51.5, "longitude": -0.1, "address": "a", "borough": "b", "name": "", "wheelchair": false, "baby_change": true, "opening_hours": "Mo-Fr 08:00-18:00", "data_source": "OpenStreetMap"}]"#
        let draft = try #require(try Toilets4LondonJSON.read(Data(json.utf8)).drafts.first)
        #expect(draft.attributes.wheelchair == .unknown && draft.attributes.changingTable.value == true && draft.attributes.name == .unknown)
        #expect(draft.attributes.openingHours.value == "Mo-Fr 08:00-18:00" && draft.attributes.openingHours.field == "opening_hours")
        #expect(draft.sourceKey == "toilets4london-osm:toilet/\(StableID.of("|a|51.500000,-0.100000"))", "an empty name is an empty part of the key")
    }

    @Test("records it cannot use are left out with the field", arguments: [
        (#"[{"latitude": 95, "longitude": 0.1}]"#, "latitude/longitude"),
        (#"[{"latitude": "x", "longitude": 0.1}]"#, "latitude/longitude"),
        (#"[{"latitude": 0, "longitude": 0}]"#, "latitude/longitude"),
        (#"[{"latitude": 51.5, "longitude": 0.1, "open": false, "source_file": "a"}]"#, "open"),
        (#"[7]"#, "record"),
    ])
    func leftOut(json: String, field: String) throws {
        let reading = try Toilets4LondonJSON.read(Data(json.utf8))
        #expect(reading.drafts.isEmpty && reading.problems.map(\.field) == [field])
    }

    @Test("not an array is an error", arguments: ["{}", "", "nope"])
    func notAnArray(text: String) {
        #expect(throws: Toilets4LondonJSON.NotAnArray.self) { try Toilets4LondonJSON.read(Data(text.utf8)) }
    }
}
