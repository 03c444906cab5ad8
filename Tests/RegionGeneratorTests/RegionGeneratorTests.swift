import Foundation
import Import
import OpeningHours
import OSMReader
import Testing
@testable import RegionGenerator

/// Generated regions: deterministic, and what `import` reads from them is what the generator says it wrote.
@Suite("RegionGenerator")
struct RegionGeneratorTests {
    static func temporaryPath(_ name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("RegionGeneratorTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name).path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    /// Distinct nodes referenced by highway ways, counted independently of the generator.
    struct WayNodeCounter: OSMVisitor {
        var ids = Set<Int64>()
        var toiletNodes = 0
        mutating func visit(node: OSMNode) throws {
            if node.tags["amenity"] == "toilets" || node.tags["toilets"] == "yes" { toiletNodes += 1 }
        }
        mutating func visit(way: OSMWay) throws {
            if way.tags["highway"] != nil { ids.formUnion(way.nodeIDs) }
        }
    }

    @Test("the same seed gives the same bytes; another seed gives other bytes", arguments: RegionOptions.Kind.allCases)
    func deterministic(kind: RegionOptions.Kind) throws {
        let paths = try (0..<3).map { try Self.temporaryPath("r\($0).osm.pbf") }
        defer { paths.forEach(Self.remove) }
        for (path, seed) in zip(paths, [UInt64(7), 7, 8]) {
            _ = try RegionGenerator.generate(RegionOptions(kind: kind, wayNodes: 3_000, toilets: 40, seed: seed), to: path)
        }
        let bytes = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(bytes[0] == bytes[1])
        #expect(bytes[0] != bytes[2])
    }

    @Test("a generated region imports with the toilets, way nodes and junctions it reports", arguments: [
        (RegionOptions.Kind.grid, 20_000, 150), (.irregular, 20_000, 150), (.grid, 600, 2_000), (.irregular, 30_000, 0),
    ])
    func imports(kind: RegionOptions.Kind, wayNodes: Int, toilets: Int) throws {
        let path = try Self.temporaryPath("region.osm.pbf")
        defer { Self.remove(path) }
        let summary = try RegionGenerator.generate(RegionOptions(kind: kind, wayNodes: wayNodes, toilets: toilets, seed: 3), to: path)
        #expect(summary.toilets == toilets)
        #expect(abs(Double(summary.wayNodes - wayNodes)) <= Double(wayNodes) * 0.05, "way nodes \(summary.wayNodes) for a target of \(wayNodes)")

        var counter = WayNodeCounter()
        try OSMReader.read(contentsOf: URL(fileURLWithPath: path), into: &counter)
        #expect(counter.ids.count == summary.wayNodes)
        #expect(counter.toiletNodes == toilets)

        let result = try OSMToiletReader.read(URL(fileURLWithPath: path))
        #expect(result.toilets.count == toilets)
        #expect(result.nodeCount == summary.nodes && result.wayCount == summary.ways)
        #expect(result.toilets.allSatisfy { $0.hoursProblem == nil }, "every generated opening_hours value is readable")
        if toilets >= 100 {
            #expect(result.toilets.filter { $0.attributes.openingHours.isKnown }.count > toilets / 2)
            #expect(Set(result.toilets.map(\.kind)).count >= 5, "dedicated toilets and several kinds of venue")
        }
        let graph = try result.buildWalkingGraph().get().graph
        let vertices = graph.vertexCount
        switch kind {
        case .grid where wayNodes >= 5_000:
            #expect(vertices == summary.junctionEstimate)
        default:
            #expect(vertices <= summary.junctionEstimate && vertices >= summary.junctionEstimate * 3 / 4,
                    "\(vertices) vertices for an estimate of \(summary.junctionEstimate)")
        }
    }

    @Test("every opening_hours value in the table parses")
    func hoursTableParses() {
        for value in ToiletTagTable.openingHours + ["24/7"] {
            #expect(throws: Never.self, "\(value)") { try OpeningSchedule(parsing: value) }
        }
        #expect(ToiletTagTable.openingHours.count >= 30)
    }

    @Test("options out of range are refused with the option named", arguments: [
        (RegionOptions(kind: .grid, wayNodes: 10, toilets: 0), "--way-nodes"),
        (RegionOptions(kind: .grid, wayNodes: 1_000, toilets: -1), "--toilets"),
        (RegionOptions(kind: .irregular, wayNodes: 1_000, toilets: 0, centerLatitude: 89), "--center"),
        (RegionOptions(kind: .grid, wayNodes: 1_000, toilets: 0, centerLongitude: .nan), "--center"),
    ])
    func refusesOptions(options: RegionOptions, field: String) throws {
        let error = #expect(throws: RegionGeneratorError.self) { try options.validated() }
        #expect(error?.description.hasPrefix(field + ":") == true, "\(String(describing: error))")
    }

    @Test("the seeded random source is stable: the same stream gives the same values on every platform")
    func randomIsStable() {
        var random = RegionRandom(seed: 1, stream: 2, index: 3)
        let first = (0..<4).map { _ in random.next() }
        var again = RegionRandom(seed: 1, stream: 2, index: 3)
        #expect(first == (0..<4).map { _ in again.next() })
        var other = RegionRandom(seed: 1, stream: 2, index: 4)
        #expect(first != (0..<4).map { _ in other.next() })
        var draws = RegionRandom(seed: 5, stream: 0)
        let picks = (0..<10_000).map { _ in draws.pick(weights: [1, 3]) }
        #expect((7_200...7_800).contains(picks.filter { $0 == 1 }.count))
    }
}
