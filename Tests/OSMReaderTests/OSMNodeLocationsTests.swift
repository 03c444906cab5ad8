import Testing
import OSMReader

@Suite("Node locations")
struct OSMNodeLocationsTests {
    @Test("ids appended in order are found; absent ids give nil")
    func orderedLookup() {
        var locations = OSMNodeLocations()
        locations.append(id: 10, latitude: 43.7316035, longitude: 7.4215651)
        locations.append(id: 20, latitude: -89.9999999, longitude: -179.9999999)
        locations.append(id: 30, latitude: 0, longitude: 180)
        #expect(locations.count == 3)
        #expect(locations.location(of: 10)?.latitude == 43.7316035)
        #expect(locations.location(of: 10)?.longitude == 7.4215651)
        #expect(locations.location(of: 20)?.latitude == -89.9999999)
        #expect(locations.location(of: 30)?.longitude == 180)
        for missing: Int64 in [0, 15, 31, -10, .max, .min] {
            #expect(locations.location(of: missing) == nil)
        }
    }

    @Test("out-of-order ids are sorted once before lookup")
    func unorderedLookup() {
        var locations = OSMNodeLocations()
        let ids: [Int64] = [50, 3, 99, -7, 12]
        for id in ids { locations.append(id: id, latitude: Double(id) / 100, longitude: -Double(id) / 100) }
        for id in ids {
            #expect(locations.location(of: id)?.latitude == Double(id) / 100)
            #expect(locations.location(of: id)?.longitude == -Double(id) / 100)
        }
        locations.append(id: 1, latitude: 1, longitude: 1)
        #expect(locations.location(of: 1)?.latitude == 1)
        #expect(locations.location(of: 99)?.latitude == 0.99)
    }

    @Test("an empty store and non-finite coordinates do not crash")
    func edgeCases() {
        var locations = OSMNodeLocations()
        #expect(locations.location(of: 1) == nil)
        locations.append(id: 1, latitude: .nan, longitude: .infinity)
        locations.append(id: 2, latitude: 1e300, longitude: -1e300)
        #expect(locations.location(of: 1) != nil)
        #expect(locations.location(of: 2) != nil)
    }

    @Test("every Monaco node is stored and resolves every way node")
    func monacoWays() throws {
        struct Resolver: OSMVisitor {
            var locations = OSMNodeLocations()
            var resolved = 0, missing = 0
            mutating func visit(node: OSMNode) throws { locations.append(node) }
            mutating func visit(way: OSMWay) throws {
                for id in way.nodeIDs {
                    if locations.location(of: id) == nil { missing += 1 } else { resolved += 1 }
                }
            }
        }
        var resolver = Resolver()
        try OSMReader.read(contentsOf: TestFiles.monaco, into: &resolver)
        #expect(resolver.locations.count == 27_135)
        #expect(resolver.missing == 0)
        #expect(resolver.resolved > 27_000)
    }

    @Test("lookups agree with a dictionary for sizes around block boundaries, sorted or not (seeded)",
          arguments: [0, 1, 255, 256, 257, 511, 512, 1_000, 5_000])
    func matchesDictionary(count: Int) {
        var state: UInt64 = UInt64(count) &+ 7
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        for shuffled in [false, true] {
            var ids: [Int64] = []
            var id: Int64 = Int64(next() % 1_000)
            for _ in 0..<count {
                id += 1 + Int64(next() % 40)
                ids.append(id)
            }
            if shuffled { ids.reverse() }
            var store = OSMNodeLocations()
            var expected: [Int64: (Double, Double)] = [:]
            for id in ids {
                let point = (Double(id % 90) + 0.125, Double(id % 180) - 0.5)
                store.append(id: id, latitude: point.0, longitude: point.1)
                expected[id] = point
            }
            let probes = ids + (0..<300).map { _ in Int64(next() % UInt64((ids.max() ?? 0) + 100)) } + [-1, Int64.max]
            for probe in probes {
                let found = store.location(of: probe)
                if let want = expected[probe] {
                    #expect(found.map { abs($0.latitude - want.0) < 1e-7 && abs($0.longitude - want.1) < 1e-7 } == true, "id \(probe)")
                } else {
                    #expect(found == nil, "id \(probe)")
                }
            }
        }
    }
}
