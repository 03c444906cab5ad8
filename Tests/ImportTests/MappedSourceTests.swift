import Foundation
import Geo
@testable import Import
import Model
import Testing
import TestSupport

@Suite("Source adapter: a mapped CSV or JSON file")
struct MappedSourceTests {
    static func mapping(_ json: String) throws(MappedSource.MappingError) -> MappedSource.Mapping {
        try MappedSource.Mapping(json: Data(json.utf8))
    }

    @Test("differential: Melbourne's CSV through its mapping file gives MelbourneCSV's drafts, but for the ids and access's field")
    func melbourne() throws {
        let data = try Data(contentsOf: Fixtures.file("melbourne-public-toilets-2025.csv"))
        let mapping = try MappedSource.Mapping(json: Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Data/mappings/melbourne-public-toilets.json")))
        let mapped = try MappedSource.read(data, mapping: mapping)
        let reference = try MelbourneCSV.read(try #require(String(data: data, encoding: .utf8)))
        #expect(mapped.problems.isEmpty && mapped.drafts.count == reference.drafts.count && reference.drafts.count == 74)
        for (var draft, expected) in zip(mapped.drafts, reference.drafts) {
            // The documented differences: the mapping hashes the whole row for its id, a
            // constant's field is "mapping", and a field names only the columns that gave its value.
            #expect(draft.attributes.access.field == "mapping")
            draft.attributes.access.field = "dataset"
            if draft.attributes.gender.isKnown { draft.attributes.gender.field = "female,male" }
            #expect(draft.sources.first?.key != expected.sources.first?.key)
            draft.sources = expected.sources
            #expect(draft == expected)
        }
        #expect(Set(mapped.drafts.map(\.sourceKey)).count == 74)
    }

    @Test("a GeoJSON FeatureCollection: positions from the geometry, properties by name, values mapped, unlisted unknown")
    func geoJSON() throws {
        let file = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "geometry": {"type": "Point", "coordinates": [13.4, 52.5]},
           "properties": {"OBJECTID": 17, "NAME": "Alexanderplatz", "BARRIEREFREI": "J", "WICKEL": 1, "PREIS": "0,50 €",
                          "ZEITEN": "Mo-Fr 08:00-20:00", "STRASSE": "Dircksenstr. 1", "BEZIRK": "Mitte"}},
          {"type": "Feature", "geometry": {"type": "Point", "coordinates": [13.5, 52.4]},
           "properties": {"OBJECTID": 18, "NAME": "Treptow", "BARRIEREFREI": "vielleicht", "WICKEL": 0, "ZEITEN": "immer"}},
          {"type": "Feature", "geometry": null, "properties": {"OBJECTID": 19, "NAME": "Nowhere"}}
        ]}
        """
        let mapping = try Self.mapping("""
        {"format": "json", "records": "features", "id": "OBJECTID", "dataset": "berlin", "kind": "venue:kiosk",
         "fields": {"NAME": "name", "BARRIEREFREI": "wheelchair", "WICKEL": "changing_table", "PREIS": "charge",
                    "ZEITEN": "opening_hours", "STRASSE": "street", "BEZIRK": "city"},
         "values": {"wheelchair": {"J": "yes", "N": "no"}, "changing_table": {"1": "yes", "0": "no"}}}
        """)
        let reading = try MappedSource.read(Data(file.utf8), mapping: mapping)
        #expect(reading.problems.map(\.field) == ["geometry"] && reading.problems.first?.index == 2)
        let alex = try #require(reading.drafts.first)
        #expect(alex.coordinate == Coordinate(latitude: 52.5, longitude: 13.4) && alex.sourceKey == "berlin:toilet/17")
        #expect(alex.kind == .inVenue("kiosk") && alex.attributes.name.value == "Alexanderplatz")
        #expect(alex.attributes.wheelchair.value == .yes && alex.attributes.wheelchair.field == "BARRIEREFREI")
        #expect(alex.attributes.changingTable.value == true && alex.attributes.charge.value == "0,50 €")
        #expect(alex.attributes.openingHours.value == "Mo-Fr 08:00-20:00" && alex.hoursProblem == nil)
        #expect(alex.attributes.address.value == Address(street: "Dircksenstr. 1", city: "Mitte"))
        let treptow = reading.drafts[1]
        #expect(treptow.attributes.wheelchair == .unknown, "an unlisted value is unknown, never no")
        #expect(treptow.attributes.changingTable.value == false, "0 is listed as no")
        #expect(treptow.attributes.openingHours.value == "immer" && treptow.hoursProblem != nil, "an OSM value that does not parse is kept")
    }

    @Test("a CSV without a header, ; separated, Windows-1252, one position column in lon,lat order, free-text hours")
    func headerlessCSV() throws {
        var bytes = Data("7;\"8.68 50.11\";Caf".utf8)
        bytes.append(0xE9) // é in Windows-1252
        bytes.append(Data(";oui;24/7\r\n8;;Nowhere;non;\r\n".utf8))
        let mapping = try Self.mapping("""
        {"format": "csv", "separator": ";", "encoding": "windows-1252", "header": false, "position": "1", "lonlat": true,
         "dataset": "paris", "fields": {"2": "name", "3": "wheelchair", "4": "hours_text"},
         "values": {"wheelchair": {"oui": "yes", "non": "no"}}}
        """)
        let reading = try MappedSource.read(bytes, mapping: mapping)
        #expect(reading.problems.map(\.field) == ["1"])
        let cafe = try #require(reading.drafts.first)
        #expect(cafe.coordinate == Coordinate(latitude: 50.11, longitude: 8.68) && cafe.attributes.name.value == "Café")
        #expect(cafe.attributes.wheelchair.value == .yes && cafe.attributes.openingHours.value == "24/7")
        #expect(cafe.sourceKey == "paris:toilet/\(StableID.of("7|8.68 50.11|Café|oui|24/7"))", "no id column: the row's hash")
    }

    @Test("without a values table, a typed field takes exactly its own values, in any case", arguments: [
        ("wheelchair", "Yes", "wheelchair=yes"), ("wheelchair", "limited", "wheelchair=limited"), ("wheelchair", "maybe", "unknown"),
        ("wheelchair", "1", "unknown"), ("gender", "UNISEX", "gender=unisex"), ("gender", "gender_segregated", "gender=gender_segregated"),
        ("access", "Public", "access=public"), ("access", "everyone", "unknown"), ("central_key", "radar", "centralKey=radar"),
        ("fee", "no", "fee=false"), ("changing_table", "true", "unknown"), ("charge", "0.50 EUR", "charge=0.50 EUR"),
        ("description", " ", "unknown"), ("hours_text", "/", "unknown"), ("opening_hours", "24/7", "openingHours=24/7"),
    ])
    func typedFields(field: String, cell: String, expected: String) throws {
        let mapping = try Self.mapping(#"{"format": "csv", "latitude": "lat", "longitude": "lon", "dataset": "x", "fields": {"v": "\#(field)"}}"#)
        let draft = try #require(try MappedSource.read(Data("lat,lon,v\n1,2,\"\(cell)\"\n".utf8), mapping: mapping).drafts.first)
        let attributes = draft.attributes
        let known: [(String, String?)] = [
            ("wheelchair", attributes.wheelchair.value?.rawValue), ("gender", attributes.gender.value?.rawValue),
            ("access", attributes.access.value?.rawValue), ("centralKey", attributes.centralKey.value?.rawValue),
            ("fee", attributes.fee.value.map(String.init)), ("changingTable", attributes.changingTable.value.map(String.init)),
            ("charge", attributes.charge.value), ("description", attributes.description.value), ("openingHours", attributes.openingHours.value),
        ]
        let found = known.compactMap { name, value in value.map { "\(name)=\($0)" } }
        #expect(found == (expected == "unknown" ? [] : [expected]))
    }

    @Test("two columns giving one field different values make it unknown; the same value is kept")
    func conflicts() throws {
        let mapping = try Self.mapping("""
        {"format": "csv", "latitude": "lat", "longitude": "lon", "dataset": "x",
         "fields": {"f": "gender", "m": "gender"}, "values": {"f": {"y": "female"}, "m": {"y": "male"}}}
        """)
        let drafts = try MappedSource.read(Data("lat,lon,f,m\n1,2,y,y\n1,2,y,n\n1,2,n,n\n".utf8), mapping: mapping).drafts
        #expect(drafts.map(\.attributes.gender.value) == [nil, .female, nil])
    }

    @Test("a bad mapping file names the key and what was expected", arguments: [
        (#"[]"#, "(file)"),
        (#"{"dataset": "x", "fields": {"a": "name"}, "latitude": "a", "longitude": "b"}"#, "format"),
        (#"{"format": "xml", "dataset": "x"}"#, "format"),
        (#"{"format": "csv", "dataset": "X Y", "fields": {"a": "name"}}"#, "dataset"),
        (#"{"format": "csv", "dataset": "x", "fields": {"a": "name"}}"#, "latitude"),
        (#"{"format": "csv", "dataset": "x", "latitude": "a", "fields": {"a": "name"}}"#, "longitude"),
        (#"{"format": "json", "dataset": "x", "fields": {"a": "colour"}}"#, "fields.a"),
        (#"{"format": "json", "dataset": "x", "fields": {}}"#, "fields"),
        (#"{"format": "json", "dataset": "x", "fields": {"a": "wheelchair"}, "values": {"a": {"Y": "ja"}}}"#, "values.a.Y"),
        (#"{"format": "json", "dataset": "x", "fields": {"a": "name"}, "values": {"b": {"Y": "yes"}}}"#, "values.b"),
        (#"{"format": "json", "dataset": "x", "fields": {"a": "name"}, "lattitude": "a"}"#, "lattitude"),
        (#"{"format": "csv", "dataset": "x", "separator": ";;", "position": "p", "fields": {"a": "name"}}"#, "separator"),
        (#"{"format": "csv", "dataset": "x", "encoding": "utf-16", "position": "p", "fields": {"a": "name"}}"#, "encoding"),
        (#"{"format": "csv", "dataset": "x", "header": false, "position": "0", "fields": {"a": "name"}}"#, "fields.a"),
        (#"{"format": "json", "dataset": "x", "kind": "cafe", "fields": {"a": "name"}}"#, "kind"),
        (#"{"format": "json", "dataset": "x", "fields": {"a": "name"}, "constants": {"access": "everyone"}}"#, "constants.access"),
        (#"{"format": "json", "dataset": "x", "header": "yes", "fields": {"a": "name"}}"#, "header"),
    ])
    func badMappings(json: String, key: String) {
        #expect(throws: MappedSource.MappingError.self) { try Self.mapping(json) }
        do {
            _ = try Self.mapping(json)
        } catch {
            #expect(error.key == key, "\(error)")
            #expect(error.description.hasPrefix("mapping: \"\(key)\": expected "))
        }
    }

    @Test("a data file that does not fit the mapping is an error naming what is missing")
    func badData() throws {
        let csv = try Self.mapping(#"{"format": "csv", "dataset": "x", "latitude": "lat", "longitude": "lon", "fields": {"nom": "name"}}"#)
        #expect(throws: MappedSource.ReadError.self) { try MappedSource.read(Data("lat,lon,name\n1,2,a\n".utf8), mapping: csv) }
        let json = try Self.mapping(#"{"format": "json", "records": "data.items", "dataset": "x", "fields": {"n": "name"}}"#)
        #expect(throws: MappedSource.ReadError.self) { try MappedSource.read(Data(#"{"data": {"item": []}}"#.utf8), mapping: json) }
        #expect(try MappedSource.read(Data(#"{"data": {"items": []}}"#.utf8), mapping: json).drafts.isEmpty)
    }
}
