import Finder
import Foundation
import Testing
import TestSupport

@Suite("Best pick")
struct BestPickTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    /// Facts drawn at random over every field's range, dates up to two years back.
    func randomFacts(_ random: inout SeededRandom) -> BestPickFacts {
        let day: TimeInterval = 86_400
        func date() -> Date { now.addingTimeInterval(-Double(random.next(730)) * day - Double(random.next(86_400))) }
        let asked = random.next(4)
        return BestPickFacts(
            walkSeconds: Double(random.next(2_700)),
            reliability: random.next(4) == 0 ? nil : Double(random.next(1_001)) / 1_000,
            cleanliness: random.next(3) == 0 ? nil : .init(mean: 1 + Double(random.next(401)) / 100, count: random.next(40), latest: date()),
            lastConfirmedOpen: random.next(2) == 0 ? nil : date(),
            closureReports: random.next(4),
            knownOpen: random.next(2) == 0,
            needsAsked: asked, needsUnknown: asked == 0 ? 0 : random.next(asked + 1))
    }

    func randomWeights(_ random: inout SeededRandom) -> BestPickWeights {
        func w() -> Double { Double(random.next(1_001)) / 100 }
        return BestPickWeights(reliability: w(), cleanliness: w(), confirmation: w(), closureReports: w(), knownHours: w(), needsCertainty: w())
    }

    @Test("the score is the sum of its parts, and a longer walk always scores lower, all else equal")
    func monotoneInWalk() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<2_000 {
            let facts = randomFacts(&random), weights = randomWeights(&random)
            var further = facts
            further.walkSeconds += 1 + Double(random.next(600))
            let score = BestPick.score(facts, weights: weights, now: now)
            #expect(abs(score.total - score.parts.sum) < 1e-9)
            #expect(BestPick.score(further, weights: weights, now: now).total < score.total)
            #expect(abs(score.parts[.walk] + facts.walkSeconds / 60) < 1e-9)
        }
    }

    @Test("a better cleanliness rating never scores lower, and scores higher once anybody rated it")
    func monotoneInRating() {
        var random = SeededRandom(seed: 12)
        for _ in 0..<2_000 {
            var facts = randomFacts(&random)
            let weights = randomWeights(&random)
            let count = random.next(30), latest = now.addingTimeInterval(-Double(random.next(400)) * 86_400)
            let low = 1 + Double(random.next(300)) / 100, high = low + 0.01 + Double(random.next(100)) / 100
            facts.cleanliness = .init(mean: low, count: count, latest: latest)
            let before = BestPick.score(facts, weights: weights, now: now).total
            facts.cleanliness = .init(mean: high, count: count, latest: latest)
            let after = BestPick.score(facts, weights: weights, now: now).total
            #expect(after >= before)
            if count > 0 && weights.cleanliness > 0 { #expect(after > before) }
        }
    }

    @Test("learned weights stay within their bounds after any sequence of choices")
    func learningStaysInBounds() {
        var random = SeededRandom(seed: 13)
        for _ in 0..<200 {
            var weights = BestPickWeights.standard
            for _ in 0..<(1 + random.next(200)) {
                weights = weights.learned(choosing: randomFacts(&random), over: randomFacts(&random), now: now)
                for factor in BestPickFactor.allCases where factor != .walk {
                    #expect(BestPickWeights.bounds.contains(weights[factor]))
                }
                #expect(weights[.walk] == 1)
            }
        }
    }

    @Test("choosing the cleaner but longer walk three times raises cleanliness, and the later best pick follows it")
    func learningFollowsChoices() {
        // Near: 3 min, no ratings. Clean: 6 min, rated 4.6 by 12 people last week.
        let near = BestPickFacts(walkSeconds: 180, knownOpen: true)
        let clean = BestPickFacts(walkSeconds: 360, cleanliness: .init(mean: 4.6, count: 12, latest: now.addingTimeInterval(-7 * 86_400)),
                                  knownOpen: true)
        var weights = BestPickWeights.standard
        #expect(BestPick.order([near, clean], weights: weights, now: now) == [0, 1])
        for _ in 0..<3 { weights = weights.learned(choosing: clean, over: near, now: now) }
        #expect(weights.cleanliness > BestPickWeights.standard.cleanliness)
        #expect(weights.reliability == BestPickWeights.standard.reliability)  // equal signals: unchanged
        #expect(BestPick.order([near, clean], weights: weights, now: now) == [1, 0])
        // Choosing the pick itself teaches nothing.
        #expect(weights.learned(choosing: near, over: near, now: now) == weights)
    }

    @Test("each signal follows its documented rule", arguments: [
        (BestPickFacts(walkSeconds: 90, reliability: 1), BestPickFactor.reliability, 1.0),
        (BestPickFacts(walkSeconds: 90, reliability: 0.25), .reliability, -0.5),
        (BestPickFacts(walkSeconds: 90), .reliability, 0),
        (BestPickFacts(walkSeconds: 90, closureReports: 1), .closureReports, -0.5),
        (BestPickFacts(walkSeconds: 90, closureReports: 5), .closureReports, -1),
        (BestPickFacts(walkSeconds: 90, knownOpen: true), .knownHours, 1),
        (BestPickFacts(walkSeconds: 90, needsAsked: 4, needsUnknown: 1), .needsCertainty, -0.25),
        (BestPickFacts(walkSeconds: 90), .walk, -1.5),
    ])
    func signals(facts: BestPickFacts, factor: BestPickFactor, expected: Double) {
        #expect(abs(BestPick.signals(facts, now: now)[factor] - expected) < 1e-9)
    }

    @Test("ratings and confirmations count less as they age, and fewer ratings count less")
    func ageAndCount() {
        func signal(_ facts: BestPickFacts, _ factor: BestPickFactor) -> Double { BestPick.signals(facts, now: now)[factor] }
        let week: TimeInterval = 7 * 86_400
        #expect(signal(.init(walkSeconds: 0, lastConfirmedOpen: now), .confirmation) == 1)
        #expect(abs(signal(.init(walkSeconds: 0, lastConfirmedOpen: now.addingTimeInterval(-week)), .confirmation) - 0.5) < 1e-9)
        // 5 stars from 2 people today: confidence 2 / 4, signal 0.5; 180 days later half that.
        #expect(abs(signal(.init(walkSeconds: 0, cleanliness: .init(mean: 5, count: 2, latest: now)), .cleanliness) - 0.5) < 1e-9)
        #expect(abs(signal(.init(walkSeconds: 0, cleanliness: .init(mean: 5, count: 2, latest: now.addingTimeInterval(-180 * 86_400))), .cleanliness) - 0.25) < 1e-9)
        #expect(signal(.init(walkSeconds: 0, cleanliness: .init(mean: 1, count: 20, latest: now)), .cleanliness) < -0.9)
    }

    @Test("weights from outside are clamped into their bounds; not-a-number keeps the standard")
    func clamped() {
        let wild = BestPickWeights(reliability: -3, cleanliness: 99, confirmation: .nan, closureReports: .infinity,
                                   knownHours: 4, needsCertainty: 0).clamped()
        #expect(wild == BestPickWeights(reliability: 0, cleanliness: 10, confirmation: 1.5, closureReports: 4, knownHours: 4, needsCertainty: 0))
    }
}
