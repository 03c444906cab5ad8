import Foundation
import Geo
import Testing
import TestSupport
@testable import Server

/// The Refuge Restrooms v1 contract: one test per endpoint and per failure branch.
@Suite("Refuge API v1")
struct RefugeAPITests {
    static let refugeKeys: Set<String> = [
        "id", "name", "street", "city", "state", "accessible", "unisex", "directions", "comment", "latitude", "longitude",
        "created_at", "updated_at", "downvote", "upvote", "country", "changing_table", "edit_id", "approved",
    ]

    @Test("by_location returns Refuge-shaped restrooms nearest first with distance, bearing and paging headers")
    func byLocation() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let response = try await ServerHarness.get("/api/v1/restrooms/by_location?lat=43.73&lng=7.42", repository: repository)
        #expect(response.status == .ok)
        let items = try ServerHarness.array(response)
        #expect(items.count == 10)
        for item in items {
            #expect(Set(item.keys) == Self.refugeKeys.union(["distance", "bearing"]))
            #expect(item["latitude"] is Double && item["accessible"] is Bool && item["bearing"] is String)
            #expect((item["created_at"] as? String)?.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$"#, options: .regularExpression) != nil)
            #expect(item["street"] is String && item["comment"] is String)
        }
        let distances = items.compactMap { $0["distance"] as? Double }
        #expect(distances == distances.sorted())
        // distance is in miles: recompute the first one from the coordinates.
        let first = Coordinate(latitude: try #require(items[0]["latitude"] as? Double), longitude: try #require(items[0]["longitude"] as? Double))
        let miles = Coordinate(latitude: 43.73, longitude: 7.42).distanceMeters(to: first) / 1609.344
        #expect(abs(distances[0] - miles) < 1e-9)
        #expect(ServerHarness.header(response, "X-Page") == "1")
        #expect(ServerHarness.header(response, "X-Per-Page") == "10")
        #expect(ServerHarness.header(response, "X-Total") == "30")
        #expect(ServerHarness.header(response, "X-Total-Pages") == "3")
        #expect(ServerHarness.header(response, "Link")?.contains("rel=\"next\"") == true)
    }

    @Test("our by_location objects have every key of real Refuge records, with the same JSON types")
    func matchesRealRefugeRecords() async throws {
        // 255 records from Refuge's own database (Data/fixtures, see Data/SOURCES.md).
        let data = try Data(contentsOf: Fixtures.file("refuge-restrooms-austin-2017.json"))
        let real = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(real.count == 255)
        let response = try await ServerHarness.get("/api/v1/restrooms/by_location?lat=43.73&lng=7.42", repository: try await ServerHarness.monacoRepository())
        let ours = try #require(try ServerHarness.array(response).first)
        func kind(_ value: Any) -> String {
            switch value {
            case is String: "string"
            case let number as NSNumber: String(cString: number.objCType) == "c" ? "bool" : "number"
            case is NSNull: "null"
            default: "other"
            }
        }
        for record in real {
            #expect(Set(record.keys).isSubset(of: Set(ours.keys)), "missing: \(Set(record.keys).subtracting(ours.keys))")
            for (key, value) in record where !(value is NSNull) {
                #expect(kind(value) == kind(ours[key] as Any), "\(key): Refuge \(kind(value)), ours \(kind(ours[key] as Any))")
            }
        }
        // Only the two keys the contract adds to those records.
        #expect(Set(ours.keys).subtracting(real[0].keys) == ["edit_id", "approved"])
    }

    @Test("by_location counts only restrooms within 20 miles")
    func byLocationRadius() async throws {
        let repository = try await ServerHarness.monacoRepository()
        // Nice is about 13 km from Monaco, inside 20 miles; Marseille is not.
        let nice = try await ServerHarness.get("/api/v1/restrooms/by_location?lat=43.70&lng=7.27", repository: repository)
        #expect(ServerHarness.header(nice, "X-Total") == "30")
        let marseille = try await ServerHarness.get("/api/v1/restrooms/by_location.json?lat=43.30&lng=5.37", repository: repository)
        #expect(marseille.status == .ok)
        #expect(try ServerHarness.array(marseille).isEmpty)
        #expect(ServerHarness.header(marseille, "X-Total") == "0")
        #expect(ServerHarness.header(marseille, "X-Total-Pages") == "1")
    }

    @Test("index lists every restroom newest first, and .json is the same")
    func index() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let plain = try await ServerHarness.get("/api/v1/restrooms?per_page=100", repository: repository)
        let suffixed = try await ServerHarness.get("/api/v1/restrooms.json?per_page=100", repository: repository)
        let items = try ServerHarness.array(plain)
        #expect(items.count == 30)
        #expect(Set(items[0].keys) == Self.refugeKeys)
        // 20 of Monaco's toilets are tagged addr:country=MC; the rest say "", never null.
        #expect(items.filter { $0["country"] as? String == "MC" }.count == 20)
        #expect(items.filter { $0["country"] as? String == "" }.count == 10)
        let created = items.compactMap { $0["created_at"] as? String }
        #expect(created == created.sorted(by: >))
        #expect(try ServerHarness.array(suffixed).compactMap { $0["edit_id"] as? Int } == items.compactMap { $0["edit_id"] as? Int })
    }

    @Test("ada=true keeps only wheelchair-accessible restrooms and ada=false filters nothing")
    func adaFilter() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let ada = try ServerHarness.array(try await ServerHarness.get("/api/v1/restrooms?ada=true&per_page=100", repository: repository))
        #expect(!ada.isEmpty && ada.allSatisfy { $0["accessible"] as? Bool == true })
        let notAda = try await ServerHarness.get("/api/v1/restrooms?ada=false", repository: repository)
        #expect(ServerHarness.header(notAda, "X-Total") == "30")
        let unisex = try ServerHarness.array(try await ServerHarness.get("/api/v1/restrooms?unisex=true&per_page=100", repository: repository))
        #expect(unisex.count == 7 && unisex.allSatisfy { $0["unisex"] as? Bool == true })
    }

    @Test("search finds restrooms by their notes, ignoring case and accents", arguments: ["galerie", "GALERÍE", "market"])
    func search(term: String) async throws {
        let repository = try await ServerHarness.monacoRepository()
        let query = term.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? term
        let response = try await ServerHarness.get("/api/v1/restrooms/search?query=\(query)", repository: repository)
        #expect(response.status == .ok)
        let hits = try ServerHarness.array(response)
        #expect(hits.count == 1)
        func fold(_ text: String) -> String { text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil) }
        let comment = hits.first?["comment"] as? String ?? ""
        #expect(fold(comment).contains(fold(term)))
    }

    @Test("by_date returns restrooms created on or after the date, or updated with updated=true")
    func byDate() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let all = try await ServerHarness.get("/api/v1/restrooms/by_date?day=1&month=1&year=2000", repository: repository)
        #expect(ServerHarness.header(all, "X-Total") == "30")
        let future = try await ServerHarness.get("/api/v1/restrooms/by_date.json?day=1&month=1&year=2030&updated=true", repository: repository)
        #expect(future.status == .ok)
        #expect(try ServerHarness.array(future).isEmpty)
        let some = try ServerHarness.array(try await ServerHarness.get("/api/v1/restrooms/by_date?day=1&month=1&year=2020&per_page=100", repository: repository))
        #expect(some.allSatisfy { ($0["created_at"] as? String ?? "") >= "2020-01-01" })
    }

    @Test("a missing lat is a 400 naming lat")
    func missingLat() async throws {
        let response = try await ServerHarness.get("/api/v1/restrooms/by_location?lng=7.42", repository: try await ServerHarness.monacoRepository())
        try ServerHarness.expectError(response, status: .badRequest, code: "missing_parameter", field: "lat")
    }

    @Test("a non-numeric lat is a 400 naming lat")
    func nonNumericLat() async throws {
        let response = try await ServerHarness.get("/api/v1/restrooms/by_location?lat=north&lng=7.42", repository: try await ServerHarness.monacoRepository())
        try ServerHarness.expectError(response, status: .badRequest, code: "invalid_parameter", field: "lat")
    }

    @Test("a latitude out of range is a 400 naming lat")
    func outOfRangeLat() async throws {
        let response = try await ServerHarness.get("/api/v1/restrooms/by_location?lat=91&lng=7.42", repository: try await ServerHarness.monacoRepository())
        try ServerHarness.expectError(response, status: .badRequest, code: "invalid_coordinate", field: "lat")
    }

    @Test("per_page=1000 is capped at 100")
    func perPageCapped() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let response = try await ServerHarness.get("/api/v1/restrooms?per_page=1000", repository: repository)
        #expect(response.status == .ok)
        #expect(ServerHarness.header(response, "X-Per-Page") == "100")
        #expect(ServerHarness.header(response, "X-Total-Pages") == "1")
        #expect(try ServerHarness.array(response).count == 30)
    }

    @Test("a page past the end is an empty list with the paging headers")
    func pagePastEnd() async throws {
        let response = try await ServerHarness.get("/api/v1/restrooms?page=9&per_page=10", repository: try await ServerHarness.monacoRepository())
        #expect(response.status == .ok)
        #expect(try ServerHarness.array(response).isEmpty)
        #expect(ServerHarness.header(response, "X-Page") == "9")
        #expect(ServerHarness.header(response, "X-Total") == "30")
        #expect(ServerHarness.header(response, "X-Total-Pages") == "3")
    }

    @Test("an impossible date is a 400, not a 500", arguments: ["day=31&month=2&year=2024", "day=0&month=1&year=2024", "day=1&month=13&year=2024"])
    func impossibleDate(query: String) async throws {
        let response = try await ServerHarness.get("/api/v1/restrooms/by_date?\(query)", repository: try await ServerHarness.monacoRepository())
        #expect(response.status == .badRequest)
        let body = try #require(try ServerHarness.json(response) as? [String: Any])
        #expect((body["error"] as? [String: Any])?["code"] as? String != nil)
    }

    @Test("a missing date part, a missing query and a bad page are 400s naming the field",
          arguments: [("/api/v1/restrooms/by_date?day=1&month=1", "year"), ("/api/v1/restrooms/search", "query"),
                      ("/api/v1/restrooms?page=abc", "page"), ("/api/v1/restrooms?page=0", "page"),
                      ("/api/v1/restrooms?per_page=0", "per_page"), ("/api/v1/restrooms?ada=maybe", "ada")])
    func badParameters(uri: String, field: String) async throws {
        let response = try await ServerHarness.get(uri, repository: try await ServerHarness.monacoRepository())
        #expect(response.status == .badRequest)
        let body = try #require(try ServerHarness.json(response) as? [String: Any])
        #expect((body["error"] as? [String: Any])?["field"] as? String == field)
    }
}
