import Foundation

/// Converts instants to local wall time (day + second of day) and back for one time zone.
///
/// The UTC offsets of a window of years are looked up once with `TimeZone.secondsFromGMT(for:)`
/// and `nextDaylightSavingTimeTransition(after:)`; afterwards a conversion is a binary search
/// over a handful of transitions. Thread safe; the window grows on demand.
final class ZoneClock: @unchecked Sendable {
    let timeZone: TimeZone
    private let lock = NSLock()
    private var lower: Double = 0
    private var upper: Double = -1
    /// Transition instants (seconds since 1970) and the offset in force from each on.
    private var instants: [Double] = []
    private var offsets: [Int] = []
    private var firstOffset = 0

    init(timeZone: TimeZone) { self.timeZone = timeZone }

    /// The UTC offset in seconds at `seconds` since 1970.
    func offset(at seconds: Double) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if seconds < lower || seconds >= upper { load(around: seconds) }
        var lo = 0, hi = instants.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if instants[mid] <= seconds { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? firstOffset : offsets[lo - 1]
    }

    private func load(around seconds: Double) {
        let span = 4.0 * 366 * 86_400
        let start = min(seconds, lower < upper ? lower : seconds) - span
        let end = max(seconds, lower < upper ? upper : seconds) + span
        lower = start
        upper = end
        firstOffset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: start))
        instants = []
        offsets = []
        var cursor = Date(timeIntervalSince1970: start)
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor),
              next.timeIntervalSince1970 < end, instants.count < 10_000 {
            instants.append(next.timeIntervalSince1970)
            offsets.append(timeZone.secondsFromGMT(for: next))
            cursor = next
        }
    }

    /// Index of the first transition after `seconds` (call with the lock held, window loaded).
    private func firstTransition(after seconds: Double) -> Int {
        var lo = 0, hi = instants.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if instants[mid] <= seconds { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The transitions (instants where the UTC offset changes) in `from..<to`.
    func transitions(from: Double, to: Double) -> [Double] {
        lock.lock()
        defer { lock.unlock() }
        if from < lower || to >= upper { load(around: from); if to >= upper { load(around: to) } }
        var i = firstTransition(after: from - 1)
        var result: [Double] = []
        while i < instants.count, instants[i] < to {
            if instants[i] >= from { result.append(instants[i]) }
            i += 1
        }
        return result
    }

    /// The instants at which the wall clock reaches `minute` of `day`, ascending: one normally,
    /// two when that wall time happens twice (the hour repeated when clocks go back), and in a gap
    /// (the hour skipped when clocks go forward) the transition, the first instant whose wall time
    /// is past it. A state that starts at a wall-clock minute is in force from these instants on.
    func arrivals(day: CivilDay, minute: Int) -> [Date] {
        let local = Double(day.number * 86_400 + minute * 60)
        let before = offset(at: local - 86_400)
        let after = offset(at: local + 86_400)
        var found: [Double] = []
        for o in Set([before, after]) {
            let t = local - Double(o)
            if offset(at: t) == o { found.append(t) }
        }
        if found.isEmpty {
            // In a gap: the transition lies between the instants the two offsets would give.
            let low = local - Double(max(before, after)), high = local - Double(min(before, after))
            found = [transitions(from: low, to: high + 1).first ?? high]
        }
        return found.sorted().map { Date(timeIntervalSince1970: $0) }
    }

    /// Local day and second of day of an instant.
    func local(_ date: Date) -> (day: CivilDay, second: Int) {
        let t = date.timeIntervalSince1970
        let local = Int((t + Double(offset(at: t))).rounded(.down))
        let day = CivilDay.floorDiv(local, 86_400)
        return (CivilDay(number: day), local - day * 86_400)
    }

    /// The instant of a local wall time, resolved the way JavaScript's `Date` does: in an
    /// overlap the earlier instant, in a gap the wall time is pushed forward by the gap.
    func instant(day: CivilDay, minute: Int) -> Date {
        let local = Double(day.number * 86_400 + minute * 60)
        let before = offset(at: local - 86_400)
        let after = offset(at: local + 86_400)
        var best: Double?
        for o in [max(before, after), min(before, after)] {
            let t = local - Double(o)
            if offset(at: t) == o { best = min(best ?? t, t) }
        }
        return Date(timeIntervalSince1970: best ?? (local - Double(before)))
    }
}
