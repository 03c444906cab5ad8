import Foundation
import Geo
@testable import Import
import Model
import Testing
import TestSupport

/// The Refuge Restrooms v1 JSON adapter over the real Austin dump (255 records), against a
/// second reading of the same file with JSONSerialization, record by record.
@Suite("Source adapter: Refuge Restrooms v1 JSON")
struct RefugeJSONTests {
    static let data = (try? Data(contentsOf: Fixtures.file("refuge-restrooms-austin-2017.json"))) ?? Data()
    /// The same file read a second way, as the reference.
    static func raw() -> [[String: Any]] { ((try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]]) ?? [] }

    @Test("every one of the 255 Austin records becomes a draft, each field mapped as documented")
    func austin() throws {
        let reading = try RefugeJSON.read(Self.data)
        let raw = Self.raw()
        #expect(raw.count == 255)
        #expect(reading.drafts.count == 255 && reading.problems.isEmpty, "\(reading.problems)")
        for (draft, record) in zip(reading.drafts, raw) {
            let id = try #require((record["id"] as? NSNumber)?.int64Value)
            #expect(draft.sourceKey == "refuge:restroom/\(id)")
            #expect(draft.kind == .inVenue("restroom"))
            #expect(abs(draft.coordinate.latitude - ((record["latitude"] as? NSNumber)?.doubleValue ?? .nan)) < 1e-12)
            #expect(abs(draft.coordinate.longitude - ((record["longitude"] as? NSNumber)?.doubleValue ?? .nan)) < 1e-12)
            let a = draft.attributes
            func trimmed(_ key: String) -> String? {
                let text = (record[key] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines)
                return text?.isEmpty == false ? text : nil
            }
            #expect(a.name.value == trimmed("name"))
            #expect(a.address.value?.street == trimmed("street") && a.address.value?.city == trimmed("city"))
            #expect(a.address.value?.state == trimmed("state") && a.address.value?.country == trimmed("country"))
            #expect(a.wheelchair.value == ((record["accessible"] as? Bool) == true ? .yes : nil))
            #expect(a.gender.value == ((record["unisex"] as? Bool) == true ? .unisex : nil))
            #expect(a.changingTable.value == ((record["changing_table"] as? Bool) == true ? true : nil))
            let notes = [trimmed("directions"), trimmed("comment")].compactMap { $0 }
            #expect(a.description.value == (notes.isEmpty ? nil : notes.joined(separator: " — ")))
            #expect(draft.sources.first?.timestamp != nil)
            // Refuge has no hours, fee or access: unknown, never guessed.
            #expect(a.openingHours.value == nil && a.fee.value == nil && a.access.value == nil)
        }
        // The file has both kinds of each box, so both branches ran.
        #expect(Set(raw.compactMap { $0["accessible"] as? Bool }) == [true, false])
        #expect(Set(raw.compactMap { $0["unisex"] as? Bool }) == [true, false])
    }

    @Test("unknown is never no: an unticked box leaves the attribute unknown")
    func unknownIsNeverNo() throws {
        let drafts = try RefugeJSON.read(Self.data).drafts
        #expect(!drafts.contains { $0.attributes.wheelchair.value == WheelchairAccess.no })
        #expect(!drafts.contains { $0.attributes.changingTable.value == false })
        #expect(!drafts.contains { $0.attributes.gender.value.map { $0 != .unisex } ?? false })
        #expect(drafts.contains { $0.attributes.wheelchair.value == nil } && drafts.contains { $0.attributes.gender.value == nil })
    }

    @Test("the first record, whole")
    func cityHall() throws {
        let draft = try #require(try RefugeJSON.read(Self.data).drafts.first)
        #expect(draft.attributes.name.value == "Austin City Hall")
        #expect(draft.attributes.address.value == Address(street: "301 W. 2nd St", city: "Austin", state: "TX", country: "US"))
        #expect(draft.attributes.wheelchair.value == .yes && draft.attributes.gender.value == .unisex)
        #expect(draft.attributes.changingTable.value == nil)
        #expect(draft.sources.first?.timestamp == Date(timeIntervalSince1970: 1_425_768_857.185))
    }

    @Test("a record it cannot place is left out with the field and what was expected", arguments: [
        (#"[{"latitude": 30.2, "longitude": -97.7}]"#, "id"),
        (#"[{"id": -4, "latitude": 30.2, "longitude": -97.7}]"#, "id"),
        (#"[{"id": 7, "latitude": 91, "longitude": -97.7}]"#, "latitude/longitude"),
        (#"[{"id": 7, "latitude": 0, "longitude": 0}]"#, "latitude/longitude"),
        (#"[{"id": 7, "latitude": "30.2", "longitude": -97.7}]"#, "latitude/longitude"),
        (#"[{"id": 7, "latitude": true, "longitude": -97.7}]"#, "latitude/longitude"),
        (#"[[1, 2]]"#, "record"),
        (#"["a"]"#, "record"),
    ])
    func leftOut(json: String, field: String) throws {
        let reading = try RefugeJSON.read(Data(json.utf8))
        #expect(reading.drafts.isEmpty)
        #expect(reading.problems.map(\.field) == [field])
        #expect(reading.problems.first?.description.contains("record 0") == true)
    }

    @Test("a 1 is not a tick, and a true is not a number")
    func typesKept() throws {
        let json = #"[{"id": 1, "latitude": 1, "longitude": 1, "accessible": 1, "unisex": "true", "changing_table": true, "name": " "}]"#
        let draft = try #require(try RefugeJSON.read(Data(json.utf8)).drafts.first)
        #expect(draft.coordinate == Coordinate(latitude: 1, longitude: 1))
        #expect(draft.attributes.wheelchair.value == nil && draft.attributes.gender.value == nil)
        #expect(draft.attributes.changingTable.value == true && draft.attributes.name.value == nil)
    }

    @Test("input that is not an array of records is refused whole", arguments: ["", "{}", "null", "[1,", "\"x\""])
    func notAnArray(json: String) {
        #expect(throws: RefugeJSON.NotAnArray.self) { try RefugeJSON.read(Data(json.utf8)) }
    }

    @Test("fuzz: mutated files never crash; every record is a draft or a reported problem (seeded)")
    func fuzz() {
        var random = SeededRandom(seed: 41)
        let bytes = Array(Self.data), syntax = Array("{}[],:\"0e-".utf8)
        for _ in 0..<150 {
            var mutated = bytes
            for _ in 0..<(1 + random.next(8)) {
                let at = random.next(mutated.count)
                switch random.next(3) {
                case 0: mutated[at] = UInt8(random.next(256))
                case 1: mutated.remove(at: at)
                default: mutated.insert(syntax[random.next(syntax.count)], at: at)
                }
            }
            guard let reading = try? RefugeJSON.read(Data(mutated)) else { continue }
            let records = ((try? JSONSerialization.jsonObject(with: Data(mutated))) as? [Any])?.count
            if let records { #expect(reading.drafts.count + reading.problems.count == records) }
        }
    }
}
