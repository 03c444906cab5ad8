import Foundation
import OSMReader
import Testing
import TestSupport
@testable import Import

/// The collector remembers each `opening_hours` value's problem: every toilet still gets the
/// problem its own value has, whichever toilet carried the value first.
@Suite("Hours problems, remembered per value")
struct HoursProblemMemoTests {
    static let values = ["24/7", "Mo-Fr 08:00-20:00", "immer", "Mo-Su 25:00-26:00", "sunrise-sunset", "Mo-Fr 08:00-12:00; PH off", "",
                         "Mo-Fr 8-20", "closed", "Sa 10:00-+"]

    @Test("each draft's problem is the one its value has alone", arguments: [1, 2, 3])
    func sameAsUnremembered(seed: UInt64) {
        var collector = OSMToiletCollector(onProgress: nil)
        var generator = SeededRandom(seed: seed)
        var expected: [String?] = []
        for id in Int64(1)...300 {
            var tags = ["amenity": "toilets"]
            if Int.random(in: 0..<5, using: &generator) > 0 {
                let value = Self.values.randomElement(using: &generator)!
                tags["opening_hours"] = value
            }
            collector.visit(node: OSMNode(id: id, latitude: 43.7 + Double(id) * 1e-5, longitude: 7.4, tags: tags))
            expected.append(OSMToiletCollector.hoursProblem(collector.drafts.last?.attributes.openingHours.value))
        }
        #expect(collector.drafts.count == 300)
        #expect(collector.drafts.map(\.hoursProblem) == expected)
        #expect(expected.contains { $0 != nil } && expected.contains { $0 == nil })
    }
}
