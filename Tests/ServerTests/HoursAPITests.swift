import Foundation
import Geo
import Model
import Store
import Testing
import TestSupport
@testable import Server

/// Hours in the API: state at the asked instant, next change, summary, week table.
@Suite("Hours in the API")
struct HoursAPITests {
    /// Monaco, 2024-06-03 (a Monday) 10:00 UTC = 12:00 local.
    static let noonMonday = Fixtures.monday

    static func repository() async throws -> any ToiletRepository & MapDataRepository {
        let repository: any ToiletRepository & MapDataRepository = InMemoryToiletRepository()
        let at = Coordinate(latitude: 43.7384, longitude: 7.4246)
        let drafts = [
            Fixtures.draft(node: 1, at: at) { $0.openingHours = Attribute("Mo-Fr 08:00-18:00; PH off", source: 0, field: "opening_hours") },
            Fixtures.draft(node: 2, at: at.offset(meters: 50, bearingDegrees: 0)),
            Fixtures.draft(node: 3, at: at.offset(meters: 80, bearingDegrees: 0)) { $0.openingHours = Attribute("Mo-Su 14:00-14:30", source: 0) },
        ]
        var snapshot = Fixtures.snapshot(drafts, region: "monaco", timeZone: "Europe/Monaco")
        snapshot.countryCode = "MC"
        _ = try await repository.apply(snapshot, at: Fixtures.monday)
        return repository
    }

    static func get(_ uri: String) async throws -> [String: Any] {
        let response = try await ServerHarness.get(uri, repository: try await repository(), now: { noonMonday })
        #expect(response.status == .ok)
        return try #require(try ServerHarness.json(response) as? [String: Any])
    }

    @Test("a toilet's record says open now, when it closes, and draws the week with today first")
    func openNow() async throws {
        let hours = try #require(try await Self.get("/api/toilets/1")["hours"] as? [String: Any])
        #expect(hours["state"] as? String == "open")
        #expect(hours["summary"] as? String == "Open until 18:00")
        #expect(hours["nextChange"] as? String == "2024-06-03T16:00:00.000Z")
        #expect(hours["raw"] as? String == "Mo-Fr 08:00-18:00; PH off")
        let week = try #require(hours["week"] as? [[String: Any]])
        #expect(week.count == 7)
        #expect(week.map { $0["weekday"] as? String } == ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])
        #expect(week.first?["isToday"] as? Bool == true && week.first?["date"] as? String == "2024-06-03")
        let monday = try #require(week.first?["intervals"] as? [[String: Any]])
        let open = monday.filter { $0["state"] as? String == "open" }
        #expect(open.count == 1 && open.first?["from"] as? String == "08:00" && open.first?["to"] as? String == "18:00")
        let saturday = try #require(week[5]["intervals"] as? [[String: Any]])
        #expect(saturday.allSatisfy { $0["state"] as? String == "closed" })
    }

    @Test("at= moves the instant: closed on a Monaco public holiday, opens the next working day")
    func holiday() async throws {
        // 2024-08-15, Assumption Day, is a public holiday in Monaco (a Thursday).
        let hours = try #require(try await Self.get("/api/toilets/1?at=2024-08-15T10:00:00Z")["hours"] as? [String: Any])
        #expect(hours["state"] as? String == "closed")
        #expect(hours["summary"] as? String == "Opens tomorrow at 08:00")
    }

    @Test("a toilet with no hours is unknown, never closed")
    func noHours() async throws {
        let hours = try #require(try await Self.get("/api/toilets/2")["hours"] as? [String: Any])
        #expect(hours["state"] as? String == "unknown")
        #expect(hours["summary"] as? String == "Hours unknown")
        #expect(hours["week"] == nil || hours["week"] is NSNull)
    }

    @Test("nearest drops the toilet closed on arrival, ranks known-open before unknown, and carries hours without the week")
    func nearest() async throws {
        let body = try await Self.get("/api/nearest?lat=43.7384&lon=7.4246&limit=3")
        let results = try #require(body["results"] as? [[String: Any]])
        #expect(results.compactMap { ($0["toilet"] as? [String: Any])?["id"] as? Int } == [1, 2])
        #expect(results.compactMap { ($0["arrival"] as? [String: Any])?["state"] as? String } == ["open", "unknown"])
        #expect(results.compactMap { ($0["arrival"] as? [String: Any])?["summary"] as? String } == ["Open when you arrive, until 18:00", "Hours unknown"])
        let hours = results.compactMap { ($0["toilet"] as? [String: Any])?["hours"] as? [String: Any] }
        #expect(hours.compactMap { $0["summary"] as? String } == ["Open until 18:00", "Hours unknown"])
        #expect(hours.allSatisfy { $0["week"] == nil || $0["week"] is NSNull })
        // At 14:10 local the third toilet is open and nearer than none of the others: it is listed, known-open first.
        let later = try await Self.get("/api/nearest?lat=43.7384&lon=7.4246&limit=3&at=2024-06-03T12:10:00Z")
        let ids = (later["results"] as? [[String: Any]])?.compactMap { ($0["toilet"] as? [String: Any])?["id"] as? Int }
        #expect(ids == [1, 3, 2])
    }

    @Test("a bad at= is a 400 naming at", arguments: ["/api/toilets/1?at=yesterday", "/api/nearest?lat=43.7&lon=7.4&at=2024-13-01T00:00:00Z"])
    func badInstant(uri: String) async throws {
        let response = try await ServerHarness.get(uri, repository: try await Self.repository())
        try ServerHarness.expectError(response, status: .badRequest, code: "invalid_parameter", field: "at")
    }
}
