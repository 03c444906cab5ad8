import Achievements
import Foundation
import Testing

@Suite("Achievement rules")
struct AchievementRuleTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let newYork = TimeZone(identifier: "America/New_York")!

    /// A moment given as local wall-clock time in `zone`: "2026-03-28 23:30".
    static func at(_ text: String, _ zone: TimeZone = berlin) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: text)!
    }

    static func arrival(_ toilet: Int64, _ text: String, searchedMinutesBefore minutes: Double = 10, _ zone: TimeZone = berlin) -> UsageEvent {
        let at = at(text, zone)
        return .arrived(toilet: toilet, at: at, searchStartedAt: at.addingTimeInterval(-minutes * 60))
    }

    func progress(_ id: String, events: [UsageEvent] = [], tally: ContributionTally = .none, zone: TimeZone = berlin,
                  now: String = "2026-12-31 12:00") -> AchievementProgress {
        AchievementBook.progress(events: events, tally: tally, timeZone: zone, now: Self.at(now, zone)).first { $0.id == id }!
    }

    @Test("First Flush: the first arrival unlocks it, on that arrival's date")
    func firstFlush() {
        #expect(progress("first-flush").current == 0 && !progress("first-flush").isUnlocked)
        let p = progress("first-flush", events: [.searched(at: Self.at("2026-05-01 09:00")), Self.arrival(7, "2026-05-01 09:06")])
        #expect(p.unlockedAt == Self.at("2026-05-01 09:06") && p.current == 1 && p.remaining == 0)
        // An arrival after `now` does not count yet.
        #expect(!progress("first-flush", events: [Self.arrival(7, "2026-05-01 09:06")], now: "2026-05-01 09:00").isUnlocked)
    }

    @Test("Speedy Pooper: within 3 minutes of the search starting, and not a second more", arguments: [
        (2.0, true), (3.0, true), (3.02, false), (10, false),
    ])
    func speedyPooper(minutes: Double, unlocks: Bool) {
        let p = progress("speedy-pooper", events: [Self.arrival(1, "2026-05-01 09:06", searchedMinutesBefore: minutes)])
        #expect(p.isUnlocked == unlocks)
        #expect(p.current == (unlocks ? 1 : 0))
    }

    @Test("Marathon counts the user's calendar days: 23:30 and 00:30 are two days, in their time zone", arguments: [
        // Seven evenings in a row, each just before midnight in Berlin: seven Berlin days.
        (berlin, (0..<7).map { "2026-03-\(22 + $0) 23:30" }, 7, true),
        // The same instants seen from New York are 17:30 on seven days too.
        (newYork, (0..<7).map { "2026-03-\(22 + $0) 23:30" }, 7, true),
        // 23:30 and 00:30 an hour apart are two days; six such pairs only cover 7 days if they chain.
        (berlin, ["2026-03-22 23:30", "2026-03-23 00:30", "2026-03-24 08:00", "2026-03-25 08:00", "2026-03-26 08:00", "2026-03-27 08:00"], 6, false),
        // Across the spring DST change (29 March 2026 in Berlin: a 23-hour day), still consecutive.
        (berlin, ["2026-03-26 00:15", "2026-03-27 00:15", "2026-03-28 00:15", "2026-03-29 00:15", "2026-03-30 00:15",
                  "2026-03-31 00:15", "2026-04-01 00:15"], 7, true),
        // A gap breaks the run: 3 days, a missed day, 3 days.
        (berlin, ["2026-05-01 12:00", "2026-05-02 12:00", "2026-05-03 12:00", "2026-05-05 12:00", "2026-05-06 12:00", "2026-05-07 12:00"], 3, false),
    ])
    func marathon(zone: TimeZone, days: [String], expected: Int, unlocks: Bool) {
        let events = days.map { UsageEvent.searched(at: Self.at($0, Self.berlin)) }
        let last = days.map { Self.at($0, Self.berlin) }.max()!
        let p = AchievementBook.progress(events: events, tally: .none, timeZone: zone, now: last.addingTimeInterval(60)).first { $0.id == "marathon" }!
        #expect(p.isUnlocked == unlocks)
        #expect(p.current == expected)
    }

    @Test("Marathon: a streak not used today or yesterday is over; one used yesterday is still alive")
    func marathonAlive() {
        let events = ["2026-05-01 12:00", "2026-05-02 12:00", "2026-05-03 12:00"].map { UsageEvent.searched(at: Self.at($0)) }
        #expect(progress("marathon", events: events, now: "2026-05-04 23:59").current == 3)
        #expect(progress("marathon", events: events, now: "2026-05-05 00:01").current == 0)
    }

    @Test("Halfway There and Centurion count different toilets: returning to one counts once")
    func toiletsFound() {
        let arrivals = (0..<60).map { Self.arrival(Int64($0 % 49), "2026-06-\(String(format: "%02d", 1 + $0 / 3)) \(String(format: "%02d", 8 + $0 % 3)):00") }
        #expect(progress("halfway-there", events: arrivals).current == 49)
        #expect(progress("halfway-there", events: arrivals).remaining == 1)
        let more = arrivals + [Self.arrival(99, "2026-07-01 10:00")]
        let p = progress("halfway-there", events: more)
        #expect(p.unlockedAt == Self.at("2026-07-01 10:00") && p.current == 50)
        #expect(progress("centurion", events: more).current == 50 && !progress("centurion", events: more).isUnlocked)
    }

    @Test("Night Owl: an arrival from midnight to 4:59, the user's time", arguments: [
        ("2026-05-01 00:00", true), ("2026-05-01 04:59", true), ("2026-05-01 05:00", false), ("2026-05-01 23:59", false),
    ])
    func nightOwl(time: String, unlocks: Bool) {
        #expect(progress("night-owl", events: [Self.arrival(1, time)]).isUnlocked == unlocks)
        // 02:00 in Berlin is 20:00 in New York: not a night arrival for a New Yorker.
        if time == "2026-05-01 00:00" {
            #expect(!progress("night-owl", events: [Self.arrival(1, "2026-05-01 02:00")], zone: Self.newYork).isUnlocked)
        }
    }

    @Test("Local Guide, Truth Teller and Clean Critic come from the server's tally, unlocked on the goal-th date")
    func contributions() {
        let dates = (1...6).map { Self.at("2026-04-0\($0) 10:00") }
        #expect(progress("local-guide", tally: .init(additionsAndConfirmations: Array(dates.prefix(4)))).current == 4)
        #expect(progress("local-guide", tally: .init(additionsAndConfirmations: dates.reversed())).unlockedAt == dates[4])
        #expect(progress("truth-teller", tally: .init(wasOpenAnswers: [dates[2]])).unlockedAt == dates[2])
        #expect(progress("clean-critic", tally: .init(ratings: [dates[1], dates[0]])).unlockedAt == dates[0])
        #expect(!progress("clean-critic", tally: .init(ratings: [dates[1]]), now: "2026-04-01 12:00").isUnlocked)
    }

    @Test("the nudge lists exactly the locked achievements one step away")
    func nudges() {
        let events = [Self.arrival(1, "2026-05-01 09:06")] + (0..<5).map { UsageEvent.searched(at: Self.at("2026-05-0\(1 + $0) 12:00")) }
        let all = AchievementBook.progress(events: events, tally: .init(additionsAndConfirmations: Array(repeating: Self.at("2026-05-01 09:00"), count: 4)),
                                           timeZone: Self.berlin, now: Self.at("2026-05-05 13:00"))
        #expect(AchievementBook.nudges(all).map(\.id) == ["local-guide"])
        // A new user is one arrival from First Flush; one-off feats (Night Owl…) are no countdown.
        let fresh = AchievementBook.progress(events: [], tally: .none, timeZone: Self.berlin, now: Self.at("2026-05-05 13:00"))
        #expect(AchievementBook.nudges(fresh).map(\.id) == ["first-flush"])
    }

    @Test("every achievement has a title and description in English, Spanish, French and German, and a unique id")
    func texts() {
        #expect(Set(AchievementBook.all.map(\.id)).count == AchievementBook.all.count)
        for achievement in AchievementBook.all {
            #expect(Set(achievement.texts.keys) == ["en", "es", "fr", "de"], "\(achievement.id)")
            for text in achievement.texts.values { #expect(!text.title.isEmpty && !text.description.isEmpty) }
            #expect(achievement.goal >= 1)
        }
        #expect(Set(AchievementBook.all.map(\.id)).isSuperset(of: ["first-flush", "speedy-pooper", "marathon", "halfway-there", "local-guide"]))
    }
}
