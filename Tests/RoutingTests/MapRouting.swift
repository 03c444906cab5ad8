import Foundation
import Geo
import Routing
import TestSupport

/// Small helpers so map tests read as "from 1 to the toilets at 2 and 3".
struct MapRouting {
    let map: AsciiMap
    let index: EdgeIndex
    let search: WalkingSearch

    init(_ map: AsciiMap) {
        self.map = map
        index = EdgeIndex(graph: map.graph, cellMeters: 25)
        search = WalkingSearch(graph: map.graph)
    }

    /// Targets at the given labels of the map.
    func targets(_ labels: String) -> WalkingTargets {
        WalkingTargets(index: index, coordinates: labels.map { map.coordinate($0) })
    }

    /// The nearest `limit` targets (by label) from `start`, with their walking seconds.
    func nearest(from start: Character, to labels: String, limit: Int = 3, maxSeconds: Double = 2700,
                 accept: (Character) -> Bool = { _ in true }) -> [(label: Character, seconds: Double)] {
        let targets = targets(labels)
        let chars = Array(labels)
        guard let snapped = index.snap(map.coordinate(start)) else { return [] }
        return search.nearest(from: snapped, targets: targets, limit: limit, maxSeconds: maxSeconds) { t, _ in accept(chars[t]) }
            .map { (chars[$0.target], $0.seconds) }
    }

    /// The route from `start` to the single target `goal`.
    func route(from start: Character, to goal: Character) -> WalkingRoute? {
        let targets = targets(String(goal))
        guard let snapped = index.snap(map.coordinate(start)),
              let hit = search.nearest(from: snapped, targets: targets, limit: 1).first else { return nil }
        return search.route(to: hit)
    }

    /// The letters of the vertices a route passes, in order.
    func letters(of route: WalkingRoute) -> String {
        let passed = route.coordinates.compactMap { point in
            map.vertices.keys.sorted().first { map.coordinate($0).distanceMeters(to: point) < 0.01 }
        }
        return String(passed.enumerated().filter { $0.offset == 0 || passed[$0.offset - 1] != $0.element }.map(\.element))
    }
}
