import Foundation
import Routing

/// k = 3 nearest among one million synthetic points, single queries.
enum KDTreeBenchmark {
    static func run(points count: Int, exportDirectory: String?) throws {
        var generator = SplitMix64(seed: 7)
        let xs = (0..<count).map { _ in Double.random(in: 0..<1, using: &generator) }
        let ys = (0..<count).map { _ in Double.random(in: 0..<1, using: &generator) }
        let queryCount = 100_000
        let qx = (0..<queryCount).map { _ in Double.random(in: 0..<1, using: &generator) }
        let qy = (0..<queryCount).map { _ in Double.random(in: 0..<1, using: &generator) }
        let t0 = nowNanos()
        let index = PointIndex(x: xs, y: ys)
        let built = nowNanos()
        var checksum = 0
        var answers: [Int32] = []
        for pass in 0..<2 {
            let start = nowNanos()
            for i in 0..<queryCount {
                let found = index.nearest(x: qx[i], y: qy[i], k: 3)
                checksum &+= found.first?.index ?? 0
                if pass == 1 { answers += found.map { Int32($0.index) } }
            }
            let elapsed = Double(nowNanos() - start) / 1000
            if pass == 1 {
                print(String(format: "k-d tree: %d points built in %.0f ms; k=3 single queries: %.3f µs/query over %d (checksum %d)",
                             count, Double(built - t0) / 1e6, elapsed / Double(queryCount), queryCount, checksum))
            }
        }
        if let directory = exportDirectory {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try writeRaw(xs, to: "\(directory)/kd_x.f64")
            try writeRaw(ys, to: "\(directory)/kd_y.f64")
            try writeRaw(qx, to: "\(directory)/kd_qx.f64")
            try writeRaw(qy, to: "\(directory)/kd_qy.f64")
            try writeRaw(answers, to: "\(directory)/kd_answers.i32")
        }
    }
}
