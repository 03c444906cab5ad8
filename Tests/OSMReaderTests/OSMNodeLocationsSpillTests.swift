import Foundation
import Testing
import OSMReader

/// Property tests of the compact, spillable node index: every store is compared with a
/// dictionary (the reference) and its layout checked after the appends.
@Suite("Node locations: compact blocks and spilling")
struct OSMNodeLocationsSpillTests {
    /// A seeded generator (PCG's LCG step), so every run sees the same ids.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
    }

    /// How ids advance: dense runs, small gaps, gaps past 2¹⁶ and 2³², and repeats.
    enum Gaps: String, CaseIterable, Sendable {
        case dense, small, wide, huge, mixed
        func step(_ random: inout Seeded) -> Int64 {
            switch self {
            case .dense: 1
            case .small: 1 + Int64(random.next() % 40)
            case .wide: 1 + Int64(random.next() % 200_000)
            case .huge: 1 + Int64(random.next() % (1 << 40))
            case .mixed: [0, 1, 1, 1, 7, 70_000, 5_000_000_000][Int(random.next() % 7)]
            }
        }
    }

    static func ids(_ gaps: Gaps, count: Int, seed: UInt64) -> [Int64] {
        var random = Seeded(state: seed)
        var id = -Int64(random.next() % 1_000)
        return (0..<count).map { _ in
            id += gaps.step(&random)
            return id
        }
    }

    static func point(of id: Int64) -> (Double, Double) {
        (Double(id.magnitude % 1_800_000_000) / 1e7 - 90, Double(id.magnitude % 3_600_000_000) / 1e7 - 180)
    }

    @Test("lookups agree with a dictionary for every id pattern, in memory and spilled, sorted or not",
          arguments: Gaps.allCases, [Int.max, 0])
    func matchesDictionary(gaps: Gaps, budget: Int) throws {
        for shuffled in [false, true] {
            var ids = Self.ids(gaps, count: 70_000, seed: 11)
            if shuffled { ids.reverse() }
            var store = OSMNodeLocations(memoryBudgetBytes: budget)
            var expected: [Int64: (Double, Double)] = [:]
            for id in ids {
                let point = Self.point(of: id)
                store.append(id: id, latitude: point.0, longitude: point.1)
                if expected[id] == nil { expected[id] = point }
            }
            var random = Seeded(state: 5)
            let probes = ids + (0..<2_000).map { _ in ids[Int(random.next() % UInt64(ids.count))] &+ (Int64(random.next() % 5) - 2) } + [.min, .max, -1]
            for probe in probes {
                let found = store.location(of: probe)
                if let want = expected[probe] {
                    #expect(found.map { abs($0.latitude - want.0) < 1e-7 && abs($0.longitude - want.1) < 1e-7 } == true, "id \(probe)")
                } else {
                    #expect(found == nil, "id \(probe)")
                }
            }
            #expect(store.count == ids.count)
            #expect(store.invariantViolation() == nil)
            if budget == 0 && ids.count * 8 > (1 << 22) { #expect(store.spilledBytes > 0) }
        }
    }

    @Test("ordinals number distinct ids in id order, across blocks, segments and the tail", arguments: [Gaps.dense, .small, .huge], [Int.max, 0])
    func ordinals(gaps: Gaps, budget: Int) {
        let ids = Self.ids(gaps, count: 600_123, seed: 4)
        var store = OSMNodeLocations(memoryBudgetBytes: budget)
        for id in ids.reversed() { store.append(id: id, latitude: 1, longitude: 1) }
        store.sortIfNeeded()
        for (position, id) in ids.enumerated() where position % 97 == 0 || position > ids.count - 300 {
            #expect(store.ordinal(of: id) == position)
        }
        #expect(store.ordinal(of: ids[0] - 1) == nil)
        #expect(store.ordinal(of: (ids.last ?? 0) + 1) == nil)
    }

    @Test("a zero budget spills all but the open segment; an unlimited one never spills")
    func budgetBoundsResidentBytes() {
        var spilled = OSMNodeLocations(memoryBudgetBytes: 0)
        var kept = OSMNodeLocations()
        for id in Int64(1)...3_000_000 {
            spilled.append(id: id, latitude: 1, longitude: 2)
            kept.append(id: id, latitude: 1, longitude: 2)
        }
        #expect(kept.spilledBytes == 0)
        #expect(spilled.spilledBytes >= 16 << 20)
        #expect(spilled.residentBytes < 6 << 20)
        #expect(kept.residentBytes >= 24_000_000)
        #expect(spilled.location(of: 2_999_999)?.latitude == 1)
        #expect(spilled.location(of: 1)?.longitude == 2)
    }

    @Test("dense ids cost 8 bytes a node and scattered ones at most 12 (plus the block directory)")
    func compactness() {
        for (gaps, bytesPerNode) in [(Gaps.dense, 8.2), (.small, 10.2), (.wide, 12.2)] {
            var store = OSMNodeLocations()
            for id in Self.ids(gaps, count: 1_000_000, seed: 3) { store.append(id: id, latitude: 0, longitude: 0) }
            #expect(Double(store.residentBytes) / 1_000_000 < bytesPerNode + 4.2, "\(gaps)")
        }
    }

    @Test("a copy keeps its nodes while the original appends and spills more")
    func copiesAreIndependent() {
        var original = OSMNodeLocations(memoryBudgetBytes: 0)
        for id in Int64(0)..<600_000 { original.append(id: id * 2, latitude: 1, longitude: 1) }
        var copy = original
        for id in Int64(600_000)..<1_200_000 { original.append(id: id * 2, latitude: 2, longitude: 2) }
        for id in Int64(600_000)..<1_200_000 { copy.append(id: id * 2 + 1, latitude: 3, longitude: 3) }
        #expect(copy.location(of: 1_300_000) == nil)
        #expect(copy.location(of: 1_300_001)?.latitude == 3)
        #expect(original.location(of: 1_300_000)?.latitude == 2)
        #expect(original.location(of: 1_000)?.latitude == 1)
        #expect(copy.invariantViolation() == nil)
        #expect(original.invariantViolation() == nil)
    }
}
