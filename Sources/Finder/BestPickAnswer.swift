import Foundation
import Localization
import Routing

/// A result's best pick, as the answer carries it: the score, each factor's signal, and the
/// sentence built from them.
public struct BestPickAnswer: Sendable, Hashable {
    /// The score and its parts (signal × weight, in minutes of walking).
    public var score: BestPickScore
    /// Each factor's signal, −1…1 (the walk: minus its minutes): what the device learns from.
    public var signals: BestPickValues
    /// Why it ranks here, in the query's language, naming the trade-off against the nearest.
    public var sentence: String

    public init(score: BestPickScore, signals: BestPickValues, sentence: String) {
        self.score = score
        self.signals = signals
        self.sentence = sentence
    }
}

/// The best pick's sentence: "2 min further than the nearest, but rated 4.6 for cleanliness by
/// 12 people and confirmed open today", or "The nearest, 3 min away, and reliable by community
/// reports".
///
/// The reasons are the factors in which the toilet gains at least ``minimumGain`` minutes: over
/// nothing when it is the nearest, over the nearest otherwise; the two largest are said, largest
/// first. A gain that comes from the nearest's weakness (it is rated low, or doubted) is said
/// as that weakness. The words are ``BestPickText``.
public enum BestPickExplanation {
    /// Gains below this many minutes are not worth a word.
    public static let minimumGain = 0.2

    /// One scored candidate: what the sentence reads of it.
    public struct Scored: Sendable {
        public var facts: BestPickFacts
        public var score: BestPickScore
        /// "confirmed open today", when the community confirmed it lately.
        public var confirmed: String?

        public init(facts: BestPickFacts, score: BestPickScore, confirmed: String? = nil) {
            self.facts = facts
            self.score = score
            self.confirmed = confirmed
        }
    }

    /// The sentence for `pick` against `nearest`, the nearest usable toilet of the answer.
    public static func sentence(_ pick: Scored, nearest: Scored, language: Language) -> String {
        let texts = BestPickText.catalogue
        let isNearest = pick.facts.walkSeconds <= nearest.facts.walkSeconds
        let reasons = self.reasons(pick, against: isNearest ? nil : nearest, language: language)
        let joined: String? = switch reasons.count {
        case 0: nil
        case 1: reasons[0]
        default: texts.text(.and, in: language, ["first": reasons[0], "second": reasons[1]])
        }
        if isNearest {
            let minutes = String(max(1, Int((pick.facts.walkSeconds / 60).rounded(.up))))
            guard let joined else { return texts.text(.nearest, in: language, ["minutes": minutes]) }
            return texts.text(.nearestBecause, in: language, ["minutes": minutes, "reasons": joined])
        }
        let minutes = String(max(1, Int(((pick.facts.walkSeconds - nearest.facts.walkSeconds) / 60).rounded())))
        guard let joined else { return texts.text(.further, in: language, ["minutes": minutes]) }
        return texts.text(.furtherBut, in: language, ["minutes": minutes, "reasons": joined])
    }

    /// The phrases of the two largest gains of `pick` (over `nearest`, or over nothing).
    static func reasons(_ pick: Scored, against nearest: Scored?, language: Language) -> [String] {
        // Most candidates gain nothing anywhere: say so without building a list.
        guard BestPickFactor.allCases.contains(where: { $0 != .walk && pick.score.parts[$0] - (nearest?.score.parts[$0] ?? 0) >= minimumGain })
        else { return [] }
        let gains: [(BestPickFactor, Double)] = BestPickFactor.allCases.compactMap { factor in
            guard factor != .walk else { return nil }
            let gain = pick.score.parts[factor] - (nearest?.score.parts[factor] ?? 0)
            return gain >= minimumGain ? (factor, gain) : nil
        }
        return gains.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.rawValue < $1.0.rawValue }
            .compactMap { phrase($0.0, pick: pick, nearest: nearest, language: language) }
            .prefix(2).map { $0 }
    }

    /// How a gain in `factor` is said.
    static func phrase(_ factor: BestPickFactor, pick: Scored, nearest: Scored?, language: Language) -> String? {
        let texts = BestPickText.catalogue
        let ownPart = pick.score.parts[factor]
        switch factor {
        case .walk:
            return nil
        case .cleanliness:
            if ownPart > 0, let rating = pick.facts.cleanliness {
                let stars = language.decimal(DecimalFormat.oneDecimal(rating.mean))
                return rating.count == 1 ? texts.text(.ratedCleanOne, in: language, ["rating": stars])
                    : texts.text(.ratedClean, in: language, ["rating": stars, "count": String(rating.count)])
            }
            guard let low = nearest?.facts.cleanliness else { return nil }
            return texts.text(.nearestRatedLow, in: language, ["rating": language.decimal(DecimalFormat.oneDecimal(low.mean))])
        case .reliability:
            return texts.text(ownPart > 0 ? .reliable : .nearestDoubted, in: language)
        case .confirmation:
            return pick.confirmed
        case .knownHours:
            return texts.text(.knownOpen, in: language)
        case .closureReports:
            return pick.facts.closureReports == 0 ? texts.text(.notReportedClosed, in: language) : nil
        case .needsCertainty:
            return pick.facts.needsUnknown == 0 ? texts.text(.meetsNeeds, in: language) : nil
        }
    }
}
