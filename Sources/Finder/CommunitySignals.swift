import Foundation
import Localization
import Model

/// What the community says about toilets right now, passed with each query: it changes with
/// every "Was it open?" answer, far more often than the finder's snapshot of the data.
///
/// The server folds the contribution log into it (with the Community module's rules); the
/// finder only reads it, so the core stays free of how contributions are kept.
public struct CommunitySignals: Sendable, Hashable {
    /// Toilets reported closed now, with the reason to show in each language ("reported closed
    /// by 2 people in the last day"): never a result.
    public var closed: [Toilet.ID: LocalizedText]
    /// When each toilet was last confirmed open (a "Was it open? Yes" or a confirmation).
    public var confirmedOpen: [Toilet.ID: Date]

    public init(closed: [Toilet.ID: LocalizedText] = [:], confirmedOpen: [Toilet.ID: Date] = [:]) {
        self.closed = closed
        self.confirmedOpen = confirmedOpen
    }

    /// No signals: every toilet as the data has it.
    public static let none = CommunitySignals()

    /// Whether the community says `id` is closed now.
    @inline(__always)
    func isClosed(_ id: Toilet.ID) -> Bool {
        !closed.isEmpty && closed[id] != nil
    }

    /// "confirmed open today", "… yesterday", "… 3 days ago", "… 2 weeks ago"; nil when never
    /// or more than 8 weeks before `now`. Days are counted on the toilet's local calendar.
    func confirmedOpenPhrase(_ id: Toilet.ID, now: Date, timeZone: TimeZone?, language: Language = .english) -> String? {
        guard let date = confirmedOpen[id], date <= now else { return nil }
        let zone = timeZone ?? .gmt
        let days = LocalClock(now, in: zone).day - LocalClock(date, in: zone).day
        let texts = FinderText.catalogue
        return switch days {
        case 0: texts.text(.confirmedToday, in: language)
        case 1: texts.text(.confirmedYesterday, in: language)
        case 2..<14: texts.text(.confirmedDaysAgo, in: language, ["days": String(days)])
        case 14...56: texts.text(.confirmedWeeksAgo, in: language, ["weeks": String(days / 7)])
        default: nil
        }
    }
}
