import Community
import Foundation
import Testing

/// Every moderation transition, as a table: initial state from (standing, kind), then each
/// event from each state.
@Suite("Moderation: initial states and every transition")
struct ModerationTests {
    static let author = DeviceID(hash: "author"), other = DeviceID(hash: "other"), third = DeviceID(hash: "third")
    static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    static func contribution(_ kind: ContributionKind, by device: DeviceID = author) -> Contribution {
        Contribution(id: 1, author: device, at: t0, kind: kind)
    }

    static let kinds: [(ContributionKind, changesRecord: Bool)] = [
        (.add(fields: ["name": "Kiosk"]), true), (.edit([FieldChange(field: "fee", from: nil, to: "no")]), true),
        (.reportClosed(.gone), true), (.reportClosed(.permanently), true), (.reportClosed(.temporarily), false),
        (.confirm(field: nil), false), (.confirm(field: "wheelchair"), false), (.wasOpen(true), false),
        (.wasOpen(false), false), (.rate(4), false), (.vote(safe: true), false), (.comment("clean, ask at the bar"), false),
    ]

    @Test("the initial state follows the standing and the kind", arguments: DeviceStanding.allCases)
    func initialStates(standing: DeviceStanding) {
        for (kind, changesRecord) in Self.kinds {
            let state = Review(Self.contribution(kind), standing: standing).state
            let expected: ModerationState = switch standing {
            case .banned: .rejected(reason: ModerationState.bannedReason)
            case .moderator: .approved(.moderator)
            case .trusted: changesRecord ? .pending : .approved(.automatic)
            case .new:
                if case .comment = kind { .pending } else { changesRecord ? .pending : .approved(.automatic) }
            }
            #expect(state == expected, "\(standing) \(kind)")
        }
    }

    @Test("a kind that does not depend on the track record starts the same for a new and a trusted device")
    func trackRecord() {
        let policy = ModerationPolicy.standard
        for (kind, _) in Self.kinds {
            let same = policy.initialState(of: kind, by: .new) == policy.initialState(of: kind, by: .trusted)
            #expect(same != policy.dependsOnTrackRecord(kind), "\(kind)")
        }
    }

    /// (start, event, expected state or error) for a new toilet from a new device.
    static let table: [(start: String, event: ModerationEvent, expected: Result<ModerationState, ModerationError>)] = [
        ("pending", .approve(moderator: "mia"), .success(.approved(.moderator))),
        ("pending", .approve(moderator: "  "), .failure(.missingModerator)),
        ("pending", .reject(moderator: "mia", reason: " duplicate of 42 "), .success(.rejected(reason: "duplicate of 42"))),
        ("pending", .reject(moderator: "mia", reason: "   "), .failure(.missingReason)),
        ("pending", .reject(moderator: "mia", reason: String(repeating: "x", count: 501)), .failure(.missingReason)),
        ("pending", .reject(moderator: "", reason: "spam"), .failure(.missingModerator)),
        ("pending", .agree(other), .success(.pending)),
        ("pending", .agree(author), .failure(.ownContribution)),
        ("pending", .authorBanned, .success(.rejected(reason: ModerationState.bannedReason))),
        ("approved", .approve(moderator: "mia"), .failure(.alreadyDecided("approved"))),
        ("approved", .reject(moderator: "mia", reason: "spam"), .failure(.alreadyDecided("approved"))),
        ("approved", .agree(other), .success(.approved(.moderator))),
        ("approved", .agree(author), .failure(.ownContribution)),
        ("approved", .authorBanned, .success(.approved(.moderator))),
        ("rejected", .approve(moderator: "mia"), .failure(.alreadyDecided("rejected"))),
        ("rejected", .reject(moderator: "mia", reason: "again"), .failure(.alreadyDecided("rejected"))),
        ("rejected", .agree(other), .success(.rejected(reason: "spam"))),
        ("rejected", .authorBanned, .success(.rejected(reason: "spam"))),
    ]

    @Test("each event from each state gives the table's state or error", arguments: 0..<table.count)
    func transition(row: Int) throws {
        let (start, event, expected) = Self.table[row]
        var review = Review(Self.contribution(.add(fields: ["name": "Kiosk"])), standing: .new)
        if start == "approved" { review = try review.applying(.approve(moderator: "mia")) }
        if start == "rejected" { review = try review.applying(.reject(moderator: "mia", reason: "spam")) }
        let result = Result { () throws(ModerationError) in try review.applying(event).state }
        #expect(result == expected, "\(start) + \(event)")
    }

    @Test("distinct other devices approve a record change; repeats and the author do not count")
    func agreement() throws {
        for (kind, changesRecord) in Self.kinds where changesRecord {
            var review = Review(Self.contribution(kind), standing: .new)
            review = try review.applying(.agree(Self.other))
            review = try review.applying(.agree(Self.other))
            #expect(review.state == .pending && review.agreeing == [Self.other], "\(kind)")
            #expect(throws: ModerationError.ownContribution) { try review.applying(.agree(Self.author)) }
            review = try review.applying(.agree(Self.third))
            #expect(review.state == .approved(.agreement(devices: 2)), "\(kind)")
        }
    }

    @Test("agreement never approves a comment: it waits for a moderator")
    func commentsNeedAModerator() throws {
        var review = Review(Self.contribution(.comment("nice")), standing: .new)
        for device in ["a", "b", "c", "d"].map({ DeviceID(hash: $0) }) { review = try review.applying(.agree(device)) }
        #expect(review.state == .pending && review.agreeing.isEmpty)
        #expect(try review.applying(.approve(moderator: "mia")).state == .approved(.moderator))
    }

    @Test("a pending or rejected contribution is visible to its author and moderators only")
    func visibility() throws {
        let pending = Review(Self.contribution(.add(fields: [:])), standing: .new)
        let rejected = try pending.applying(.reject(moderator: "mia", reason: "spam"))
        let approved = try pending.applying(.approve(moderator: "mia"))
        for review in [pending, rejected] {
            #expect(review.isVisible(to: Self.author) && review.isVisible(to: nil, isModerator: true))
            #expect(!review.isVisible(to: Self.other) && !review.isVisible(to: nil))
        }
        #expect(approved.isVisible(to: Self.other) && approved.isVisible(to: nil))
    }

    @Test("standing: bans first, then moderators, then trust after approvals with no rejection")
    func standing() {
        let policy = ModerationPolicy.standard
        #expect(policy.standing(approved: 50, rejected: 0, isModerator: true, isBanned: true) == .banned)
        #expect(policy.standing(approved: 0, rejected: 3, isModerator: true, isBanned: false) == .moderator)
        #expect(policy.standing(approved: 4, rejected: 0, isModerator: false, isBanned: false) == .new)
        #expect(policy.standing(approved: 5, rejected: 0, isModerator: false, isBanned: false) == .trusted)
        #expect(policy.standing(approved: 40, rejected: 1, isModerator: false, isBanned: false) == .new)
    }
}
