import Foundation
import Localization

extension RouteStep {
    /// The instruction in English, e.g. "Turn left onto Triq il-Merkanti, 120 m"; other
    /// languages come from ``instruction(in:)``. Said from the step's parts when asked: an
    /// answer writes it with ``appendInstruction(in:to:)`` instead, without a `String`.
    public var instruction: String { instruction(in: .english) }

    /// The instruction in `language`: "Turn left onto Triq il-Merkanti, 120 m",
    /// "Tournez à gauche sur Triq il-Merkanti, 120 m".
    public func instruction(in language: Language) -> String {
        Self.instruction(maneuver, name: name, isSteps: isSteps, meters: meters, in: language)
    }

    /// The instruction for a step, in `language` (``RouteText``).
    static func instruction(_ maneuver: Maneuver, name: String?, isSteps: Bool, meters: Double, in language: Language) -> String {
        var bytes: [UInt8] = []
        appendInstruction(maneuver, name: name, isSteps: isSteps, meters: meters, in: language, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the instruction in `language` to `out` as UTF-8: the text ``instruction(in:)``
    /// returns, written from pre-split templates without building strings (building them was
    /// a tenth of `/api/nearest`'s own work in a profile).
    public func appendInstruction(in language: Language, to out: inout [UInt8]) {
        Self.appendInstruction(maneuver, name: name, isSteps: isSteps, meters: meters, in: language, to: &out)
    }

    static func appendInstruction(_ maneuver: Maneuver, name: String?, isSteps: Bool, meters: Double,
                                  in language: Language, to out: inout [UInt8]) {
        let texts = InstructionTexts.byLanguage[language.index]
        let parts: [InstructionTexts.Part]
        var bearing = 0.0
        switch maneuver {
        case .arrive: return out.append(contentsOf: texts.arrive)
        case .depart(let degrees): parts = texts.depart; bearing = degrees
        case .turn(let turn): parts = texts.turns[turn.index]
        }
        for part in parts {
            switch part {
            case .literal(let bytes): out.append(contentsOf: bytes)
            case .direction: out.append(contentsOf: texts.compass[Int(((bearing + 22.5) / 45).rounded(.down)) & 7])
            case .distance: appendSpokenDistance(meters, in: language, to: &out)
            case .way: texts.appendWay(name: name, isSteps: isSteps, to: &out)
            case .name: out.append(contentsOf: (name ?? "").utf8)
            }
        }
    }

    /// A distance as people say it in `language`: "8 m", "120 m", "1.2 km" ("1,2 km").
    public static func spokenDistance(_ meters: Double, in language: Language) -> String {
        if meters >= 1000 { return language.decimal(DecimalFormat.oneDecimal(meters / 1000)) + " km" }
        return spokenDistance(meters)
    }

    /// ``spokenDistance(_:in:)`` appended as UTF-8; under a kilometre without a `String`.
    static func appendSpokenDistance(_ meters: Double, in language: Language, to out: inout [UInt8]) {
        guard meters >= 0, meters < 1000 else { return out.append(contentsOf: spokenDistance(meters, in: language).utf8) }
        let whole = meters >= 50 ? Int((meters / 10).rounded()) * 10 : max(1, Int(meters.rounded()))
        appendDecimal(whole, to: &out)
        out.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: "m")])
    }

    /// A non-negative integer in decimal digits.
    private static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

extension RouteStep.TurnDirection {
    /// The direction's position in `allCases`.
    var index: Int {
        switch self {
        case .straight: 0
        case .slightRight: 1
        case .right: 2
        case .sharpRight: 3
        case .uTurn: 4
        case .sharpLeft: 5
        case .left: 6
        case .slightLeft: 7
        }
    }
}

/// The instruction templates of one language, split once into UTF-8 literals and the values
/// they take, so that writing an instruction looks nothing up and builds no string.
struct InstructionTexts: Sendable {
    /// A piece of an instruction: literal bytes, or one of the values an instruction fills in.
    enum Part: Sendable {
        case literal([UInt8])
        case direction, way, distance, name
    }

    let depart: [Part]
    /// By ``RouteStep/TurnDirection/index``.
    let turns: [[Part]]
    let arrive: [UInt8]
    /// North, northeast, … northwest, in the language.
    let compass: [[UInt8]]
    let path: [UInt8]
    let steps: [UInt8]
    let namedSteps: [Part]

    /// Every language's texts, by ``Language/index``.
    static let byLanguage: [InstructionTexts] = Language.allCases.map(InstructionTexts.init)

    init(_ language: Language) {
        let catalogue = RouteText.catalogue
        func text(_ key: RouteText) -> [UInt8] { Array(catalogue.text(key, in: language).utf8) }
        // A placeholder the instruction does not fill stays as `{name}`, as `Template.filled` leaves it.
        func parts(_ key: RouteText, filling names: Set<String>) -> [Part] {
            catalogue.template(key, in: language).parts.map { part in
                switch part {
                case .literal(let bytes): return .literal(bytes)
                case .placeholder(let name) where names.contains(name):
                    switch name {
                    case "direction": return .direction
                    case "way": return .way
                    case "distance": return .distance
                    default: return .name
                    }
                case .placeholder(let name): return .literal(Array("{\(name)}".utf8))
                }
            }
        }
        depart = parts(.depart, filling: ["direction", "way", "distance"])
        let turnKeys: [RouteText] = [.straight, .slightRight, .right, .sharpRight, .uTurn, .sharpLeft, .left, .slightLeft]
        turns = turnKeys.map { parts($0, filling: ["way", "distance"]) }
        arrive = text(.arrive)
        compass = [RouteText.north, .northeast, .east, .southeast, .south, .southwest, .west, .northwest].map(text)
        path = text(.path)
        steps = text(.steps)
        namedSteps = parts(.namedSteps, filling: ["name"])
    }

    /// The way walked: the street's name, "the steps (name)", "the steps" or "the path".
    func appendWay(name: String?, isSteps: Bool, to out: inout [UInt8]) {
        switch (name, isSteps) {
        case (let name?, false): out.append(contentsOf: name.utf8)
        case (nil, false): out.append(contentsOf: path)
        case (nil, true): out.append(contentsOf: steps)
        case (let name?, true):
            for part in namedSteps {
                switch part {
                case .literal(let bytes): out.append(contentsOf: bytes)
                case .name: out.append(contentsOf: name.utf8)
                case .direction, .way, .distance: break  // `namedSteps` fills only its name
                }
            }
        }
    }
}
