import Community
import Foundation
import Localization
import Model
import Store

/// The `community` block of `GET /api/toilets/{id}`: what the approved contributions say about
/// the toilet, folded with the Community rules. Pending and rejected contributions never show.
struct CommunityDTO: Encodable {
    struct ReliabilityDTO: Encodable {
        var score: Double
        var phrase: String
    }

    struct RatingDTO: Encodable {
        var average: Double
        var count: Int
        var histogram: [Int]
    }

    struct VotesDTO: Encodable {
        var safe: Int
        var unsafe: Int
    }

    struct ClosureDTO: Encodable {
        var closed: Bool
        var reason: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(closed, forKey: .closed)
            try container.encode(reason, forKey: .reason)
        }

        enum CodingKeys: String, CodingKey { case closed, reason }
    }

    struct CommentDTO: Encodable {
        var id: Int64
        var text: String
        var createdAt: String

        enum CodingKeys: String, CodingKey { case id, text, createdAt = "created_at" }
    }

    var reliability: ReliabilityDTO
    var rating: RatingDTO?
    var votes: VotesDTO
    var closure: ClosureDTO
    var comments: [CommentDTO]

    /// The most recent approved comments shown.
    static let maxComments = 20

    init(toilet: Toilet, contributions: [ReviewedContribution], now: Date, language: Language = .english) {
        let evidence = toilet.sources.first.map { SourceEvidence(dataset: $0.dataset, checked: Self.checked(toilet)) }
        let score = Reliability.score(contributions, source: evidence, now: now)
        reliability = ReliabilityDTO(score: (score * 100).rounded() / 100, phrase: Self.phrase(contributions, now: now, language: language))
        let ratings = RatingSummary(contributions, now: now)
        rating = ratings.mean.map { RatingDTO(average: ($0 * 10).rounded() / 10, count: ratings.count, histogram: ratings.histogram) }
        let tally = VoteTally(contributions, now: now)
        votes = VotesDTO(safe: tally.safe, unsafe: tally.unsafe)
        let verdict = ClosureVerdict.of(contributions, now: now)
        closure = ClosureDTO(closed: !verdict.isListed, reason: verdict.reason(in: language))
        comments = contributions.publicContributions(until: now).reversed().compactMap { contribution in
            guard case .comment(let text) = contribution.kind else { return nil }
            return CommentDTO(id: contribution.id, text: text, createdAt: Timestamp.string(contribution.at))
        }.prefix(Self.maxComments).map { $0 }
    }

    /// "confirmed open yesterday", or how the whole record was last confirmed, or "not confirmed yet".
    static func phrase(_ contributions: [ReviewedContribution], now: Date, language: Language = .english) -> String {
        let accepted = contributions.publicContributions(until: now)
        if let open = accepted.last(where: { $0.kind == .wasOpen(true) }) {
            return CommunityText.catalogue.text(.confirmedOpen, in: language, ["ago": Freshness.ago(from: open.at, to: now, language: language)])
        }
        let whole = Freshness.of(field: "", contributions: contributions, valueSince: nil, now: now)
        return whole.devices > 0 ? whole.phrase(now: now, language: language) : CommunityText.catalogue.text(.notConfirmedYet, in: language)
    }

    /// When the source last checked the toilet: OSM's `check_date`, else the element's timestamp.
    static func checked(_ toilet: Toilet) -> Date? {
        if let text = toilet.attributes.checkDate.value, let date = Self.day.date(from: String(text.prefix(10))) { return date }
        return toilet.sources.first?.timestamp
    }

    private static let day: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .gmt
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}

/// Each attribute's freshness, for the record's `attributes`.
struct AttributeFreshness {
    var confirmedAt: String?
    var confirmedBy: Int
    var phrase: String

    init(field: String, toilet: Toilet, sourceIndex: Int?, contributions: [ReviewedContribution], now: Date, language: Language = .english) {
        let since = sourceIndex.flatMap { toilet.sources.indices.contains($0) ? toilet.sources[$0].timestamp : nil }
        let freshness = Freshness.of(field: field, contributions: contributions, valueSince: since, now: now)
        confirmedAt = freshness.lastConfirmed.map(Timestamp.string)
        confirmedBy = freshness.devices
        phrase = freshness.phrase(now: now, language: language)
    }
}
