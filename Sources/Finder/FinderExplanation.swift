import Foundation
import Localization
import Model
import Routing

/// The one plain sentence that says why a toilet is ranked where it is, built from data:
/// "4 min walk, open until 22:00, step-free", "350 m away in a straight line, hours unknown";
/// in French "4 min à pied, ouvert jusqu'à 22:00, sans marche".
///
/// Parts, in order: how far, the hours on arrival, then the features in ``features`` order.
/// Times are on the toilet's local 24-hour clock; minutes round up, never below 1. The words
/// are ``FinderText``, in the query's language.
enum FinderExplanation {
    /// How far the toilet is, as ranked.
    enum Distance: Equatable {
        case walking(seconds: Double)
        case straightLine(meters: Double)
    }

    /// The features worth a word, in the order they are said (a table: policy is data).
    static let features: [(text: FinderText, applies: @Sendable (ToiletAttributes) -> Bool)] = [
        (.stepFree, { $0.wheelchair.value?.isAccessible == true }),
        (.genderNeutral, { $0.gender.value == .unisex }),
        (.free, { $0.fee.value == false }),
        (.paid, { $0.fee.value == true }),
        (.changingTable, { $0.changingTable.value == true }),
    ]

    /// The sentence for one hit. `timeZone` is the toilet's (nil only when its hours are unknown).
    static func sentence(distance: Distance, verdict: ArrivalVerdict, arrival: Date, timeZone: TimeZone?,
                         attributes: ToiletAttributes, language: Language = .english) -> String {
        var text = phrase(distance, language: language)
        text += ", "
        text += phrase(verdict, arrival: arrival, timeZone: timeZone, language: language)
        for feature in features where feature.applies(attributes) {
            text += ", "
            text += FinderText.catalogue.text(feature.text, in: language)
        }
        return text
    }

    /// "4 min walk" (rounded up, at least 1) or "350 m away in a straight line".
    static func phrase(_ distance: Distance, language: Language = .english) -> String {
        switch distance {
        case .walking(let seconds):
            let minutes = max(1, Int((seconds / 60).rounded(.up)))
            if minutes < walkPhrases[language.index].count { return walkPhrases[language.index][minutes] }
            return walkPhrase(minutes: minutes, language: language)
        case .straightLine(let meters):
            return FinderText.catalogue.text(.straightLine, in: language, ["distance": metersPhrase(meters, language: language)])
        }
    }

    /// "N min walk" for 0…180 minutes by ``Language/index`` (the walks a nearest answer has),
    /// filled once: filling the template was a tenth of a nearest answer's ranking.
    private static let walkPhrases: [[String]] = Language.allCases.map { language in
        (0...180).map { walkPhrase(minutes: $0, language: language) }
    }

    static func walkPhrase(minutes: Int, language: Language) -> String {
        FinderText.catalogue.text(.walkMinutes, in: language, ["minutes": String(minutes)])
    }

    /// "350 m" (to the 10 m, at least 10 m) below a kilometre, "1.2 km" ("1,2 km") above.
    static func metersPhrase(_ meters: Double, language: Language = .english) -> String {
        if meters < 995 { return "\(max(10, Int((meters / 10).rounded()) * 10)) m" }
        return language.decimal(DecimalFormat.oneDecimal(meters / 1000)) + " km"
    }

    /// "hours unknown" and "open 24/7" by ``Language/index``, said by most hits.
    private static let hoursUnknown = Language.allCases.map { FinderText.catalogue.text(.hoursUnknown, in: $0) }
    private static let open247 = Language.allCases.map { FinderText.catalogue.text(.open247, in: $0) }

    /// "open until 22:00", "open until Tuesday 08:00", "open 24/7" or "hours unknown".
    static func phrase(_ verdict: ArrivalVerdict, arrival: Date, timeZone: TimeZone?, language: Language = .english) -> String {
        let texts = FinderText.catalogue
        guard case .open(let closesAt) = verdict else { return hoursUnknown[language.index] }
        guard let closesAt, let timeZone else { return open247[language.index] }
        let close = LocalClock(closesAt, in: timeZone), start = LocalClock(arrival, in: timeZone)
        let days = close.day - start.day
        if closesAt.timeIntervalSince(arrival) < 86_400 && (days == 0 || (days == 1 && close.minuteOfDay < 6 * 60)) {
            return texts.text(.openUntil, in: language, ["time": close.time])
        }
        if days == 1 { return texts.text(.openUntilTomorrow, in: language, ["time": close.time]) }
        if days < 7 {
            return texts.text(.openUntilWeekday, in: language, ["weekday": language.weekdayName(sundayBased: close.weekday), "time": close.time])
        }
        return texts.text(.openUntilDate, in: language, ["date": close.date(in: language)])
    }
}
