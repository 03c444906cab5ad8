import Foundation
import Geo
import Import
import OSMReader
import Routing

// RouteBench: measurements for the routing engine (issue 4). Release build:
//   swift run -c release RouteBench build Data/osm/malta-2018.osm.pbf
//   swift run -c release RouteBench query Data/osm/malta-2018.osm.pbf [points] [export-dir]
//   swift run -c release RouteBench hierarchy Data/osm/malta-2018.osm.pbf [points]
//   swift run -c release RouteBench kdtree [points] [export-dir]
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: RouteBench build|query|kdtree …")
    exit(2)
}
do {
    switch arguments[1] {
    case "build": try BuildBenchmark.run(path: arguments[2])
    case "query":
        try QueryBenchmark.run(path: arguments[2], points: arguments.count > 3 ? Int(arguments[3]) ?? 1000 : 1000,
                               exportDirectory: arguments.count > 4 ? arguments[4] : nil)
    case "hierarchy":
        try HierarchyBenchmark.run(path: arguments[2], points: arguments.count > 3 ? Int(arguments[3]) ?? 1000 : 1000)
    case "kdtree":
        try KDTreeBenchmark.run(points: arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000,
                                exportDirectory: arguments.count > 3 ? arguments[3] : nil)
    default:
        print("unknown mode \(arguments[1])")
        exit(2)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
