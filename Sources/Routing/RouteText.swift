import Foundation
import Localization

/// The words of walking instructions, in every ``Language`` (see ``RouteStep/instruction(in:)``).
///
/// German instructions name the way without an article ("Links abbiegen auf Fußweg"), as
/// navigation apps do, so one text fits both "auf" of a turn and of a departure.
public enum RouteText: String, CaseIterable, Sendable {
    case depart, arrive
    case straight, slightRight, right, sharpRight, uTurn, sharpLeft, left, slightLeft
    case north, northeast, east, southeast, south, southwest, west, northwest
    case path, steps, namedSteps

    /// The table.
    public static let catalogue = Catalogue<RouteText>([
        .depart: [.english: "Head {direction} on {way}, {distance}", .spanish: "Diríjase {direction} por {way}, {distance}",
                  .french: "Partez {direction} sur {way}, {distance}", .german: "Richtung {direction} auf {way}, {distance}"],
        .arrive: [.english: "Arrive at the destination", .spanish: "Llegada al destino",
                  .french: "Arrivée à destination", .german: "Ziel erreicht"],
        .straight: [.english: "Continue onto {way}, {distance}", .spanish: "Continúe por {way}, {distance}",
                    .french: "Continuez sur {way}, {distance}", .german: "Weiter auf {way}, {distance}"],
        .slightRight: [.english: "Bear right onto {way}, {distance}", .spanish: "Manténgase a la derecha por {way}, {distance}",
                       .french: "Serrez à droite sur {way}, {distance}", .german: "Leicht rechts auf {way}, {distance}"],
        .right: [.english: "Turn right onto {way}, {distance}", .spanish: "Gire a la derecha por {way}, {distance}",
                 .french: "Tournez à droite sur {way}, {distance}", .german: "Rechts abbiegen auf {way}, {distance}"],
        .sharpRight: [.english: "Turn sharp right onto {way}, {distance}", .spanish: "Gire bruscamente a la derecha por {way}, {distance}",
                      .french: "Tournez franchement à droite sur {way}, {distance}", .german: "Scharf rechts abbiegen auf {way}, {distance}"],
        .uTurn: [.english: "Turn around onto {way}, {distance}", .spanish: "Dé la vuelta por {way}, {distance}",
                 .french: "Faites demi-tour sur {way}, {distance}", .german: "Wenden auf {way}, {distance}"],
        .sharpLeft: [.english: "Turn sharp left onto {way}, {distance}", .spanish: "Gire bruscamente a la izquierda por {way}, {distance}",
                     .french: "Tournez franchement à gauche sur {way}, {distance}", .german: "Scharf links abbiegen auf {way}, {distance}"],
        .left: [.english: "Turn left onto {way}, {distance}", .spanish: "Gire a la izquierda por {way}, {distance}",
                .french: "Tournez à gauche sur {way}, {distance}", .german: "Links abbiegen auf {way}, {distance}"],
        .slightLeft: [.english: "Bear left onto {way}, {distance}", .spanish: "Manténgase a la izquierda por {way}, {distance}",
                      .french: "Serrez à gauche sur {way}, {distance}", .german: "Leicht links auf {way}, {distance}"],
        .north: [.english: "north", .spanish: "hacia el norte", .french: "vers le nord", .german: "Norden"],
        .northeast: [.english: "northeast", .spanish: "hacia el noreste", .french: "vers le nord-est", .german: "Nordosten"],
        .east: [.english: "east", .spanish: "hacia el este", .french: "vers l'est", .german: "Osten"],
        .southeast: [.english: "southeast", .spanish: "hacia el sureste", .french: "vers le sud-est", .german: "Südosten"],
        .south: [.english: "south", .spanish: "hacia el sur", .french: "vers le sud", .german: "Süden"],
        .southwest: [.english: "southwest", .spanish: "hacia el suroeste", .french: "vers le sud-ouest", .german: "Südwesten"],
        .west: [.english: "west", .spanish: "hacia el oeste", .french: "vers l'ouest", .german: "Westen"],
        .northwest: [.english: "northwest", .spanish: "hacia el noroeste", .french: "vers le nord-ouest", .german: "Nordwesten"],
        .path: [.english: "the path", .spanish: "el camino", .french: "le chemin", .german: "Fußweg"],
        .steps: [.english: "the steps", .spanish: "las escaleras", .french: "l'escalier", .german: "Treppe"],
        .namedSteps: [.english: "the steps ({name})", .spanish: "las escaleras ({name})",
                      .french: "l'escalier ({name})", .german: "Treppe ({name})"],
    ])
}
