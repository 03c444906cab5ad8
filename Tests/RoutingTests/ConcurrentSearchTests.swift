import Foundation
import Geo
import Routing
import Testing

@Suite("Concurrent searches over one shared graph")
struct ConcurrentSearchTests {
    /// The server shares one immutable graph, index and target set, and gives each task its
    /// own ``WalkingSearch``; the answers must not depend on what runs beside them.
    @Test("four tasks with their own search state get the same answers as one")
    func sharedGraph() async throws {
        let region = try #require(RealRegion.malta)
        let starts = region.randomStarts(count: 60, seed: 11)
        let alone = WalkingSearch(graph: region.graph)
        let expected = starts.map { alone.nearest(from: $0, targets: region.targets, limit: 3).map(\.millis) }
        let answers = await withTaskGroup(of: [[UInt32]].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let search = WalkingSearch(graph: region.graph)
                    return starts.map { search.nearest(from: $0, targets: region.targets, limit: 3).map(\.millis) }
                }
            }
            var all: [[[UInt32]]] = []
            for await answer in group { all.append(answer) }
            return all
        }
        #expect(answers.count == 4)
        #expect(answers.allSatisfy { $0 == expected })
    }

    @Test("a predicate that refuses most toilets still gets the next ones in order")
    func refusingPredicate() throws {
        let region = try #require(RealRegion.malta)
        let search = WalkingSearch(graph: region.graph)
        for start in region.randomStarts(count: 50, seed: 12) {
            let all = search.nearest(from: start, targets: region.targets, limit: region.targets.count)
            var offered: [Int] = []
            let even = search.nearest(from: start, targets: region.targets, limit: 3) { target, _ in
                offered.append(target)
                return target % 2 == 0
            }
            #expect(even.map(\.target) == Array(all.map(\.target).filter { $0 % 2 == 0 }.prefix(3))
                    || even.map(\.millis) == Array(all.filter { $0.target % 2 == 0 }.map(\.millis).prefix(3)))
            #expect(Set(offered).count == offered.count)
        }
    }
}
