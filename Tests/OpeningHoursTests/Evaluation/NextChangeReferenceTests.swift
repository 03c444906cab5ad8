import Foundation
import Testing
@testable import OpeningHours

/// ``OpeningSchedule/nextChange(after:in:)`` finds the zone's transitions once per scan; the
/// reference is the scan it replaced, which asked each day for its own between its two midnights.
@Suite("Next change against the day-by-day scan")
struct NextChangeReferenceTests {
    /// The former scan, kept as the reference.
    static func reference(_ schedule: OpeningSchedule, after date: Date, in context: EvaluationContext) -> Date? {
        let current = schedule.state(at: date, in: context).state
        let start = context.clock.local(date).day
        let limit = date.addingTimeInterval(365 * 86_400)
        for offset in 0...366 {
            let day = start.adding(offset)
            let tl = schedule.timeline(day, in: context)
            var candidates: [Date] = []
            for (i, minute) in tl.starts.enumerated() where tl.states[i] != current {
                candidates += context.clock.arrivals(day: day, minute: Int(minute))
            }
            let midnight = context.clock.instant(day: day, minute: 0).timeIntervalSince1970
            let nextMidnight = context.clock.instant(day: day.adding(1), minute: 0).timeIntervalSince1970
            for t in context.clock.transitions(from: midnight, to: nextMidnight) {
                candidates.append(Date(timeIntervalSince1970: t))
            }
            for instant in candidates.sorted() where instant > date {
                if instant >= limit { return nil }
                if schedule.state(at: instant, in: context).state != current { return instant }
            }
        }
        return nil
    }

    /// Zones with transitions at midnight (Santiago, Havana, Beirut), half-hour ones (Lord Howe),
    /// a skipped day (Apia, 2011-12-30), and none (Tokyo).
    static let zones = ["Europe/Berlin", "America/Santiago", "America/Havana", "Asia/Beirut", "Australia/Lord_Howe",
                        "Pacific/Apia", "America/St_Johns", "Asia/Tokyo"]

    @Test("every real-world value and a few edge values, in eight zones, at seeded instants from 2010 to 2030")
    func matchesTheReference() throws {
        let values = RealWorldValuesTests.values + ["24/7", "off", "Mo-Su 00:00-24:00", "Mo-Su 23:00-01:00", "Sa 00:00-02:30",
                                                    "Mo-Su 02:00-03:00", "Mo-Su 00:00-00:30; Su off"]
        let schedules = values.compactMap { try? OpeningSchedule(parsing: $0) }
        var seed: UInt64 = 77
        var compared = 0, changes = 0
        for name in Self.zones {
            let zone = try #require(TimeZone(identifier: name))
            // German holidays in every zone: without a country, `PH` leaves most values unknown.
            let context = EvaluationContext(timeZone: zone, country: "DE")
            for schedule in schedules {
                for _ in 0..<3 {
                    seed = seed &* 6364136223846793005 &+ 1442695040888963407
                    // 2010-01-01 … 2030-01-01, at whole minutes, quarter hours or odd seconds.
                    var t = 1_262_304_000 + Double((seed >> 33) % 631_152_000)
                    switch seed & 3 { case 0: t -= t.truncatingRemainder(dividingBy: 60); case 1: t -= t.truncatingRemainder(dividingBy: 900); default: break }
                    let date = Date(timeIntervalSince1970: t)
                    let expected = Self.reference(schedule, after: date, in: context)
                    #expect(schedule.nextChange(after: date, in: context) == expected, "\(name) \(t)")
                    compared += 1
                    if expected != nil { changes += 1 }
                }
            }
        }
        #expect(compared > 4_000 && changes > compared / 4, "\(changes) of \(compared) instants have a change")
    }

    @Test("at and around each transition of the zones with midnight jumps")
    func aroundTransitions() throws {
        let schedules = try ["24/7", "Mo-Su 00:00-01:00", "Mo-Su 23:30-00:30", "Fr-Sa 22:00-02:00"].map { try OpeningSchedule(parsing: $0) }
        for name in Self.zones {
            let zone = try #require(TimeZone(identifier: name))
            let context = EvaluationContext(timeZone: zone)
            var cursor = Date(timeIntervalSince1970: 1_293_840_000)  // 2011-01-01
            for _ in 0..<12 {
                guard let jump = zone.nextDaylightSavingTimeTransition(after: cursor) else { break }
                for schedule in schedules {
                    for delta in [-86_400.0, -3_601, -1, 0, 1, 1_799, 3_600, 86_399] {
                        let date = jump.addingTimeInterval(delta)
                        #expect(schedule.nextChange(after: date, in: context) == Self.reference(schedule, after: date, in: context),
                                "\(name) \(date.timeIntervalSince1970)")
                    }
                }
                cursor = jump
            }
        }
    }
}
