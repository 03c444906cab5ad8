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

    @Option(help: "The .walkgraph file (the network file `toiletnow import` writes beside the database, or a bare graph).")
    var graph: String

    @Option(help: "How many random vertices to measure the upward search space from.")
    var samples = 1000

    @Option(help: "How many times to contract; the fastest is reported.")
    var `repeat` = 1

    @Option(name: .customLong("witness-limit"), help: "Witness search settle limit (default: the library's); implies --method witness.")
    var witnessLimit: Int?

    @Option(help: "auto (the library's choice, see ContractionMethod.automatic), witness or cch (customizable).")
    var method = "auto"

    @Option(help: "Seed of the random vertices.")
    var seed: UInt64 = 1

    @Option(help: "The longest walk in seconds the customizable method keeps exact (default: the library's, 3600); 0 for no limit.")
    var horizon = ContractionHierarchy.defaultHorizonSeconds

    func run() throws {
        guard let data = FileManager.default.contents(atPath: graph) else {
            throw fail("bench contract", "--graph: cannot read \(graph)")
        }
        // `import` writes a network file (graph, hierarchy, attachment); older ones a bare graph.
        let bytes = Array(data), walking: WalkingGraph
        do {
            walking = bytes.starts(with: WalkingNetworkFile.magic)
                ? try WalkingNetworkFile(bytes: bytes).network.graph : try WalkingGraph(bytes: bytes)
        } catch {
            throw fail("bench contract", "--graph: \(graph) is not a valid walking graph or network file: \(error)")
        }
        let chosen = try contractionMethod()
        guard horizon >= 0, horizon.isFinite else { throw fail("bench contract", "--horizon: expected seconds >= 0, got \(horizon)") }
        let horizonSeconds = horizon == 0 ? .infinity : horizon
        say("graph: \(graph)")
        say("junctions: \(walking.vertexCount)  edges: \(walking.edgeCount)  first separator against a grid's: "
            + String(format: "%.3f", ContractionMethod.separatorRatio(of: walking)))
        var best = Double.infinity, bestPhases = ""
        var hierarchy: ContractionHierarchy?
        for _ in 0..<max(1, self.repeat) {
            let start = DispatchTime.now().uptimeNanoseconds
            var last = start, phases: [String] = []
            hierarchy = ContractionHierarchy(graph: walking, method: chosen, horizonSeconds: horizonSeconds) { phase in
                let now = DispatchTime.now().uptimeNanoseconds
                phases.append("\(phase) " + String(format: "%.3f s", Double(now - last) / 1e9))
                last = now
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if seconds < best { (best, bestPhases) = (seconds, phases.joined(separator: ", ")) }
        }
        guard let hierarchy else { return }
        let n = walking.vertexCount, shortcuts = hierarchy.shortcutCount
        say("method: \(chosen)")
        say(String(format: "contraction: %.3f s (best of %d): ", best, max(1, self.repeat)) + bestPhases)
        say("hierarchy edges: \(hierarchy.edgeCount)  upward arcs: \(hierarchy.upwardArcCount)  exact up to: "
            + (hierarchy.horizonMillis == .max ? "every distance" : "\(hierarchy.horizonMillis / 1000) s"))
        if chosen != .witness(settleLimit: ContractionMethod.defaultWitnessSettleLimit) && witnessLimit == nil {
            let work = ContractionMethod.customizableWork(of: walking, horizonSeconds: horizonSeconds)
            say("chordal arcs: \(work.arcs)  triangles: \(work.triangles)  per junction: "
                + String(format: "%.1f, %.1f", Double(work.arcs) / Double(max(1, n)), Double(work.triangles) / Double(max(1, n))))
        }
        say(String(format: "shortcuts: %d  per vertex: %.3f", shortcuts, n > 0 ? Double(shortcuts) / Double(n) : 0))
        report(hierarchy, vertices: n)
    }

    private func contractionMethod() throws -> ContractionMethod {
        if let witnessLimit { return .witness(settleLimit: witnessLimit) }
        switch method {
        case "auto": return .automatic
        case "witness": return .witness(settleLimit: ContractionMethod.defaultWitnessSettleLimit)
        case "cch": return .customizable
        default: throw fail("bench contract", "--method: expected auto, witness or cch; got \(method)")
        }
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
