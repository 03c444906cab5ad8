import Foundation

extension OpeningSchedule {
    /// A short English sentence for the UI: "Open 24/7", "Open until 21:00", "Closes in 15 min",
    /// "Opens at 14:00", "Opens tomorrow at 08:00", "Opens Monday at 09:00", "Closed",
    /// "Hours unknown" (with the comment, if any: "Hours unknown: by appointment").
    public func summary(at date: Date, in context: EvaluationContext) -> String {
        let now = state(at: date, in: context)
        switch now.state {
        case .unknown:
            return now.comment.map { "Hours unknown: \($0)" } ?? "Hours unknown"
        case .open:
            guard let change = nextChange(after: date, in: context) else { return "Open 24/7" }
            let minutes = Int((change.timeIntervalSince(date) / 60).rounded(.up))
            if minutes <= 60 { return "Closes in \(minutes) min" }
            let when = Self.describe(change, from: date, in: context, earlyHoursAreToday: true)
            return "Open until " + (when.day.map { "\($0) " } ?? "") + when.time
        case .closed:
            var cursor = date
            for _ in 0..<8 {
                guard let change = nextChange(after: cursor, in: context) else { return "Closed" }
                switch state(at: change, in: context).state {
                case .open:
                    let minutes = Int((change.timeIntervalSince(date) / 60).rounded(.up))
                    if minutes <= 60 { return "Opens in \(minutes) min" }
                    let when = Self.describe(change, from: date, in: context, earlyHoursAreToday: false)
                    return "Opens " + (when.day.map { "\($0) " } ?? "") + "at " + when.time
                case .unknown:
                    return "Closed"
                case .closed:
                    cursor = change
                }
            }
            return "Closed"
        }
    }

    /// The day ("tomorrow", "Monday", "on 2024-05-01", nil for today) and the time ("08:00").
    private static func describe(_ date: Date, from now: Date, in context: EvaluationContext,
                                 earlyHoursAreToday: Bool) -> (day: String?, time: String) {
        let target = context.clock.local(date)
        let today = context.clock.local(now).day
        let hh = target.second / 3600, mm = (target.second % 3600) / 60
        let time = (hh < 10 ? "0" : "") + "\(hh):" + (mm < 10 ? "0" : "") + "\(mm)"
        let days = target.day.number - today.number
        if days == 0 || (earlyHoursAreToday && days == 1 && hh < 6) { return (nil, time) }
        if days == 1 { return ("tomorrow", time) }
        if days < 7 {
            let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
            return (names[target.day.weekday], time)
        }
        return ("on \(target.day.localDate)", time)
    }
}
