import ArgumentParser
import Foundation
import Routing

/// `toiletnow bench contract --graph FILE.walkgraph`: times the contraction of one walking graph
/// and reports the hierarchy's size and query search space (issue 9).
struct BenchContract: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contract",
        abstract: "Time the contraction hierarchy build of a .walkgraph file and measure its upward search space.",
        discussion: """
            Decodes the graph (not timed), contracts it --repeat times and reports the fastest, then runs a \
            complete upward Dijkstra from --samples seeded random vertices and reports the settled vertices and \
            relaxed arcs, average and maximum. Find a region's graph with `find DIR -name '*.walkgraph'`.
            """)

    @Option(help: "The .walkgraph file (written by `toiletnow import` beside the database).")
    var graph: String

    @Option(help: "How many random vertices to measure the upward search space from.")
    var samples = 1000

    @Option(help: "How many times to contract; the fastest is reported.")
    var `repeat` = 1

    @Option(name: .customLong("witness-limit"), help: "Witness search settle limit (default: the library's).")
    var witnessLimit: Int?

    @Option(help: "Seed of the random vertices.")
    var seed: UInt64 = 1

    func run() throws {
        guard let data = FileManager.default.contents(atPath: graph) else {
            throw fail("bench contract", "--graph: cannot read \(graph)")
        }
        let walking: WalkingGraph
        do { walking = try WalkingGraph(bytes: Array(data)) } catch {
            throw fail("bench contract", "--graph: \(graph) is not a valid walking graph: \(error)")
        }
        var best = Double.infinity
        var hierarchy: ContractionHierarchy?
        for _ in 0..<max(1, self.repeat) {
            let start = DispatchTime.now().uptimeNanoseconds
            hierarchy = witnessLimit.map { ContractionHierarchy(graph: walking, witnessSettleLimit: $0) }
                ?? ContractionHierarchy(graph: walking)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        guard let hierarchy else { return }
        let n = walking.vertexCount, shortcuts = hierarchy.shortcutCount
        say("graph: \(graph)")
        say("junctions: \(n)  edges: \(walking.edgeCount)")
        say(String(format: "contraction: %.3f s (best of %d)", best, max(1, self.repeat)))
        say(String(format: "shortcuts: %d  per vertex: %.3f", shortcuts, n > 0 ? Double(shortcuts) / Double(n) : 0))
        report(hierarchy, vertices: n)
    }

    private func report(_ hierarchy: ContractionHierarchy, vertices n: Int) {
        guard n > 0 else { return }
        var state = seed
        var settled: [Int] = [], relaxed: [Int] = []
        for _ in 0..<samples {
            // SplitMix64 (Steele, Lea & Flood, OOPSLA 2014): seeded, the same vertices every run.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            let space = hierarchy.upwardSearchSpace(from: Int((z ^ (z >> 31)) % UInt64(n)))
            settled.append(space.settledVertices)
            relaxed.append(space.relaxedArcs)
        }
        func summary(_ values: [Int]) -> String {
            String(format: "avg %.1f max %d", Double(values.reduce(0, +)) / Double(max(1, values.count)), values.max() ?? 0)
        }
        say("upward search space over \(samples) vertices (seed \(seed)): settled \(summary(settled)); relaxed arcs \(summary(relaxed))")
    }
}
