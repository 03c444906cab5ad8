import Foundation
import Model
import Routing

/// The one plain sentence that says why a toilet is ranked where it is, built from data:
/// "4 min walk, open until 22:00, step-free", "350 m away in a straight line, hours unknown".
///
/// Parts, in order: how far, the hours on arrival, then the features in ``features`` order.
/// Times are on the toilet's local 24-hour clock; minutes round up, never below 1.
enum FinderExplanation {
    /// How far the toilet is, as ranked.
    enum Distance: Equatable {
        case walking(seconds: Double)
        case straightLine(meters: Double)
    }

    /// The features worth a word, in the order they are said (a table: policy is data).
    static let features: [(phrase: String, applies: @Sendable (ToiletAttributes) -> Bool)] = [
        ("step-free", { $0.wheelchair.value?.isAccessible == true }),
        ("gender-neutral", { $0.gender.value == .unisex }),
        ("free", { $0.fee.value == false }),
        ("paid", { $0.fee.value == true }),
        ("changing table", { $0.changingTable.value == true }),
    ]

    /// The sentence for one hit. `timeZone` is the toilet's (nil only when its hours are unknown).
    static func sentence(distance: Distance, verdict: ArrivalVerdict, arrival: Date, timeZone: TimeZone?,
                         attributes: ToiletAttributes) -> String {
        var parts = [phrase(distance), phrase(verdict, arrival: arrival, timeZone: timeZone)]
        parts += features.filter { $0.applies(attributes) }.map(\.phrase)
        return parts.joined(separator: ", ")
    }

    /// "4 min walk" (rounded up, at least 1) or "350 m away in a straight line".
    static func phrase(_ distance: Distance) -> String {
        switch distance {
        case .walking(let seconds):
            return "\(max(1, Int((seconds / 60).rounded(.up)))) min walk"
        case .straightLine(let meters):
            return "\(metersPhrase(meters)) away in a straight line"
        }
    }

    /// "350 m" (to the 10 m, at least 10 m) below a kilometre, "1.2 km" above.
    static func metersPhrase(_ meters: Double) -> String {
        if meters < 995 { return "\(max(10, Int((meters / 10).rounded()) * 10)) m" }
        return DecimalFormat.oneDecimal(meters / 1000) + " km"
    }

    /// "open until 22:00", "open until Tuesday 08:00", "open 24/7" or "hours unknown".
    static func phrase(_ verdict: ArrivalVerdict, arrival: Date, timeZone: TimeZone?) -> String {
        guard case .open(let closesAt) = verdict else { return "hours unknown" }
        guard let closesAt, let timeZone else { return "open 24/7" }
        let close = LocalClock(closesAt, in: timeZone), start = LocalClock(arrival, in: timeZone)
        let days = close.day - start.day
        if closesAt.timeIntervalSince(arrival) < 86_400 && (days == 0 || (days == 1 && close.minuteOfDay < 6 * 60)) {
            return "open until \(close.time)"
        }
        if days == 1 { return "open until tomorrow \(close.time)" }
        if days < 7 { return "open until \(close.weekdayName) \(close.time)" }
        return "open until \(close.isoDate)"
    }
}
