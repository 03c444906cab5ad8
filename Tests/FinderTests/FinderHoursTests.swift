import Finder
import Foundation
import Geo
import Model
import Testing

@Suite("Finder: open when you arrive")
struct FinderHoursTests {
    /// Toilet 1 is just under 8 minutes' walk from 0 (10 m + 650 m + 10 m = 670 m at 1.4 m/s);
    /// toilet 2, open 24/7, is a little farther.
    static let eightMinutes = """
    0
    a-----------------------------------------------------------------------b
                                                                     1     2
    """

    @Test("a toilet that closes before you could arrive is never in the results")
    func closesBeforeArrival() throws {
        var scene = try FinderScene(Self.eightMinutes)
        scene.toilet("1", hours: "Mo-Su 08:00-12:05")
        scene.toilet("2", hours: "24/7")
        let finder = scene.finder()
        let atNoon = finder.nearest(scene.query(at: "12:00"))
        #expect(atNoon.digits == "2")
        let atEleven = finder.nearest(scene.query(at: "11:00"))
        #expect(atEleven.digits == "12")
        let hit = try #require(atEleven.hits.first)
        #expect(abs(hit.walkSeconds - 670 / 1.4) < 0.01)
        #expect(hit.arrivalState == .open)
        #expect(hit.closesAt == FinderScene.local("12:05"))
        #expect(hit.explanation == "8 min walk, open until 12:05")
        #expect(atEleven.hits[1].closesAt == nil)
        #expect(atEleven.hits[1].explanation.hasSuffix("open 24/7"))
    }

    @Test("a toilet closed now but open by the time you arrive is found")
    func opensBeforeArrival() throws {
        var scene = try FinderScene(Self.eightMinutes)
        scene.toilet("1", hours: "Mo-Su 12:05-18:00")
        let finder = scene.finder()
        #expect(finder.nearest(scene.query(at: "12:00")).digits == "1")
        #expect(finder.nearest(scene.query(at: "11:00")).digits == "")
        #expect(finder.nearest(scene.query(at: "17:55")).digits == "")
    }

    /// Toilet 1 is 57 s away (10 m + 60 m + 10 m); it closes at 12:00.
    @Test("a toilet must stay open for the arrival margin after you arrive",
          arguments: [("11:54", 300.0, "1"), ("11:55", 300.0, ""), ("11:55", 180.0, "1"), ("11:58", 0.0, "1"), ("12:00", 0.0, "")])
    func arrivalMargin(now: String, marginSeconds: Double, expected: String) throws {
        var scene = try FinderScene("""
        0
        a---------b
              1
        """)
        scene.toilet("1", hours: "Mo-Su 08:00-12:00")
        let finder = scene.finder(policy: FinderPolicy(arrivalMarginSeconds: marginSeconds))
        #expect(finder.nearest(scene.query(at: now)).digits == expected)
    }

    @Test("the default arrival margin is five minutes")
    func defaultMargin() {
        #expect(FinderPolicy.standard.arrivalMarginSeconds == 300)
    }

    @Test("unknown hours rank after known-open ones but are not dropped; closed ones are")
    func unknownAfterOpen() throws {
        var scene = try FinderScene("""
        0
        a-----------b
         1 2 3 4 5 6
        """)
        scene.toilet("1")                                          // no hours
        scene.toilet("2", hours: "whenever the caretaker is in")   // unreadable
        scene.toilet("3", hours: "Mo-Su 08:00-20:00")              // open
        scene.toilet("4", hours: "Mo-Su 14:00-16:00")              // closed
        scene.toilet("5", hours: "Mo-Su unknown")                  // an unknown rule
        scene.toilet("6", hours: "Mo-Su 09:00-21:00")              // open
        let finder = scene.finder()
        let result = finder.nearest(scene.query(limit: 6))
        #expect(result.digits == "36125")
        #expect(result.hits.map(\.arrivalState) == [.open, .open, .unknown, .unknown, .unknown])
        #expect(result.hits[2].closesAt == nil)
        #expect(result.hits[2].explanation == "1 min walk, hours unknown")
        #expect(finder.nearest(scene.query(limit: 3)).digits == "361")
        #expect(finder.nearest(scene.query(limit: 1)).digits == "3")
    }

    /// Three unknown toilets within 43 s; open ones at 100 s (toilet 4) and 157 s (toilet 5).
    @Test("once limit unknown ones are in hand, known-open ones are looked for only up to the slack beyond them",
          arguments: [(60.0, "412"), (600.0, "451"), (0.0, "123")])
    func unknownSlack(slackSeconds: Double, expected: String) throws {
        var scene = try FinderScene("""
        0
        a---------------------b
          123       4       5
        """)
        for digit in "123" { scene.toilet(digit) }
        scene.toilet("4", hours: "24/7")
        scene.toilet("5", hours: "24/7")
        let finder = scene.finder(policy: FinderPolicy(unknownHoursSlackSeconds: slackSeconds))
        #expect(finder.nearest(scene.query()).digits == expected)
    }

    @Test("hours are read on the toilet's own wall clock, not UTC")
    func localClock() throws {
        var scene = try FinderScene("""
        0
        a---------b
          1
        """)
        // 10:00 in Malta is 08:00 UTC: open by local time, closed if read as UTC.
        scene.toilet("1", hours: "Mo-Su 09:00-22:00")
        let hit = try #require(scene.finder().nearest(scene.query(at: "10:00")).hits.first)
        #expect(hit.explanation == "1 min walk, open until 22:00")
    }
}

@Suite("Finder: remembered open spans")
struct FinderOpenSpanTests {
    @Test("answers do not depend on which questions the finder answered before")
    func orderIndependent() throws {
        var scene = try FinderScene(FinderHoursTests.eightMinutes)
        scene.toilet("1", hours: "Mo-Su 08:00-12:05")
        scene.toilet("2", hours: "24/7")
        let clocks = ["11:00", "12:00", "11:50", "11:56", "11:57", "08:00", "07:50", "12:06", "11:00"]
        let days = [3, 4, 3, 10, 3, 5, 3, 3, 20]
        let shared = scene.finder()
        let forth = Array(zip(clocks, days))
        for (clock, day) in forth + forth.reversed() {
            var query = scene.query()
            query.now = FinderScene.local(clock, day: day)
            let fresh = scene.finder().nearest(query)
            let reused = shared.nearest(query)
            #expect(reused.digits == fresh.digits, "\(clock) on day \(day)")
            #expect(reused.hits.map(\.closesAt) == fresh.hits.map(\.closesAt), "\(clock) on day \(day)")
            #expect(reused.hits.map(\.explanation) == fresh.hits.map(\.explanation), "\(clock) on day \(day)")
        }
    }
}
