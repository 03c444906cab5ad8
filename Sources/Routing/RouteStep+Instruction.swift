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
        let pieces: [InstructionTexts.Piece]
        var bearing = 0.0
        switch maneuver {
        case .arrive: pieces = texts.arrive
        case .depart(let degrees): pieces = texts.depart; bearing = degrees
        case .turn(let turn): pieces = texts.turns[turn.index]
        }
        texts.bytes.withUnsafeBufferPointer { bytes in
            for piece in pieces {
                switch piece.kind {
                case .literal: out.append(contentsOf: piece.range(in: bytes))
                case .direction: out.append(contentsOf: texts.compass[Int(((bearing + 22.5) / 45).rounded(.down)) & 7].range(in: bytes))
                case .distance: appendSpokenDistance(meters, in: language, to: &out)
                case .way: texts.appendWay(name: name, isSteps: isSteps, bytes: bytes, to: &out)
                case .name: out.append(contentsOf: (name ?? "").utf8)
                }
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
        out.append(UInt8(ascii: " "))
        out.append(UInt8(ascii: "m"))
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

/// The instruction templates of one language, split once into pieces of one UTF-8 buffer and
/// the values they take, so that writing an instruction looks nothing up, builds no string and
/// counts no references per piece (a class, and pieces of plain integers: copying a struct of
/// arrays, and pieces holding arrays, was a tenth of an answer's reference counting).
final class InstructionTexts: Sendable {
    /// A piece of an instruction: literal bytes of ``bytes``, or one of the values an
    /// instruction fills in.
    struct Piece: Sendable {
        enum Kind: UInt8, Sendable { case literal, direction, way, distance, name }
        let kind: Kind
        let start: Int32, end: Int32

        static func value(_ kind: Kind) -> Piece { Piece(kind: kind, start: 0, end: 0) }

        /// The piece's bytes in `bytes` (``InstructionTexts/bytes``).
        func range(in bytes: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
            bytes[Int(start)..<Int(end)]
        }
    }

    /// Every literal of the language's instructions, one after the other.
    let bytes: [UInt8]
    let depart: [Piece]
    /// By ``RouteStep/TurnDirection/index``.
    let turns: [[Piece]]
    let arrive: [Piece]
    /// North, northeast, … northwest, in the language.
    let compass: [Piece]
    let path: Piece
    let steps: Piece
    let namedSteps: [Piece]

    /// Every language's texts, by ``Language/index``.
    static let byLanguage: [InstructionTexts] = Language.allCases.map(InstructionTexts.init)

    init(_ language: Language) {
        let catalogue = RouteText.catalogue
        var bytes: [UInt8] = []
        func literal(_ text: some Sequence<UInt8>) -> Piece {
            let start = Int32(bytes.count)
            bytes.append(contentsOf: text)
            return Piece(kind: .literal, start: start, end: Int32(bytes.count))
        }
        func text(_ key: RouteText) -> Piece { literal(catalogue.text(key, in: language).utf8) }
        // A placeholder the instruction does not fill stays as `{name}`, as `Template.filled` leaves it.
        func pieces(_ key: RouteText, filling names: Set<String>) -> [Piece] {
            catalogue.template(key, in: language).parts.map { part in
                switch part {
                case .literal(let text): return literal(text)
                case .placeholder(let name) where names.contains(name):
                    switch name {
                    case "direction": return .value(.direction)
                    case "way": return .value(.way)
                    case "distance": return .value(.distance)
                    default: return .value(.name)
                    }
                case .placeholder(let name): return literal("{\(name)}".utf8)
                }
            }
        }
        depart = pieces(.depart, filling: ["direction", "way", "distance"])
        let turnKeys: [RouteText] = [.straight, .slightRight, .right, .sharpRight, .uTurn, .sharpLeft, .left, .slightLeft]
        turns = turnKeys.map { pieces($0, filling: ["way", "distance"]) }
        arrive = [text(.arrive)]
        compass = [RouteText.north, .northeast, .east, .southeast, .south, .southwest, .west, .northwest].map(text)
        path = text(.path)
        steps = text(.steps)
        namedSteps = pieces(.namedSteps, filling: ["name"])
        self.bytes = bytes
    }

    /// The way walked: the street's name, "the steps (name)", "the steps" or "the path".
    func appendWay(name: String?, isSteps: Bool, bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        switch (name, isSteps) {
        case (let name?, false): out.append(contentsOf: name.utf8)
        case (nil, false): out.append(contentsOf: path.range(in: bytes))
        case (nil, true): out.append(contentsOf: steps.range(in: bytes))
        case (let name?, true):
            for piece in namedSteps {
                switch piece.kind {
                case .literal: out.append(contentsOf: piece.range(in: bytes))
                case .name: out.append(contentsOf: name.utf8)
                case .direction, .way, .distance: break  // `namedSteps` fills only its name
                }
            }
        }
    }
}
