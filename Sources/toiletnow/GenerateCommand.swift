import ArgumentParser
import Foundation
import RegionGenerator

/// `toiletnow bench generate`: writes a deterministic, realistic region as `.osm.pbf` for the
/// scale benchmarks (issue 9).
struct BenchGenerate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a generated region (street grid or irregular streets, parks, buildings, toilets) as .osm.pbf.",
        discussion: """
            grid: streets 80 m apart with a footway across every block, a node every 10 m. \
            irregular: 150-600 m blocks, nodes 30-150 m apart, mixed highway types, 20 % of ways dropped. \
            The same options give the same bytes. Import the result with `toiletnow import`.
            """)

    @Option(help: "grid or irregular.")
    var kind = "grid"

    @Option(name: .customLong("way-nodes"), help: "Target count of distinct nodes on highway ways; the layout's size follows from it.")
    var wayNodes = 300_000

    @Option(help: "Number of toilets (dedicated and venues with toilets=yes), independent of the size.")
    var toilets = 900

    @Option(help: "Seed of the random choices.")
    var seed: UInt64 = 1

    @Option(help: "The region's centre as LAT,LON in degrees.")
    var center = "48.1,11.5"

    @Option(help: "The .osm.pbf file to write.")
    var output: String

    func run() throws {
        guard let kind = RegionOptions.Kind(rawValue: kind) else {
            throw fail("bench generate", "--kind: \"\(self.kind)\" is not a region kind; expected grid or irregular")
        }
        let parts = center.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces)) else {
            throw fail("bench generate", "--center: \"\(center)\" is not a coordinate; expected LAT,LON like 48.1,11.5")
        }
        let options = RegionOptions(kind: kind, wayNodes: wayNodes, toilets: toilets, seed: seed,
                                    centerLatitude: latitude, centerLongitude: longitude)
        let started = Date()
        let summary: RegionSummary
        do {
            summary = try RegionGenerator.generate(options, to: output)
        } catch {
            throw fail("bench generate", error.description)
        }
        let seconds = Date().timeIntervalSince(started)
        say("wrote \(output): \(kind.rawValue) \(summary.rows)×\(summary.columns), "
            + String(format: "%.1f × %.1f km", summary.widthMeters / 1000, summary.heightMeters / 1000))
        say("  way nodes \(summary.wayNodes) (target \(wayNodes)), junctions ≈ \(summary.junctionEstimate), toilets \(summary.toilets)")
        say("  nodes \(summary.nodes), ways \(summary.ways) (parks \(summary.parks), buildings \(summary.buildings), water \(summary.waterAreas))")
        say("  \(summary.bytes) bytes in " + String(format: "%.2f s", seconds))
    }
}
