import Foundation
import Geo
@testable import Import
import Model
import Testing
import TestSupport

/// The Great British Public Toilet Map's 2014 file. The counts below were read from the same
/// file with Python's csv module (Windows-1252), applying the rules of ``ToiletMapUKCSV``.
@Suite("Source adapter: Toilet Map UK (GBPTM 2014) CSV")
struct ToiletMapUKCSVTests {
    static func reading() throws -> SourceReading {
        try ToiletMapUKCSV.read(try Data(contentsOf: Fixtures.file("gbptm-2014.csv")))
    }

    @Test("6,815 rows: 1,385 drafts (453 by latitude and longitude, 127 of them swapped; 932 by grid reference) and 5,430 without a position")
    func counts() throws {
        let reading = try Self.reading()
        #expect(reading.drafts.count == 1_385 && reading.problems.count == 5_430)
        #expect(reading.problems.allSatisfy { $0.field == "Latitude/Longitiude" })
        #expect(reading.drafts.allSatisfy { (49.8...61).contains($0.coordinate.latitude) && (-8.7...1.8).contains($0.coordinate.longitude) })
        #expect(reading.drafts.allSatisfy { $0.sources.first?.dataset == "toiletmap-uk" && $0.kind == .dedicated })
        #expect(Set(reading.drafts.map(\.sourceKey)).count == 1_385, "ids are unique")
    }

    @Test("every attribute as counted: wheelchair, changing table, gender only when sure, RADAR, cost")
    func attributes() throws {
        let drafts = try Self.reading().drafts
        func count<V: Equatable>(_ value: V?, _ path: (ToiletAttributes) -> V?) -> Int { drafts.filter { path($0.attributes) == value }.count }
        #expect(count(WheelchairAccess.yes, { $0.wheelchair.value }) == 895 && count(WheelchairAccess.no, { $0.wheelchair.value }) == 188)
        #expect(count(nil as WheelchairAccess?, { $0.wheelchair.value }) == 302)
        #expect(count(true, { $0.changingTable.value }) == 364 && count(false, { $0.changingTable.value }) == 430)
        #expect(count(GenderPolicy.unisex, { $0.gender.value }) == 105 && count(GenderPolicy.male, { $0.gender.value }) == 21)
        #expect(count(GenderPolicy.female, { $0.gender.value }) == 1 && count(nil as GenderPolicy?, { $0.gender.value }) == 1_258)
        #expect(count(CentralKey.radar, { $0.centralKey.value }) == 280 && count(nil as CentralKey?, { $0.centralKey.value }) == 1_105)
        #expect(count(false, { $0.fee.value }) == 792 && count(true, { $0.fee.value }) == 110)
        #expect(count("0.10 GBP", { $0.charge.value }) == 44 && count("0.30 GBP", { $0.charge.value }) == 7)
        #expect(count("0.20 GBP", { $0.charge.value }) == 59, "£0.20 (53) and 0.2 (6)")
        #expect(drafts.filter { $0.attributes.operator.isKnown }.count == 44)
        #expect(drafts.filter { $0.attributes.description.value?.hasSuffix("Attended.") == true }.count == 2)
        // Every hours column goes into the text (ToiletMapUKHours): a value when FreeTextHours reads all of it, else the text kept.
        #expect(drafts.filter { $0.attributes.evaluableOpeningHours != nil }.count == 526)
        #expect(drafts.filter { $0.attributes.sourceHoursText != nil }.count == 733)
        #expect(drafts.filter { $0.attributes.openingHours.isKnown }.count == 526 + 733)
    }

    @Test("the first row, whole: its position swapped, its hours kept as text")
    func firstRow() throws {
        let dalton = try #require(try Self.reading().drafts.first { $0.attributes.address.value?.city == "Dalton in Furness" })
        #expect(dalton.coordinate == Coordinate(latitude: 54.15785, longitude: -3.17732))
        #expect(dalton.attributes.name.value == "Tudor Square", "no Toilet Name: the Location")
        #expect(dalton.attributes.address.value == Address(street: "Tudor Square", city: "Dalton in Furness"))
        #expect(dalton.attributes.gender == .unknown, "male 1, female 1: two rooms or one")
        #expect(dalton.attributes.wheelchair.value == .yes && dalton.attributes.changingTable.value == true)
        #expect(dalton.attributes.fee.value == false && dalton.attributes.charge == .unknown)
        #expect(dalton.attributes.operator == .unknown && dalton.attributes.centralKey == .unknown)
        #expect(dalton.attributes.openingHours.isKnown)
        #expect(dalton.sourceKey == "toiletmap-uk:toilet/\(StableID.of("Dalton in Furness|/|Tudor Square |54.15785,-3.17732"))")
    }

    static let header = ",Toilet Name,Area,Location,Provider,Latitude,Longitiude,Male,Female,Unisex,Disabled,RADAR,Baby Change, Cost ,Attendant"

    @Test("one row per rule", arguments: [
        ("a,T,Ar,L,P,51.5,-0.1,1,0,0,0,Yes,N,20p,Yes", "T", GenderPolicy.male as GenderPolicy?, WheelchairAccess.no as WheelchairAccess?),
        ("a,/,Ar,L,/,51.5,-0.1,0,0,1,Y,NKS,1,/,/", "L", .unisex, .yes),
        ("a,T,Ar,L,P,51.5,-0.1,0,1,/,\"1, HEARS\",No,/,Free,/", "T", .female, nil),
        ("a,T,Ar,L,P,51.5,-0.1,1,1,1,2,/,/,/,/", "T", nil, nil),
    ])
    func rules(row: String, name: String, gender: GenderPolicy?, wheelchair: WheelchairAccess?) throws {
        let draft = try #require(try ToiletMapUKCSV.read(Self.header + "\r" + row + "\r").drafts.first)
        #expect(draft.attributes.name.value == name && draft.attributes.gender.value == gender && draft.attributes.wheelchair.value == wheelchair)
        #expect(!draft.attributes.centralKey.isKnown || draft.attributes.centralKey.value == .radar)
    }

    @Test("rows without a British position and headers without the columns are reported", arguments: [
        ("a,T,Ar,L,P,55.86,3.72,1,0,0,0,Yes,N,20p,Yes", "Latitude/Longitiude"),
        ("a,T,Ar,L,P,356024,450650,1,0,0,0,Yes,N,20p,Yes", "Latitude/Longitiude"),
        ("a,T,Ar,L,P,/,/,1,0,0,0,Yes,N,20p,Yes", "Latitude/Longitiude"),
    ])
    func leftOut(row: String, field: String) throws {
        let reading = try ToiletMapUKCSV.read(Self.header + "\r" + row + "\r")
        #expect(reading.drafts.isEmpty && reading.problems.map(\.field) == [field])
        #expect(try ToiletMapUKCSV.read("a,Latitude,b\r1,2,3\r").problems.map(\.field) == ["Longitiude"])
    }

    @Test("OSGB36: the Ordnance Survey's worked example, and the rows that give both a grid reference and a latitude and longitude")
    func nationalGrid() throws {
        // "A guide to coordinate systems in Great Britain", annex C: E 651409.903, N 313177.270 is
        // 52°39'27.2531" N, 1°43'4.5177" E on Airy 1830 (before the Helmert step).
        let (latitude, longitude) = OSGB36.airyLatitudeLongitude(easting: 651_409.903, northing: 313_177.270)
        #expect(abs(latitude * 180 / .pi - (52 + 39.0 / 60 + 27.2531 / 3600)) < 1e-7)
        #expect(abs(longitude * 180 / .pi - (1 + 43.0 / 60 + 4.5177 / 3600)) < 1e-7)
        // Stockton's rows give both (their latitude and longitude swapped); they agree to millimetres.
        for (easting, northing, latitude, longitude) in [(445_408.0, 522_852.0, 54.5988138182, -1.2986767634),
                                                         (441_910, 512_839, 54.5091359405, -1.3542382731),
                                                         (444_527, 518_889, 54.5632799714, -1.312911255)] {
            let converted = try #require(OSGB36.coordinate(easting: easting, northing: northing))
            #expect(converted.distanceMeters(to: Coordinate(latitude: latitude, longitude: longitude)) < 0.05)
        }
        #expect(OSGB36.coordinate(easting: -1, northing: 5) == nil && OSGB36.coordinate(easting: 1, northing: 1_400_000) == nil)
        let irish = "\ra,T,Ar,L,P,/,/,1,0,0,0,Yes,N,/,/,359305,350892,BT22 1AA\r", british = irish.replacingOccurrences(of: "BT22", with: "TS22")
        #expect(try ToiletMapUKCSV.read(Self.header + ",Eastings,Northings,Postcode" + irish).drafts.isEmpty, "the Irish Grid is not converted")
        #expect(try ToiletMapUKCSV.read(Self.header + ",Eastings,Northings,Postcode" + british).drafts.count == 1)
    }

    @Test("Windows-1252: the undefined bytes do not stop the file, £ and curly quotes are read")
    func encoding() {
        #expect(WindowsCP1252.decode(Data([0x41, 0x81, 0x93, 0xA3, 0x80])) == "A\u{81}\u{201C}£€")
        #expect(WindowsCP1252.decode(Data([0xA3, 0x30])) == "£0")
    }

    @Test("the cost texts", arguments: [
        ("No Charge", UKCharge(fee: false) as UKCharge?), ("Â£0.20", UKCharge(fee: true, charge: "0.20 GBP")), ("20p", UKCharge(fee: true, charge: "0.20 GBP")),
        ("0.3", UKCharge(fee: true, charge: "0.30 GBP")), ("£1", UKCharge(fee: true, charge: "1.00 GBP")), ("Paid", UKCharge(fee: true)),
        ("There is a charge for this service", UKCharge(fee: true)), ("20p (Radar key access - free)", nil), ("", nil), ("£500", nil), ("0p", UKCharge(fee: false)),
    ])
    func cost(text: String, expected: UKCharge?) {
        #expect(UKCharge.read(text) == expected)
    }
}
