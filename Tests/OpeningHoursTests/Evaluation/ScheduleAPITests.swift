import Foundation
import Testing
@testable import OpeningHours

/// The calls the server and the Finder make.
@Suite("Schedule API")
struct ScheduleAPITests {
    @Test("a week table lists each opening, closed stretches in between")
    func weekTable() throws {
        let schedule = try OpeningSchedule(parsing: "Mo-Fr 08:00-18:00; Sa 09:00-12:00")
        let from = Berlin.date("2024-06-03T00:00"), to = Berlin.date("2024-06-10T00:00")
        let intervals = schedule.intervals(from: from, to: to, in: Berlin.context)
        let open = intervals.filter { $0.state == .open }
        #expect(open.count == 6)
        #expect(open.first.map { Berlin.string($0.start) + "–" + Berlin.string($0.end) } == "2024-06-03T08:00–2024-06-03T18:00")
        #expect(intervals.first?.start == from)
        #expect(intervals.last?.end == to)
        for (a, b) in zip(intervals, intervals.dropFirst()) { #expect(a.end == b.start && a.state != b.state) }
    }

    @Test("a public holiday gives its name as the comment")
    func holidayComment() throws {
        let schedule = try OpeningSchedule(parsing: "PH 10:00-12:00")
        let (state, comment) = schedule.state(at: Berlin.date("2024-12-25T11:00"), in: Berlin.context)
        #expect(state == .open)
        #expect(comment?.isEmpty == false)
    }

    @Test("a rule's own comment wins")
    func ruleComment() throws {
        let schedule = try OpeningSchedule(parsing: "Mo-Fr 08:00-12:00 open \"ring the bell\"")
        #expect(schedule.state(at: Berlin.date("2024-06-03T09:00"), in: Berlin.context).comment == "ring the bell")
        #expect(schedule.isOpen(at: Berlin.date("2024-06-03T09:00"), in: Berlin.context))
    }

    @Test("the same schedule can be evaluated from many threads")
    func concurrent() async throws {
        let schedule = try OpeningSchedule(parsing: "Mo-Fr 08:00-18:00; PH off")
        let base = Berlin.date("2024-01-01T00:00")
        let counts = await withTaskGroup(of: Int.self) { group in
            for task in 0..<4 {
                group.addTask {
                    (0..<2_000).filter { i in
                        schedule.isOpen(at: base.addingTimeInterval(Double(i * 4 + task) * 3_307), in: Berlin.context)
                    }.count
                }
            }
            return await group.reduce(0, +)
        }
        #expect(counts > 0)
    }

    @Test("1,000 state evaluations of cached days take well under a second")
    func hotPath() throws {
        let schedule = try OpeningSchedule(parsing: "Mo-Fr 08:00-18:00; Sa 09:00-12:00; PH off")
        let base = Berlin.date("2024-06-03T00:00")
        _ = schedule.state(at: base, in: Berlin.context)
        let took = ContinuousClock().measure {
            for i in 0..<1_000 { _ = schedule.state(at: base.addingTimeInterval(Double(i) * 60), in: Berlin.context) }
        }
        #expect(took < .milliseconds(500))
    }
}
