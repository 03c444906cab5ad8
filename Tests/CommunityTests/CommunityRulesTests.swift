import Community
import Foundation
import Testing

/// The rules that fold contributions: closure, freshness, ratings, votes and the record.
@Suite("Community rules: closure, freshness, ratings and the record")
struct CommunityRulesTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let hour: TimeInterval = 3_600, day: TimeInterval = 86_400

    /// An approved contribution by device `device`, `ago` seconds before now.
    static func approved(_ kind: ContributionKind, _ device: String, _ ago: TimeInterval, id: Int64 = 0) -> ReviewedContribution {
        ReviewedContribution(Contribution(id: id, author: DeviceID(hash: device), at: now - ago, kind: kind), state: .approved(.automatic))
    }

    @Test("closed for now: two devices within a day, the latest less than a day ago, nobody saying open since",
          arguments: [
            ([("a", 2 * hour), ("b", 1 * hour)], true),
            ([("a", 2 * hour), ("a", 1 * hour)], false),       // one device twice
            ([("a", 30 * hour), ("b", 1 * hour)], false),      // more than a day apart
            ([("a", 47 * hour), ("b", 25 * hour)], false),     // a day apart, but the latest is older than a day
            ([("a", 23 * hour), ("b", 1 * hour)], true),
            ([("a", 5 * hour)], false),
          ] as [([(String, TimeInterval)], Bool)])
    func closedForNow(reports: [(String, TimeInterval)], closed: Bool) {
        let contributions = reports.enumerated().map { i, report in
            Self.approved(i % 2 == 0 ? .reportClosed(.temporarily) : .wasOpen(false), report.0, report.1, id: Int64(i))
        }
        let verdict = ClosureVerdict.of(contributions, now: Self.now)
        #expect(verdict.isListed == !closed, "\(reports): \(verdict)")
        if case .closedForNow(let since, let until, let devices) = verdict {
            #expect(devices == 2 && since == Self.now - reports[0].1 && until == Self.now - reports[1].1 + Self.day)
            #expect(verdict.reason == "reported closed by 2 people in the last day")
        }
    }

    @Test("an open answer or a whole-record confirmation clears closed reports before it, not after")
    func openClearsEarlierReports() {
        let closed = [Self.approved(.reportClosed(.temporarily), "a", 3 * Self.hour), Self.approved(.wasOpen(false), "b", 2 * Self.hour)]
        for opener: ContributionKind in [.wasOpen(true), .confirm(field: nil)] {
            #expect(ClosureVerdict.of(closed + [Self.approved(opener, "c", Self.hour)], now: Self.now) == .open)
            #expect(!ClosureVerdict.of([Self.approved(opener, "c", 4 * Self.hour)] + closed, now: Self.now).isListed)
        }
        // A confirmation of one field says nothing about being open.
        #expect(!ClosureVerdict.of(closed + [Self.approved(.confirm(field: "fee"), "c", Self.hour)], now: Self.now).isListed)
    }

    @Test("closed for good and gone count once approved, never while pending or rejected")
    func permanentClosures() {
        for (kind, verdict) in [(ClosureKind.gone, ClosureVerdict.gone), (.permanently, .closedForGood)] {
            let contribution = Contribution(id: 1, author: DeviceID(hash: "a"), at: Self.now - Self.day, kind: .reportClosed(kind))
            #expect(ClosureVerdict.of([ReviewedContribution(contribution, state: .approved(.moderator))], now: Self.now) == verdict)
            #expect(ClosureVerdict.of([ReviewedContribution(contribution, state: .pending)], now: Self.now) == .open)
            #expect(ClosureVerdict.of([ReviewedContribution(contribution, state: .rejected(reason: "no"))], now: Self.now) == .open)
        }
    }

    @Test("freshness counts each device once, since the value last changed")
    func freshness() {
        let contributions = [
            Self.approved(.confirm(field: "fee"), "a", 40 * Self.day),   // confirmed the old value
            Self.approved(.edit([FieldChange(field: "fee", from: "yes", to: "no")]), "b", 30 * Self.day),
            Self.approved(.confirm(field: nil), "c", 25 * Self.day),
            Self.approved(.confirm(field: "fee"), "c", 22 * Self.day),
            Self.approved(.confirm(field: "wheelchair"), "d", 2 * Self.day), // another field
        ]
        let fee = Freshness.of(field: "fee", contributions: contributions, valueSince: Self.now - 100 * Self.day, now: Self.now)
        #expect(fee == Freshness(lastConfirmed: Self.now - 22 * Self.day, devices: 2))
        #expect(fee.phrase(now: Self.now) == "confirmed 3 weeks ago by 2 people")
        let wheelchair = Freshness.of(field: "wheelchair", contributions: contributions, valueSince: nil, now: Self.now)
        #expect(wheelchair.phrase(now: Self.now) == "confirmed 2 days ago by 2 people")
        #expect(Freshness.of(field: "shower", contributions: [], valueSince: nil, now: Self.now).phrase(now: Self.now) == "never confirmed")
    }

    @Test("how long ago, in words", arguments: [
        (0.0, "today"), (0.99, "today"), (1, "yesterday"), (6.5, "6 days ago"), (7, "a week ago"), (14, "2 weeks ago"),
        (34, "4 weeks ago"), (35, "a month ago"), (61, "2 months ago"), (364, "12 months ago"), (365, "over a year ago"),
    ])
    func ago(days: Double, words: String) {
        let freshness = Freshness(lastConfirmed: Self.now - days * Self.day, devices: 1)
        #expect(freshness.phrase(now: Self.now) == "confirmed \(words) by 1 person")
    }

    @Test("ratings and votes: each device's latest counts once; pending ones and bad stars do not")
    func ratingsAndVotes() {
        let contributions = [
            Self.approved(.rate(1), "a", 3 * Self.day), Self.approved(.rate(5), "a", 1 * Self.day), Self.approved(.rate(4), "b", 2 * Self.day),
            Self.approved(.rate(9), "c", 1 * Self.day),
            ReviewedContribution(Contribution(id: 9, author: DeviceID(hash: "d"), at: Self.now, kind: .rate(1)), state: .pending),
            Self.approved(.vote(safe: false), "a", 3 * Self.day), Self.approved(.vote(safe: true), "a", 1 * Self.day),
            Self.approved(.vote(safe: false), "b", 1 * Self.day),
        ]
        let ratings = RatingSummary(contributions, now: Self.now)
        #expect(ratings.histogram == [0, 0, 0, 1, 1] && ratings.count == 2 && ratings.mean == 4.5)
        #expect(RatingSummary([], now: Self.now).mean == nil)
        let votes = VoteTally(contributions, now: Self.now)
        #expect(votes.safe == 1 && votes.unsafe == 1)
    }

    @Test("the record: adds and edits apply in time order, the last approved edit of a field wins")
    func record() {
        let contributions = [
            Self.approved(.edit([FieldChange(field: "fee", from: nil, to: "yes")]), "b", 2 * Self.day, id: 2),
            Self.approved(.add(fields: ["name": "Kiosk", "fee": "no"]), "a", 3 * Self.day, id: 1),
            Self.approved(.edit([FieldChange(field: "name", from: "Kiosk", to: nil)]), "c", 1 * Self.day, id: 3),
        ]
        #expect(CommunityRecord.applying(contributions) == CommunityRecord(fields: ["fee": "yes"]))
        let gone = contributions + [Self.approved(.reportClosed(.gone), "d", Self.hour, id: 4)]
        #expect(CommunityRecord.applying(gone).removed == .gone)
    }

    @Test("no evidence scores 0.5; confirmations raise it, closed reports lower it, and old evidence weighs less")
    func reliability() {
        let none = Reliability.score([], source: nil, now: Self.now)
        #expect(none == 0.5)
        let confirmed = Reliability.score([Self.approved(.confirm(field: nil), "a", Self.day)], source: nil, now: Self.now)
        let closed = Reliability.score([Self.approved(.wasOpen(false), "a", Self.day)], source: nil, now: Self.now)
        let oldConfirmation = Reliability.score([Self.approved(.confirm(field: nil), "a", 400 * Self.day)], source: nil, now: Self.now)
        #expect(closed < none && none < oldConfirmation && oldConfirmation < confirmed)
        // One device confirming a hundred times is one confirmation.
        let spam = (0..<100).map { Self.approved(.confirm(field: nil), "a", Self.day, id: Int64($0)) }
        #expect(Reliability.score(spam, source: nil, now: Self.now) == confirmed)
        // A device that said closed, then open, counts as open.
        let changedMind = [Self.approved(.wasOpen(false), "a", 2 * Self.day), Self.approved(.wasOpen(true), "a", Self.day)]
        #expect(Reliability.score(changedMind, source: nil, now: Self.now) > none)
        let checked = Reliability.score([], source: SourceEvidence(dataset: "osm", checked: Self.now - Self.day), now: Self.now)
        let undated = Reliability.score([], source: SourceEvidence(dataset: "osm", checked: nil), now: Self.now)
        #expect(none < undated && undated < checked)
    }
}
