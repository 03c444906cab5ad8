import Foundation
import Localization

extension RouteStep {
    /// The instruction in `language`: "Turn left onto Triq il-Merkanti, 120 m",
    /// "Tournez à gauche sur Triq il-Merkanti, 120 m". ``instruction`` holds the English one.
    public func instruction(in language: Language) -> String {
        language == .english ? instruction : Self.instruction(maneuver, name: name, isSteps: isSteps, meters: meters, in: language)
    }

    /// The instruction for a step, in `language` (``RouteText``).
    static func instruction(_ maneuver: Maneuver, name: String?, isSteps: Bool, meters: Double, in language: Language) -> String {
        let catalogue = RouteText.catalogue
        let way: String
        if isSteps {
            way = name.map { catalogue.text(.namedSteps, in: language, ["name": $0]) } ?? catalogue.text(.steps, in: language)
        } else {
            way = name ?? catalogue.text(.path, in: language)
        }
        let distance = spokenDistance(meters, in: language)
        switch maneuver {
        case .depart(let bearing):
            let direction = catalogue.text(compassWords[Int(((bearing + 22.5) / 45).rounded(.down)) & 7], in: language)
            return catalogue.text(.depart, in: language, ["direction": direction, "way": way, "distance": distance])
        case .turn(let turn):
            return catalogue.text(turnText(turn), in: language, ["way": way, "distance": distance])
        case .arrive:
            return catalogue.text(.arrive, in: language)
        }
    }

    /// A distance as people say it in `language`: "8 m", "120 m", "1.2 km" ("1,2 km").
    public static func spokenDistance(_ meters: Double, in language: Language) -> String {
        if meters >= 1000 { return language.decimal(DecimalFormat.oneDecimal(meters / 1000)) + " km" }
        return spokenDistance(meters)
    }

    private static let compassWords: [RouteText] = [.north, .northeast, .east, .southeast, .south, .southwest, .west, .northwest]

    private static func turnText(_ turn: TurnDirection) -> RouteText {
        switch turn {
        case .straight: .straight
        case .slightRight: .slightRight
        case .right: .right
        case .sharpRight: .sharpRight
        case .uTurn: .uTurn
        case .sharpLeft: .sharpLeft
        case .left: .left
        case .slightLeft: .slightLeft
        }
    }
}
