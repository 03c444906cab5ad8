import Foundation

/// How far the user is with one achievement: "25/50 toilets found", or unlocked on a date.
public struct AchievementProgress: Sendable, Hashable {
    public var id: String
    /// What the rule has counted so far, at most the goal. For a daily streak that is not yet
    /// unlocked, the days of the streak that is still alive (ending today or yesterday).
    public var current: Int
    public var goal: Int
    /// When it was unlocked; nil while locked.
    public var unlockedAt: Date?

    public var isUnlocked: Bool { unlockedAt != nil }
    /// How many more are needed (0 once unlocked).
    public var remaining: Int { isUnlocked ? 0 : max(0, goal - current) }

    /// The progress of `achievement` from past `events` in time order and the server's `tally`.
    static func of(_ achievement: Achievement, events: [UsageEvent], tally: ContributionTally,
                   timeZone: TimeZone, now: Date) -> AchievementProgress {
        let goal = max(1, achievement.goal)
        let (current, unlocked): (Int, Date?)
        switch achievement.rule {
        case .toiletsFound:
            var seen = Set<Int64>(), reached: Date?
            for case let .arrived(toilet, at, _) in events {
                if seen.insert(toilet).inserted, seen.count == goal { reached = at }
            }
            (current, unlocked) = (seen.count, reached)
        case .quickArrival(let seconds):
            let first = events.first { event in
                guard case let .arrived(_, at, started) = event else { return false }
                return at >= started && at.timeIntervalSince(started) <= seconds
            }
            (current, unlocked) = (first == nil ? 0 : 1, first?.at)
        case .nightArrival(let beforeHour):
            let first = events.first { event in
                guard case .arrived = event else { return false }
                return CivilTime(event.at, in: timeZone).hour < beforeHour
            }
            (current, unlocked) = (first == nil ? 0 : 1, first?.at)
        case .dailyStreak:
            (current, unlocked) = streak(events, goal: goal, timeZone: timeZone, now: now)
        case .additionsAndConfirmations:
            (current, unlocked) = counted(tally.additionsAndConfirmations, goal: goal, now: now)
        case .wasOpenAnswers:
            (current, unlocked) = counted(tally.wasOpenAnswers, goal: goal, now: now)
        case .ratings:
            (current, unlocked) = counted(tally.ratings, goal: goal, now: now)
        }
        return AchievementProgress(id: achievement.id, current: unlocked == nil ? min(current, goal) : goal,
                                   goal: goal, unlockedAt: unlocked)
    }

    /// The count of dates up to `now`, and the `goal`-th of them once reached.
    private static func counted(_ dates: [Date], goal: Int, now: Date) -> (Int, Date?) {
        let past = dates.filter { $0 <= now }.sorted()
        return (past.count, past.count >= goal ? past[goal - 1] : nil)
    }

    /// Consecutive days (on the user's calendar) with any use: the first event of the day the
    /// run first reached `goal` days, or else the length of the run still alive at `now`.
    private static func streak(_ events: [UsageEvent], goal: Int, timeZone: TimeZone, now: Date) -> (Int, Date?) {
        var run = 0, lastDay: Int?
        for event in events {
            let day = CivilTime(event.at, in: timeZone).day
            guard day != lastDay else { continue }
            run = lastDay.map { day == $0 + 1 } == true ? run + 1 : 1
            lastDay = day
            if run == goal { return (goal, event.at) }
        }
        guard let lastDay else { return (0, nil) }
        return (CivilTime(now, in: timeZone).day - lastDay <= 1 ? run : 0, nil)
    }
}

/// A moment on the user's clock: the day number (days since 1970-01-01 on their calendar) and
/// the hour. Day numbers make "consecutive days" a subtraction, whatever the month or DST.
struct CivilTime {
    let day: Int
    let hour: Int

    init(_ date: Date, in timeZone: TimeZone) {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        let seconds = Int(local.rounded(.down))
        day = Int((Double(seconds) / 86_400).rounded(.down))
        hour = (seconds - day * 86_400) / 3_600
    }
}
