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
    /// What the community said of each toilet it said something about, in one table (one lookup
    /// per candidate: four tables cost a twentieth of `rank=best`'s answer): the last "open"
    /// confirmation that joins the explanation, and what the best pick weighs.
    public var evidence: [Toilet.ID: Evidence]

    /// One toilet's community evidence.
    public struct Evidence: Sendable, Hashable {
        /// Its cleanliness ratings (each device's latest once); nil when nobody rated it.
        public var cleanliness: BestPickFacts.Cleanliness?
        /// Its reliability score, 0…1; nil without community evidence.
        public var reliability: Double?
        /// When it was last confirmed open (a "Was it open? Yes" or a confirmation).
        public var lastConfirmedOpen: Date?
        /// Devices that reported it closed lately, too few to hide it.
        public var closureReports = 0

        public init(cleanliness: BestPickFacts.Cleanliness? = nil, reliability: Double? = nil, lastConfirmedOpen: Date? = nil,
                    closureReports: Int = 0) {
            self.cleanliness = cleanliness
            self.reliability = reliability
            self.lastConfirmedOpen = lastConfirmedOpen
            self.closureReports = closureReports
        }
    }

    public init(closed: [Toilet.ID: LocalizedText] = [:], evidence: [Toilet.ID: Evidence]) {
        self.closed = closed
        self.evidence = evidence
    }

    /// `ratings`: each rated toilet's cleanliness ratings; `reliability`: the score of each toilet
    /// the community said something about; `closureReports`: devices that reported a toilet
    /// closed lately, too few to hide it.
    public init(closed: [Toilet.ID: LocalizedText] = [:], confirmedOpen: [Toilet.ID: Date] = [:],
                ratings: [Toilet.ID: BestPickFacts.Cleanliness] = [:], reliability: [Toilet.ID: Double] = [:],
                closureReports: [Toilet.ID: Int] = [:]) {
        self.closed = closed
        var evidence: [Toilet.ID: Evidence] = [:]
        for (id, date) in confirmedOpen { evidence[id, default: Evidence()].lastConfirmedOpen = date }
        for (id, rating) in ratings { evidence[id, default: Evidence()].cleanliness = rating }
        for (id, score) in reliability { evidence[id, default: Evidence()].reliability = score }
        for (id, count) in closureReports { evidence[id, default: Evidence()].closureReports = count }
        self.evidence = evidence
    }

    /// No signals: every toilet as the data has it.
    public static let none = CommunitySignals()

    /// Whether the community says `id` is closed now.
    @inline(__always)
    func isClosed(_ id: Toilet.ID) -> Bool {
        !closed.isEmpty && closed[id] != nil
    }

    /// Whether `id`'s mean rating is at least `minimum` (nil: no minimum).
    @inline(__always)
    func meetsRating(_ id: Toilet.ID, minimum: Double?) -> Bool {
        guard let minimum else { return true }
        return (evidence[id]?.cleanliness?.mean ?? -1) >= minimum - 1e-9
    }

    /// "confirmed open today", "… yesterday", "… 3 days ago", "… 2 weeks ago"; nil when never
    /// or more than 8 weeks before `now`. Days are counted on the toilet's local calendar.
    func confirmedOpenPhrase(_ id: Toilet.ID, now: Date, timeZone: @autoclosure () -> TimeZone?,
                             language: Language = .english) -> String? {
        guard !evidence.isEmpty, let date = evidence[id]?.lastConfirmedOpen, date <= now else { return nil }
        let zone = timeZone() ?? .gmt
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
