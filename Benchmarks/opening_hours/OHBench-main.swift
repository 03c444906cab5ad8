import Foundation
import OpeningHours

// Usage: OHBench <reference-suite.jsonl>       benchmark over the suite's distinct values
//        OHBench eval <value> <local time>     evaluate one value (Europe/Berlin, DE/BW)
let args = CommandLine.arguments
let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
if args.count > 3, args[1] == "eval" {
    let f = DateFormatter(); f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"; f.timeZone = berlin
    let ctx = EvaluationContext(timeZone: berlin, country: "DE", region: "Baden-Württemberg")
    do {
        let s = try OpeningSchedule(parsing: args[2])
        if let d = f.date(from: args[3]) {
            print(s.state(at: d, in: ctx), s.nextChange(after: d, in: ctx).map { f.string(from: $0) } ?? "nil")
            print(s.summary(at: d, in: ctx))
        }
        print(s.warnings)
    } catch { print(error) }
} else if args.count > 1, args[1] != "failing", args[1] != "parseloop" {
    // `OHBench values FILE` reads plain values, one per line; otherwise a .jsonl suite.
    let plain = args[1] == "values" && args.count > 2
    let text = (try? String(contentsOfFile: plain ? args[2] : args[1], encoding: .utf8)) ?? ""
    var seen = Set<String>(), values: [String] = []
    for line in text.split(separator: "\n") {
        if plain { if seen.insert(String(line)).inserted { values.append(String(line)) }; continue }
        if let obj = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
           let v = obj["value"] as? String, seen.insert(v).inserted { values.append(v) }
    }
    let ctx = EvaluationContext(timeZone: berlin, country: "DE", region: "Baden-Württemberg", latitude: 49.54, longitude: 9.81)
    let instants = OpeningHoursBenchmark.standardInstants()
    print("values \(values.count), instants \(instants.count)")
    print(OpeningHoursBenchmark.run(values: values, instants: instants, context: ctx))
}
if args.count > 2, args[1] == "failing" {
    let text = (try? String(contentsOfFile: args[2], encoding: .utf8)) ?? ""
    var seen = Set<String>()
    for line in text.split(separator: "\n") {
        if let obj = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
           let v = obj["value"] as? String, seen.insert(v).inserted {
            do { _ = try OpeningSchedule(parsing: v, mode: .both) } catch { print(v, "→", error) }
        }
    }
}
if args.count > 2, args[1] == "parseloop" {
    let text = (try? String(contentsOfFile: args[2], encoding: .utf8)) ?? ""
    var seen = Set<String>(), values: [String] = []
    for line in text.split(separator: "\n") {
        if let obj = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
           let v = obj["value"] as? String, seen.insert(v).inserted { values.append(v) }
    }
    if args[2].hasSuffix(".txt") { values = text.split(separator: "\n").map(String.init) }
    var n = 0
    for _ in 0..<1500 { for v in values { if (try? OpeningSchedule(parsing: v, mode: .both)) != nil { n += 1 } } }
    print(n)
}
