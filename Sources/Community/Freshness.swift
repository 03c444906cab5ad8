import Foundation
import Localization

/// How fresh one field's value is: when someone last confirmed it, and how many distinct
/// devices did since the value last changed ("confirmed 3 weeks ago by 4 people").
public struct Freshness: Hashable, Sendable {
    public let lastConfirmed: Date?
    public let devices: Int

    public init(lastConfirmed: Date?, devices: Int) {
        self.lastConfirmed = lastConfirmed
        self.devices = devices
    }

    /// The freshness of `field` from the approved contributions up to `now`.
    ///
    /// The value dates from `valueSince` (when the source last set it) or from the last approved
    /// edit of the field, whichever is later; that edit's author confirms it. A confirmation of
    /// the whole record or of this field counts from then on, once per device. Confirmations of
    /// an older value do not count: they confirmed something else.
    /// - Complexity: O(n log n) in the contributions.
    public static func of(field: String, contributions: [ReviewedContribution], valueSince: Date?, now: Date) -> Freshness {
        let accepted = contributions.publicContributions(until: now)
        var since = valueSince ?? .distantPast
        var latest: [DeviceID: Date] = [:]
        for contribution in accepted {
            switch contribution.kind {
            case .edit(let changes) where changes.contains(where: { $0.field == field }):
                since = max(since, contribution.at)
                latest = [:]
                latest[contribution.author] = contribution.at
            case .add(let fields) where fields[field] != nil:
                since = max(since, contribution.at)
                latest = [contribution.author: contribution.at]
            case .confirm(let confirmed) where (confirmed == nil || confirmed == field) && contribution.at >= since:
                latest[contribution.author] = contribution.at
            default:
                break
            }
        }
        return Freshness(lastConfirmed: latest.values.max(), devices: latest.count)
    }

    /// "confirmed 3 weeks ago by 4 people", "confirmed today by 1 person" or "never confirmed",
    /// in `language` (``CommunityText``).
    public func phrase(now: Date, language: Language = .english) -> String {
        let texts = CommunityText.catalogue
        guard let lastConfirmed, devices > 0 else { return texts.text(.neverConfirmed, in: language) }
        let ago = Self.ago(from: lastConfirmed, to: now, language: language)
        return devices == 1 ? texts.text(.confirmedByOne, in: language, ["ago": ago])
            : texts.text(.confirmedByMany, in: language, ["ago": ago, "devices": String(devices)])
    }

    /// A coarse, calendar-free "how long ago": today, yesterday, N days, N weeks, N months, over a year.
    public static func ago(from date: Date, to now: Date, language: Language = .english) -> String {
        let days = Int((max(0, now.timeIntervalSince(date)) / 86_400).rounded(.down))
        let texts = CommunityText.catalogue
        switch days {
        case 0: return texts.text(.today, in: language)
        case 1: return texts.text(.yesterday, in: language)
        case 2..<7: return texts.text(.daysAgo, in: language, ["days": String(days)])
        case 7..<14: return texts.text(.aWeekAgo, in: language)
        case 14..<35: return texts.text(.weeksAgo, in: language, ["weeks": String(days / 7)])
        case 35..<61: return texts.text(.aMonthAgo, in: language)
        case 61..<365: return texts.text(.monthsAgo, in: language, ["months": String(days / 30)])
        default: return texts.text(.overAYearAgo, in: language)
        }
    }
}
