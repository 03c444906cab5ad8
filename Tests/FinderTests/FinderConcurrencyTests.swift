import Finder
import Foundation
import Geo
import Model
import Routing
import Testing
import TestSupport

@Suite("Finder: concurrent queries")
struct FinderConcurrencyTests {
    /// A 6 × 6 street grid, 50 m blocks, with 40 toilets scattered over it, some with hours.
    static func grid() throws -> (ToiletFinder, [FinderQuery]) {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij")
        var rows: [String] = []
        for r in 0..<6 {
            let row = (0..<6).map { String(letters[r * 6 + $0]) }.joined(separator: "----")
            rows.append(row)
            if r < 5 { rows.append(contentsOf: Array(repeating: (0..<6).map { _ in "|" }.joined(separator: "    "), count: 4)) }
        }
        let map = try AsciiMap(rows.joined(separator: "\n"), metersPerCell: 10)
        let corner = map.coordinate("A")
        var random = SeededRandom(seed: 11)
        let schedules = [nil, "24/7", "Mo-Su 08:00-12:00", "Mo-Su 10:30-18:00", "Mo-Fr 09:00-10:10"]
        let toilets = (1...40).map { id in
            let point = corner.offset(meters: Double.random(in: 0...250, using: &random), bearingDegrees: 180)
                .offset(meters: Double.random(in: 0...250, using: &random), bearingDegrees: 90)
            return FinderScene.toilet(id: Int64(id), at: point, hours: schedules[id % schedules.count]) {
                if id % 3 == 0 { $0.wheelchair = Attribute(.yes) }
            }
        }
        let finder = ToiletFinder(toilets: toilets, networks: [FinderScene.region: WalkingNetwork(graph: map.graph)])
        let queries = (0..<60).map { i in
            let origin = corner.offset(meters: Double.random(in: 0...250, using: &random), bearingDegrees: 180)
                .offset(meters: Double.random(in: 0...250, using: &random), bearingDegrees: 90)
            return FinderQuery(origin: origin, now: FinderScene.local(i % 2 == 0 ? "10:00" : "11:58"),
                               needs: i % 4 == 0 ? .wheelchair : [], limit: 1 + i % 5, routesForAll: i % 3 == 0)
        }
        return (finder, queries)
    }

    struct Answer: Equatable, Sendable {
        var ids: [Toilet.ID]
        var seconds: [Double]
        var sentences: [String]
        var routes: [WalkingRoute?]

        init(_ result: FinderResult) {
            ids = result.hits.map(\.toilet.id)
            seconds = result.hits.map(\.walkSeconds)
            sentences = result.hits.map(\.explanation)
            routes = result.hits.map(\.route)
        }
    }

    @Test("several tasks asking one finder at once get the same answers as one asking alone")
    func concurrentAnswersMatch() async throws {
        let (finder, queries) = try Self.grid()
        let expected = queries.map { Answer(finder.nearest($0)) }
        #expect(expected.contains { $0.ids.count >= 3 })
        #expect(expected.contains { $0.routes.compactMap { $0 }.count >= 2 })
        // Each task walks the queries from its own starting point, five times over, so
        // different tasks ask different questions at the same moment.
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<5 {
                        for step in queries.indices {
                            let i = (step + task * 7 + round) % queries.count
                            if Answer(finder.nearest(queries[i])) != expected[i] { mismatches += 1 }
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
