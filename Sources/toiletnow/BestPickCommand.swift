import ArgumentParser
import Finder
import Foundation

/// `toiletnow best-pick learn`: the core's learning rule over a list of choices given as JSON,
/// so the web app's own reading of the rule can be checked against the core's (the browser
/// tests do). Reads stdin; writes one JSON object.
///
/// Input: `{"weights": {"cleanliness": 3, …}, "choices": [{"chosen": {signals}, "top": {signals}}]}`
/// where signals are an answer's `bestPick.signals`; missing weights take the standard.
/// Output: `{"weights": {factor: minutes}}` after every choice in order.
struct BestPickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "best-pick",
        abstract: "The best pick's learning rule over choices read from stdin (JSON).",
        subcommands: [Learn.self])

    struct Learn: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "learn", abstract: "Weights after the choices on stdin.")

        struct Input: Decodable {
            struct Choice: Decodable {
                var chosen: [String: Double]
                var top: [String: Double]
            }
            var weights: [String: Double]?
            var choices: [Choice]
        }

        func run() throws {
            let input: Input
            do {
                input = try JSONDecoder().decode(Input.self, from: FileHandle.standardInput.readDataToEndOfFile())
            } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
                throw fail("best-pick learn", "\(Self.path(context.codingPath)): expected \(context.codingPath.isEmpty ? "a JSON object" : "a number or an object of numbers")")
            } catch let DecodingError.keyNotFound(key, context) {
                throw fail("best-pick learn", "\(Self.path(context.codingPath + [key])): missing")
            } catch {
                throw fail("best-pick learn", "stdin: expected a JSON object with \"choices\" (and optionally \"weights\")")
            }
            var weights = BestPickWeights.standard
            let given = try Self.factors(input.weights ?? [:], field: "weights")
            for factor in (input.weights ?? [:]).keys.compactMap(BestPickFactor.init(rawValue:)) { weights[factor] = given[factor] }
            for (index, choice) in input.choices.enumerated() {
                weights = weights.learned(chosen: try Self.factors(choice.chosen, field: "choices[\(index)].chosen"),
                                          top: try Self.factors(choice.top, field: "choices[\(index)].top"))
            }
            let out = Dictionary(uniqueKeysWithValues: BestPickFactor.allCases.filter { $0 != .walk }.map { ($0.rawValue, weights[$0]) })
            let data = try JSONSerialization.data(withJSONObject: ["weights": out], options: [.sortedKeys])
            say(String(decoding: data, as: UTF8.self))
        }

        /// `{factor: number}` with every key a factor.
        static func factors(_ object: [String: Double], field: String) throws -> BestPickValues {
            var found = BestPickValues()
            for (key, value) in object {
                guard let factor = BestPickFactor(rawValue: key) else {
                    throw fail("best-pick learn", "\(field).\(key): expected one of \(BestPickFactor.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                found[factor] = value
            }
            return found
        }

        /// `choices[0].top.cleanliness` (`stdin` for the whole input).
        static func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty ? "stdin" : keys.reduce("") { text, key in
                key.intValue.map { "\(text)[\($0)]" } ?? (text.isEmpty ? key.stringValue : "\(text).\(key.stringValue)")
            }
        }
    }
}
