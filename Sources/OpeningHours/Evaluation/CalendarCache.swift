import Foundation

/// Memoizes the calendar lookups of one evaluation context (public holidays by year, school
/// holidays, sun times by day), which the evaluator asks for again and again.
final class CalendarCache: @unchecked Sendable {
    private let lock = NSLock()
    private var holidaysByYear: [Int: [Int: String]] = [:]
    private var sunMinutes: [Int: Int] = [:]
    private var schoolPeriods: [(start: Int, end: Int, name: String)]?
    private static let noSun = Int.min
    private static let maxSunEntries = 20_000

    /// The public holiday on `day`, from `calendar`'s list for that year.
    func publicHoliday(on day: CivilDay, calendar: HolidayCalendar) -> String? {
        let year = day.year
        lock.lock()
        if let names = holidaysByYear[year] {
            lock.unlock()
            return names[day.number]
        }
        lock.unlock()
        var names: [Int: String] = [:]
        for holiday in calendar.publicHolidays(year: year) { names[CivilDay(holiday.date).number] = holiday.name }
        lock.lock()
        holidaysByYear[year] = names
        lock.unlock()
        return names[day.number]
    }

    /// Whether school holidays are loaded, and the name of the period containing `day`.
    func schoolHoliday(on day: CivilDay, calendar: HolidayCalendar) -> (isLoaded: Bool, name: String?) {
        lock.lock()
        let cached = schoolPeriods
        lock.unlock()
        let periods = cached ?? calendar.schoolHolidayPeriods
            .map { (start: CivilDay($0.start).number, end: CivilDay($0.end).number, name: $0.name) }
            .sorted { $0.start < $1.start }
        if cached == nil { lock.lock(); schoolPeriods = periods; lock.unlock() }
        // The last period starting on or before `day`; periods do not overlap.
        var lo = 0, hi = periods.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if periods[mid].start <= day.number { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0, periods[lo - 1].end >= day.number else { return (!periods.isEmpty, nil) }
        return (true, periods[lo - 1].name)
    }

    /// Minute of day of a sun event, computed once per day and event.
    func sunMinute(_ event: SunEvent, on day: CivilDay, compute: () -> Int?) -> Int? {
        let key = day.number * 4 + (SunEvent.allCases.firstIndex(of: event) ?? 0)
        lock.lock()
        if let hit = sunMinutes[key] {
            lock.unlock()
            return hit == Self.noSun ? nil : hit
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        if sunMinutes.count >= Self.maxSunEntries { sunMinutes.removeAll(keepingCapacity: true) }
        sunMinutes[key] = value ?? Self.noSun
        lock.unlock()
        return value
    }
}
