import Foundation
import Geo
import Import
import OSMReader
import Routing

/// Nearest-3 + route through the contraction hierarchy, on the same points as the plain search.
enum HierarchyBenchmark {
    static func run(path: String, points count: Int) throws {
        var collector = WalkingGraphCollector()
        try OSMReader.read(contentsOf: URL(fileURLWithPath: path), into: &collector)
        let graph = try collector.build().graph
        var toiletReader = ToiletNodeReader()
        try OSMReader.read(contentsOf: URL(fileURLWithPath: path), into: &toiletReader)
        let index = EdgeIndex(graph: graph)
        let targets = WalkingTargets(index: index, coordinates: toiletReader.coordinates)
        let rssBefore = residentMiB()
        let t0 = nowNanos()
        let hierarchy = ContractionHierarchy(graph: graph)
        let t1 = nowNanos()
        let buckets = HierarchyTargets(hierarchy: hierarchy, targets: targets)
        let t2 = nowNanos()
        print(String(format: "hierarchy: %d shortcuts for %d edges, contracted in %.0f ms (RSS +%.0f MiB); buckets: %d entries in %.1f ms",
                     hierarchy.shortcutCount, graph.edgeCount, Double(t1 - t0) / 1e6, residentMiB() - rssBefore,
                     buckets.bucketEntryCount, Double(t2 - t1) / 1e6))
        let starts = QueryBenchmark.randomStarts(index: index, count: count)
        let search = HierarchySearch(hierarchy: hierarchy)
        let plain = WalkingSearch(graph: graph)
        var timings: [Double] = [], mismatches = 0, searchOnly = 0.0, searchTimes: [Double] = []
        var routePhases = [0.0, 0.0, 0.0]
        for pass in 0..<2 {
            timings.removeAll(); searchOnly = 0; searchTimes.removeAll()
            for point in starts {
                let t0 = nowNanos()
                guard let start = index.snap(point, maxMeters: 1000) else { continue }
                let ts = nowNanos()
                let hits = search.nearest(from: start, targets: buckets, limit: 3)
                let t1 = nowNanos()
                searchTimes.append(Double(t1 - ts) / 1000)
                if let first = hits.first, let route = search.route(to: first) {
                    let r1 = nowNanos()
                    _ = route.encodedPolyline()
                    let r2 = nowNanos()
                    _ = route.steps
                    let r3 = nowNanos()
                    routePhases[0] += Double(r1 - t1) / 1000; routePhases[1] += Double(r2 - r1) / 1000
                    routePhases[2] += Double(r3 - r2) / 1000
                }
                timings.append(Double(nowNanos() - t0) / 1000)
                searchOnly += Double(t1 - t0) / 1000
                if pass == 1 && plain.nearest(from: start, targets: targets, limit: 3).map(\.millis) != hits.map(\.millis) {
                    mismatches += 1
                }
            }
        }
        let sorted = timings.sorted()
        print(String(format: "CH nearest-3 + route to the first: p50 %.1f µs, p90 %.1f µs, p99 %.1f µs, max %.1f µs, mean %.1f µs (snap+search alone: mean %.1f µs); answers differing from the plain search: %d",
                     quantile(sorted, 0.5), quantile(sorted, 0.9), quantile(sorted, 0.99), sorted.last ?? 0,
                     sorted.reduce(0, +) / Double(max(1, sorted.count)), searchOnly / Double(max(1, sorted.count)), mismatches))
        let n = Double(max(1, 2 * timings.count))
        print(String(format: "route phases (mean per query): reconstruct %.1f µs, polyline %.1f µs, steps %.1f µs",
                     routePhases[0] / n, routePhases[1] / n, routePhases[2] / n))
        let searchSorted = searchTimes.sorted()
        print(String(format: "CH search alone (for the scipy ratio): p50 %.1f µs, p99 %.1f µs, mean %.1f µs",
                     quantile(searchSorted, 0.5), quantile(searchSorted, 0.99),
                     searchSorted.reduce(0, +) / Double(max(1, searchSorted.count))))
    }
}
