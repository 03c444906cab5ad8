import Foundation
import Model
import OpeningHours

/// Every toilet's hours, as one shared ``ToiletHours`` per distinct hours value and place, and
/// a small index per toilet.
///
/// A region repeats a few hundred `opening_hours` values over thousands of toilets, and all its
/// toilets share a time zone and country. Parsing each toilet's value into a schedule of its
/// own, with a context of its own (time-zone offsets, holiday calendar, caches) and a memo of
/// its own, cost kilobytes per toilet and most of the finder's build time.
///
/// Why sharing changes no answer:
/// - A schedule is a pure function of its value and the country its day names are read for
///   (`OpeningSchedule(parsing:country:)`), and its day cache is keyed by the context.
/// - A context's coordinates are read only for sun times (`sunrise`, `dusk`, …), so a schedule
///   without them evaluates identically in any context of the same time zone and country; one
///   with them keeps a context (and a schedule, so its day cache sees one place) per position.
/// - ``OpenSpanMemo`` remembers a span over which a schedule is open in a context: a fact about
///   that pair, true for every toilet that has the pair.
struct ToiletHoursTable: Sendable {
    /// The distinct hours.
    private let entries: [ToiletHours]
    /// For each toilet, its entry in ``entries``, or -1 when its hours are unknown.
    private let entryOfToilet: [Int32]

    /// Reads each toilet's hours; a toilet without hours, with hours that cannot be read, or
    /// with a time zone unknown here has unknown hours (never "closed").
    /// - Complexity: O(T) hash lookups for T toilets, plus one parse per distinct (value, country)
    ///   and one per distinct position among values that use sun times.
    init(toilets: [Toilet]) {
        var builder = Builder()
        entryOfToilet = toilets.map { builder.entry(for: $0) }
        entries = builder.entries
    }

    /// The hours of finder toilet `index`, nil when unknown.
    subscript(index: Int) -> ToiletHours? {
        let entry = entryOfToilet[index]
        return entry < 0 ? nil : entries[Int(entry)]
    }

    /// How many distinct hours the toilets share.
    var distinctCount: Int { entries.count }

    /// The lookups that find or make each toilet's entry.
    private struct Builder {
        struct ScheduleKey: Hashable { var value: String, country: String? }
        struct PlaceKey: Hashable { var timeZone: String, country: String? }
        struct EntryKey: Hashable { var schedule: ScheduleKey, place: PlaceKey, latitude: Double?, longitude: Double? }

        var entries: [ToiletHours] = []
        var schedules: [ScheduleKey: OpeningSchedule?] = [:]
        var contexts: [PlaceKey: EvaluationContext?] = [:]
        var entryIndex: [EntryKey: Int32] = [:]

        mutating func entry(for toilet: Toilet) -> Int32 {
            guard let value = toilet.attributes.evaluableOpeningHours else { return -1 }
            let scheduleKey = ScheduleKey(value: value, country: toilet.countryCode)
            let place = PlaceKey(timeZone: toilet.timeZoneIdentifier, country: toilet.countryCode)
            guard let schedule = schedule(scheduleKey), let context = context(place) else { return -1 }
            let sun = schedule.usesSunTimes
            let key = EntryKey(schedule: scheduleKey, place: place,
                               latitude: sun ? toilet.coordinate.latitude : nil, longitude: sun ? toilet.coordinate.longitude : nil)
            if let known = entryIndex[key] { return known }
            let hours: ToiletHours
            if sun, let own = toilet.openingSchedule, let ownContext = toilet.evaluationContext {
                hours = ToiletHours(schedule: own, context: ownContext)
            } else {
                hours = ToiletHours(schedule: schedule, context: context)
            }
            entries.append(hours)
            entryIndex[key] = Int32(entries.count - 1)
            return Int32(entries.count - 1)
        }

        mutating func schedule(_ key: ScheduleKey) -> OpeningSchedule? {
            if let known = schedules[key] { return known }
            let parsed = try? OpeningSchedule(parsing: key.value, country: key.country)
            schedules[key] = .some(parsed)
            return parsed
        }

        /// The context of a place without coordinates: exact for every schedule without sun times.
        mutating func context(_ key: PlaceKey) -> EvaluationContext? {
            if let known = contexts[key] { return known }
            let context = TimeZone(identifier: key.timeZone).map { EvaluationContext(timeZone: $0, country: key.country) }
            contexts[key] = .some(context)
            return context
        }
    }
}
