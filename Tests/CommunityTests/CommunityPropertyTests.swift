import Community
import Foundation
import Testing
import TestSupport

/// Properties over seeded random histories: the order contributions arrive in never matters,
/// and nothing pending or rejected ever changes what other users see.
@Suite("Community rules: properties over seeded random histories")
struct CommunityPropertyTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let fields = ["name", "fee", "wheelchair", "opening_hours"]

    /// Everything the public sees of one toilet, from one list of contributions.
    struct Outcome: Equatable {
        let record: CommunityRecord
        let closure: ClosureVerdict
        let score: Double
        let ratings: RatingSummary
        let votes: VoteTally
        let freshness: [Freshness]

        init(_ contributions: [ReviewedContribution]) {
            record = CommunityRecord.applying(contributions, to: CommunityRecord(fields: ["name": "WC"]))
            closure = ClosureVerdict.of(contributions, now: CommunityPropertyTests.now)
            score = Reliability.score(contributions, source: SourceEvidence(dataset: "osm", checked: CommunityPropertyTests.now - 9e6),
                                      now: CommunityPropertyTests.now)
            ratings = RatingSummary(contributions, now: CommunityPropertyTests.now)
            votes = VoteTally(contributions, now: CommunityPropertyTests.now)
            freshness = CommunityPropertyTests.fields.map {
                Freshness.of(field: $0, contributions: contributions, valueSince: nil, now: CommunityPropertyTests.now)
            }
        }
    }

    static func randomKind(_ random: inout SeededRandom) -> ContributionKind {
        let value: String? = random.next(4) == 0 ? nil : random.pick(["yes", "no", "Mo-Fr 08:00-18:00", "Kiosk"])
        switch random.next(10) {
        case 0: return .add(fields: [random.pick(fields): value ?? "yes"])
        case 1: return .edit([FieldChange(field: random.pick(fields), from: nil, to: value)])
        case 2: return .reportClosed(random.pick(ClosureKind.allCases))
        case 3: return .confirm(field: random.next(2) == 0 ? nil : random.pick(fields))
        case 4, 5: return .wasOpen(random.next(2) == 0)
        case 6: return .rate(1 + random.next(5))
        case 7: return .vote(safe: random.next(2) == 0)
        case 8: return .reportClosed(.temporarily)
        default: return .comment("note \(random.next(100))")
        }
    }

    /// A history of up to 40 contributions from 6 devices over 4 days (some at the same instant).
    static func history(seed: UInt64) -> [ReviewedContribution] {
        var random = SeededRandom(seed: seed)
        return (0..<random.next(41)).map { i in
            let at = now - Double(random.next(96)) * 3_600
            let contribution = Contribution(id: Int64(i), author: DeviceID(hash: "d\(random.next(6))"), at: at, kind: randomKind(&random))
            let state: ModerationState = random.pick([.approved(.automatic), .approved(.moderator), .pending, .rejected(reason: "spam")])
            return ReviewedContribution(contribution, state: state)
        }
    }

    @Test("any order of the same contributions gives the same outcome, to the last bit", arguments: 0..<200)
    func orderDoesNotMatter(seed: UInt64) {
        let contributions = Self.history(seed: seed)
        var random = SeededRandom(seed: seed ^ 0xA5A5)
        let expected = Outcome(contributions)
        for _ in 0..<3 {
            #expect(Outcome(contributions.shuffled(using: &random)) == expected, "seed \(seed)")
        }
    }

    @Test("pending and rejected contributions change nothing anyone else sees", arguments: 0..<200)
    func unmoderatedChangesNothing(seed: UInt64) {
        let contributions = Self.history(seed: seed)
        let moderated = contributions.filter { $0.state.isApproved }
        #expect(Outcome(contributions) == Outcome(moderated), "seed \(seed)")
    }

    @Test("the closure verdict and the record agree on how a toilet was removed", arguments: 0..<200)
    func removalAgrees(seed: UInt64) {
        let outcome = Outcome(Self.history(seed: seed))
        switch outcome.record.removed {
        case .gone: #expect(outcome.closure == .gone, "seed \(seed)")
        case .permanently: #expect(outcome.closure == .closedForGood, "seed \(seed)")
        case .temporarily, nil: #expect(outcome.closure != .gone && outcome.closure != .closedForGood, "seed \(seed)")
        }
    }

    @Test("a fresh confirmation from a new device never lowers the score", arguments: 0..<200)
    func confirmationRaisesTheScore(seed: UInt64) {
        let contributions = Self.history(seed: seed)
        let confirmation = Contribution(id: 1_000, author: DeviceID(hash: "new"), at: Self.now, kind: .confirm(field: nil))
        let before = Outcome(contributions).score
        let after = Outcome(contributions + [ReviewedContribution(confirmation, state: .approved(.automatic))]).score
        #expect(after >= before, "seed \(seed): \(before) → \(after)")
    }

    @Test("replaying a pending contribution through agreement or a moderator ends approved or rejected, never both")
    func reviewsEndDecided() throws {
        var random = SeededRandom(seed: 7)
        for i in 0..<500 {
            let kind = Self.randomKind(&random)
            var review = Review(Contribution(id: Int64(i), author: DeviceID(hash: "a"), at: Self.now, kind: kind), standing: .new)
            for _ in 0..<random.next(6) {
                let event: ModerationEvent = random.pick([
                    .agree(DeviceID(hash: "d\(random.next(4))")), .approve(moderator: "mia"),
                    .reject(moderator: "mia", reason: "no"), .authorBanned,
                ])
                let before = review.state
                do { review = try review.applying(event) } catch {
                    #expect(before.isFinal, "\(kind): \(event) failed on \(before): \(error)")
                }
                if before.isFinal { #expect(review.state == before, "\(kind): a final state changed with \(event)") }
            }
        }
    }
}
