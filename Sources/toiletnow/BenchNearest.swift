import ArgumentParser
import Foundation
import Geo
import Routing
import StoreSQLite

/// `toiletnow bench nearest --graph F.walkgraph --toilets N`: attaches toilets to a graph and
/// times seeded nearest-3 queries in process (issue 9: the cost must not grow with the toilets).
struct BenchNearest: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nearest",
        abstract: "Time in-process nearest queries over a graph file with N seeded toilets (or a database's toilets).",
        discussion: """
            Toilets: --toilets N seeded positions uniform over the graph's bounding box, or every toilet of \
            --database. Starts: --queries seeded positions over the same box that snap within 500 m. Prints the \
            attach time, bucket entries and anchors, the attachment's encoded bytes, query p50/p99 in µs, the \
            mean work per query, and the process's peak resident memory. Use a release build.
            """)

    @Option(help: "The .walkgraph file (written by `toiletnow import` beside the database).")
    var graph: String

    @Option(help: "Numbers of seeded toilets to place on the graph's extent, comma-separated (the graph is contracted once).")
    var toilets = "900"

    @Option(help: "Take the toilets from this SQLite database instead of placing them.")
    var database: String?

    @Option(help: "Number of timed queries.")
    var queries = 2000

    @Option(help: "Toilets per query.")
    var limit = 3

    @Option(name: .customLong("max-seconds"), help: "The walking cap of each query, seconds.")
    var maxSeconds = 2700.0

    @Option(help: "The cover of the toilets' upward searches, seconds.")
    var cover = 2700.0

    @Option(help: "Seed of the toilets and starts.")
    var seed: UInt64 = 1

    func run() async throws {
        guard let data = FileManager.default.contents(atPath: graph) else { throw fail("bench nearest", "--graph: cannot read \(graph)") }
        guard queries > 0, limit > 0 else { throw fail("bench nearest", "--queries and --limit must be positive") }
        let clock = ContinuousClock()
        var network: WalkingNetwork?
        let built = try clock.measure { network = try WalkingNetwork(bytes: [UInt8](data)) }
        guard let network else { throw fail("bench nearest", "--graph: not a walking graph") }
        let box = GraphExtent(network.graph)
        say("graph \(graph): \(network.graph.vertexCount) vertices, \(network.graph.edgeCount) edges, "
            + "\(network.hierarchy.shortcutCount) shortcuts, loaded and contracted in \(format(built))")
        let counts = toilets.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard database != nil || (!counts.isEmpty && counts.allSatisfy { $0 >= 0 }) else {
            throw fail("bench nearest", "--toilets: expected counts like 900,25000; got \"\(toilets)\"")
        }
        for count in database == nil ? counts : [0] {
            var generator = BenchRandom(seed: seed)
            let positions = try await toiletPositions(count: count, box: box, generator: &generator)
            var buckets: HierarchyTargets?
            let attached = clock.measure { buckets = network.attach(positions, coverSeconds: cover) }
            guard let buckets else { return }
            let attachedCount = buckets.targets.attachments.count { $0 != nil }
            say("toilets \(positions.count) (\(attachedCount) attached), anchors \(buckets.anchorCount), searches \(buckets.searchesRun)")
            say("  attach \(format(attached)), bucket entries \(buckets.bucketEntryCount) (\(buckets.bucketEntryCount * 12 / 1_048_576) MiB), "
                + "encoded \(buckets.encode().count) bytes")
            var starts: [SnappedPoint] = []
            while starts.count < queries {
                if let start = network.snap(box.random(&generator), maxMeters: 500) { starts.append(start) }
            }
            timeQueries(network, buckets, starts: starts)
        }
        say("peak resident memory \(peakResidentMiB()) MiB")
    }

    private func toiletPositions(count: Int, box: GraphExtent, generator: inout BenchRandom) async throws -> [Coordinate] {
        guard let given = self.database else { return (0..<count).map { _ in box.random(&generator) } }
        let database = try DatabaseLocation.sqliteFile(given, command: "bench nearest")
        guard FileManager.default.fileExists(atPath: database) else { throw fail("bench nearest", "--database: no database at \(database)") }
        return try await SQLiteToiletRepository(path: database).allToilets().map(\.coordinate)
    }

    private func timeQueries(_ network: WalkingNetwork, _ buckets: HierarchyTargets, starts: [SnappedPoint]) {
        let search = network.makeSearch(), clock = ContinuousClock()
        for start in starts.prefix(100) { _ = search.nearest(from: start, targets: buckets, limit: limit, maxSeconds: maxSeconds) }
        var micros: [Double] = [], pastCoverMicros: [Double] = [], hits = 0
        var work = HierarchySearch.Work()
        for start in starts {
            var found = 0
            let took = clock.measure {
                found = search.nearest(from: start, targets: buckets, limit: limit, maxSeconds: maxSeconds).count
            }
            micros.append(Double(took.components.attoseconds) / 1e12 + Double(took.components.seconds) * 1e6)
            hits += found
            let w = search.lastWork
            if w.pastCoverPops > 0 { pastCoverMicros.append(micros[micros.count - 1]) }
            work.settledVertices += w.settledVertices; work.scannedEntries += w.scannedEntries
            work.anchorsReached += w.anchorsReached; work.targetsOffered += w.targetsOffered; work.pastCoverPops += w.pastCoverPops
        }
        micros.sort()
        let n = Double(starts.count)
        say(String(format: "  nearest-%d, %d queries: p50 %.1f µs, p99 %.1f µs, mean hits %.2f", limit, starts.count,
                   micros[micros.count / 2], micros[min(micros.count - 1, micros.count * 99 / 100)], Double(hits) / n))
        say(String(format: "    mean work: settled %.1f, entries scanned %.1f, anchors %.1f, offered %.1f, plain Dijkstra pops past the cover %.0f",
                   Double(work.settledVertices) / n, Double(work.scannedEntries) / n, Double(work.anchorsReached) / n,
                   Double(work.targetsOffered) / n, Double(work.pastCoverPops) / n))
        if !pastCoverMicros.isEmpty {
            pastCoverMicros.sort()
            say(String(format: "    %d queries went past the cover: p50 %.1f µs", pastCoverMicros.count,
                       pastCoverMicros[pastCoverMicros.count / 2]))
        }
    }

    private func format(_ duration: Duration) -> String {
        String(format: "%.3f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    /// VmHWM from /proc/self/status (Linux), in MiB; 0 elsewhere.
    private func peakResidentMiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return 0 }
        return kib / 1024
    }
}

/// The graph's vertex bounding box, to place seeded points over.
struct GraphExtent {
    let minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double

    init(_ graph: WalkingGraph) {
        let lats = graph.vertexLatitudesE7, lons = graph.vertexLongitudesE7
        (minLatitude, maxLatitude) = (Double(lats.min() ?? 0) / 1e7, Double(lats.max() ?? 0) / 1e7)
        (minLongitude, maxLongitude) = (Double(lons.min() ?? 0) / 1e7, Double(lons.max() ?? 0) / 1e7)
    }

    func random(_ generator: inout BenchRandom) -> Coordinate {
        Coordinate(latitude: Double.random(in: minLatitude...maxLatitude, using: &generator),
                   longitude: Double.random(in: minLongitude...maxLongitude, using: &generator))
    }
}

/// SplitMix64 (Steele, Lea & Flood, OOPSLA 2014): the benchmark's seeded random source.
struct BenchRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
