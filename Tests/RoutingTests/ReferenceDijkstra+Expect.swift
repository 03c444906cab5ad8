import Foundation
import Routing
import Testing
import TestSupport

extension ReferenceDijkstra {
    /// Checks the engine's hits against the reference: same times, in order, and each hit's
    /// target really is that far (targets at equal times may come in either order).
    static func expectSameAnswer(_ hits: [WalkingSearch.Hit], reference: [Int: UInt64], limit: Int,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = reference.values.sorted().prefix(limit)
        #expect(hits.map { UInt64($0.millis) } == Array(expected), sourceLocation: sourceLocation)
        #expect(hits.map { Int($0.seconds.rounded()) } == expected.map { Int((Double($0) / 1000).rounded()) },
                sourceLocation: sourceLocation)
        for hit in hits {
            #expect(reference[hit.target] == UInt64(hit.millis), sourceLocation: sourceLocation)
        }
    }
}
