import Foundation
import Geo
import Routing
import Testing
import TestSupport

/// `isFinished` lets a caller whose answer is complete stop the search (the Finder's collector
/// refuses every toilet once it holds three open ones, and without a stop the search merged
/// buckets on to the 45-minute cover for nothing). Stopping must not change what was accepted.
@Suite("Hierarchy search: stopping when the caller is done")
struct HierarchyStopTests {
    @Test("accept three, then refuse all: the same hits with or without the stop, far less work with it", arguments: 0..<5)
    func stop(seed: UInt64) throws {
        let graph = try GridGraphs.make(side: 30, seed: seed)
        let network = WalkingNetwork(graph: graph)
        let buckets = network.attach(GridGraphs.positions(count: 400, side: 30, seed: seed &+ 1))
        let search = network.makeSearch()
        for point in GridGraphs.positions(count: 20, side: 30, seed: seed &+ 2) {
            let start = try #require(network.snap(point))
            var accepted: [Int] = []
            let plain = search.nearest(from: start, targets: buckets, limit: 6, shouldAccept: { t, _ in
                guard accepted.count < 3 else { return false }
                accepted.append(t)
                return true
            })
            let plainWork = search.lastWork.targetsOffered
            var acceptedAgain: [Int] = []
            var offeredAfterDone = 0
            let stopped = search.nearest(from: start, targets: buckets, limit: 6, shouldAccept: { t, _ in
                if acceptedAgain.count >= 3 { offeredAfterDone += 1 }
                guard acceptedAgain.count < 3 else { return false }
                acceptedAgain.append(t)
                return true
            }, isFinished: { _ in acceptedAgain.count >= 3 })
            #expect(stopped.map(\.target) == plain.map(\.target))
            #expect(stopped.map(\.millis) == plain.map(\.millis))
            #expect(offeredAfterDone == 0)
            #expect(search.lastWork.targetsOffered == 3 && plainWork > 3, "offered \(search.lastWork.targetsOffered) with the stop, \(plainWork) without")
            if let first = stopped.first { #expect(search.route(to: first)?.millis == first.millis) }
        }
    }
}
