import Foundation
import Geo
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// A toilet two sources describe: the record lists both, with their licences and every value
/// each gave, the losing ones marked unused; the regions list each source for the About screen.
@Suite("Sources in the API")
struct SourcesAPITests {
    static let park = Coordinate(latitude: 51.4881, longitude: -0.1079)

    static func repository() async throws -> SQLiteToiletRepository {
        let repository = try SQLiteToiletRepository()
        let osm = Fixtures.draft(node: 1, at: park) { attributes in
            attributes.name = Attribute("Kennington Park", source: 0, field: "name")
            attributes.wheelchair = Attribute(.no, source: 0, field: "wheelchair")
        }
        _ = try await repository.apply(Fixtures.snapshot([osm], region: "london", timeZone: "Europe/London"), at: Fixtures.monday)
        var attributes = ToiletAttributes()
        attributes.name = Attribute("Kennington Park Toilets", source: 0, field: "name")
        attributes.wheelchair = Attribute(.yes, source: 0, field: "wheelchair")
        attributes.openingHours = Attribute("Mo-Su 07:30-16:00", source: 0, field: "opening_hours")
        let council = ToiletDraft(kind: .dedicated, coordinate: Coordinate(latitude: park.latitude + 0.0001, longitude: park.longitude),
                                  sources: [Provenance(dataset: "toilets4london", elementType: "lambeth", elementID: 10)], attributes: attributes)
        let source = SourceDescription(dataset: "toilets4london", fileName: "councils.json", format: "toilets4london-json",
                                       licence: "OGL v3 (assumed)", licenceIsStated: false, attribution: "London councils, via toilets4london")
        _ = try await repository.apply(RegionSnapshot(region: "london", timeZoneIdentifier: "Europe/London", dataTimestamp: Fixtures.monday,
                                                      sourceName: "fixture", toilets: [council], source: source), at: Fixtures.monday)
        return repository
    }

    @Test("the record lists both sources with their licences, and marks the value that lost")
    func record() async throws {
        let repository = try await Self.repository()
        let toilets = try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 10)).items
        let toilet = try #require(toilets.first)
        #expect(toilets.count == 1)
        let record = try #require(try ServerHarness.json(try await ServerHarness.get("/api/toilets/\(toilet.id)", repository: repository)) as? [String: Any])
        let provenance = try #require(record["provenance"] as? [[String: Any]])
        #expect(provenance.map { $0["key"] as? String } == ["osm:node/1", "toilets4london:lambeth/10"])
        #expect(provenance[0]["licence"] as? String == "ODbL 1.0" && provenance[0]["licenceGivenByOperator"] as? Bool == false)
        #expect(provenance[0]["url"] as? String == "https://www.openstreetmap.org/node/1")
        #expect(provenance[1]["licence"] as? String == "OGL v3 (assumed)" && provenance[1]["licenceGivenByOperator"] as? Bool == true)
        let council = try #require(provenance[1]["values"] as? [[String: Any]])
        let used = Dictionary(uniqueKeysWithValues: council.map { ($0["field"] as? String ?? "", $0["used"] as? Bool) })
        #expect(used == ["name": false, "wheelchair": false, "opening_hours": true])
        let osm = try #require(provenance[0]["values"] as? [[String: Any]])
        #expect(osm.first { $0["field"] as? String == "wheelchair" }?["value"] as? String == "no")
        #expect(osm.first { $0["field"] as? String == "wheelchair" }?["used"] as? Bool == true)
    }

    @Test("the regions list each source with its credit and licence")
    func regions() async throws {
        let repository = try await Self.repository()
        let regions = try ServerHarness.array(try await ServerHarness.get("/api/regions", repository: repository))
        let sources = try #require(regions.first?["sources"] as? [[String: Any]])
        #expect(sources.map { $0["dataset"] as? String } == ["osm", "toilets4london"])
        #expect(sources.map { $0["records"] as? Int } == [1, 1])
        #expect(sources[1]["attribution"] as? String == "London councils, via toilets4london")
    }
}
