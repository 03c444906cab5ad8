import Foundation
import Testing
@testable import OpeningHours

/// Europe/Berlin: 2024-03-31 02:00 → 03:00 (a 23-hour day), 2024-10-27 03:00 → 02:00 (25 hours).
@Suite("Daylight-saving days in Europe/Berlin")
struct DaylightSavingTests {
    let context = EvaluationContext(timeZone: Berlin.zone)

    @Test("a range inside the spring-forward gap never opens, as in the reference")
    func springGap() throws {
        #expect(try Berlin.evaluate("Mo-Su 02:00-03:00", at: "2024-03-31T01:59", in: context) == "closed → 2024-04-01T02:00")
    }

    @Test("ranges around the gap keep their wall-clock times")
    func springWallClock() throws {
        #expect(try Berlin.evaluate("Mo-Su 01:00-04:00", at: "2024-03-31T01:30", in: context) == "open → 2024-03-31T04:00")
        #expect(try Berlin.evaluate("Mo-Su 08:00-18:00", at: "2024-03-31T07:00", in: context) == "closed → 2024-03-31T08:00")
        let schedule = try OpeningSchedule(parsing: "Mo-Su 01:00-04:00")
        let open = try #require(schedule.intervals(from: Berlin.date("2024-03-31T00:00"), to: Berlin.date("2024-03-31T12:00"), in: context)
            .first { $0.state == .open })
        #expect(open.end.timeIntervalSince(open.start) == 2 * 3600)
    }

    @Test("the repeated hour on fall-back day is open throughout an 01:00-04:00 range")
    func fallBackOverlap() throws {
        let schedule = try OpeningSchedule(parsing: "Mo-Su 01:00-04:00")
        // 00:30 UTC and 01:30 UTC are both 02:30 local wall time on 2024-10-27.
        for utc in [1_729_989_000.0, 1_729_992_600.0] {
            #expect(schedule.state(at: Date(timeIntervalSince1970: utc), in: context).state == .open)
        }
        let open = try #require(schedule.intervals(from: Berlin.date("2024-10-27T00:00"), to: Berlin.date("2024-10-27T12:00"), in: context)
            .first { $0.state == .open })
        #expect(open.end.timeIntervalSince(open.start) == 4 * 3600)
    }

    @Test("a day after the change is evaluated with the new offset")
    func afterFallBack() throws {
        #expect(try Berlin.evaluate("Mo-Fr 08:00-18:00", at: "2024-10-28T07:59", in: context) == "closed → 2024-10-28T08:00")
        #expect(try Berlin.evaluate("Mo-Fr 08:00-18:00", at: "2024-10-25T19:00", in: context) == "closed → 2024-10-28T08:00")
    }
}
