import Finder
import Foundation
import Testing
import TestSupport

@Suite("toiletnow best-pick learn")
struct BestPickCommandTests {
    @Test("the CLI gives the core's weights after seeded random choices")
    func matchesCore() throws {
        var random = SeededRandom(seed: 21)
        let factors = BestPickFactor.allCases
        for _ in 0..<5 {
            var weights = BestPickWeights.standard
            var choices: [[String: [String: Double]]] = []
            for _ in 0..<(1 + random.next(30)) {
                func signals() -> [BestPickFactor: Double] {
                    Dictionary(uniqueKeysWithValues: factors.map { ($0, Double(random.next(2_001)) / 1_000 - 1) })
                }
                let chosen = signals(), top = signals()
                weights = weights.learned(chosen: BestPickValues(chosen), top: BestPickValues(top))
                choices.append(["chosen": Dictionary(uniqueKeysWithValues: chosen.map { ($0.key.rawValue, $0.value) }),
                                "top": Dictionary(uniqueKeysWithValues: top.map { ($0.key.rawValue, $0.value) })])
            }
            let input = try CLIRunner.temporaryFolder().appendingPathComponent("choices.json")
            try JSONSerialization.data(withJSONObject: ["choices": choices]).write(to: input)
            let outcome = try CLIRunner.run(["best-pick", "learn"], stdin: input)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: [String: Double]]
            let printed = try #require(object?["weights"])
            for factor in factors where factor != .walk {
                #expect(abs((printed[factor.rawValue] ?? .nan) - weights[factor]) < 1e-9, "\(factor)")
            }
        }
    }

    @Test("bad input is one line naming where", arguments: [
        (#"{"choices":[{"chosen":{"cleanliness":true},"top":{}}]}"#, "choices[0].chosen.cleanliness"),
        (#"{"choices":[{"chosen":{"dirt":1},"top":{}}]}"#, "choices[0].chosen.dirt"),
        (#"{"choices":[{"top":{}}]}"#, "choices[0].chosen"),
        ("[1]", "stdin"), ("not json", "stdin"),
    ])
    func badInput(input: String, named: String) throws {
        let file = try CLIRunner.temporaryFolder().appendingPathComponent("input.json")
        try Data(input.utf8).write(to: file)
        let outcome = try CLIRunner.run(["best-pick", "learn"], stdin: file)
        #expect(outcome.status != 0)
        #expect(outcome.stderr.split(separator: "\n").count == 1 && outcome.stderr.contains(named + ":"), "\(outcome.stderr)")
    }
}
