import Foundation
import Localization

/// The words of the best pick's sentence (``BestPickExplanation``) in every ``Language``.
public enum BestPickText: String, CaseIterable, Sendable {
    case nearest, nearestBecause, further, furtherBut, and
    case ratedClean, ratedCleanOne, nearestRatedLow, reliable, nearestDoubted, knownOpen, notReportedClosed, meetsNeeds

    /// The table.
    public static let catalogue = Catalogue<BestPickText>([
        .nearest: [.english: "The nearest, {minutes} min away", .spanish: "El más cercano, a {minutes} min",
                   .french: "Le plus proche, à {minutes} min", .german: "Die nächste, {minutes} Min. entfernt"],
        .nearestBecause: [.english: "The nearest, {minutes} min away, and {reasons}", .spanish: "El más cercano, a {minutes} min, y {reasons}",
                          .french: "Le plus proche, à {minutes} min, et {reasons}", .german: "Die nächste, {minutes} Min. entfernt, und {reasons}"],
        .further: [.english: "{minutes} min further than the nearest", .spanish: "{minutes} min más lejos que el más cercano",
                   .french: "{minutes} min de plus que le plus proche", .german: "{minutes} Min. weiter als die nächste"],
        .furtherBut: [.english: "{minutes} min further than the nearest, but {reasons}",
                      .spanish: "{minutes} min más lejos que el más cercano, pero {reasons}",
                      .french: "{minutes} min de plus que le plus proche, mais {reasons}",
                      .german: "{minutes} Min. weiter als die nächste, aber {reasons}"],
        .and: [.english: "{first} and {second}", .spanish: "{first} y {second}", .french: "{first} et {second}", .german: "{first} und {second}"],
        .ratedClean: [.english: "rated {rating} for cleanliness by {count} people",
                      .spanish: "con una limpieza valorada en {rating} por {count} personas",
                      .french: "noté {rating} pour la propreté par {count} personnes",
                      .german: "von {count} Personen mit {rating} für Sauberkeit bewertet"],
        .ratedCleanOne: [.english: "rated {rating} for cleanliness by 1 person", .spanish: "con una limpieza valorada en {rating} por 1 persona",
                         .french: "noté {rating} pour la propreté par 1 personne", .german: "von 1 Person mit {rating} für Sauberkeit bewertet"],
        .nearestRatedLow: [.english: "the nearest is rated {rating} for cleanliness", .spanish: "la limpieza del más cercano tiene un {rating}",
                           .french: "le plus proche est noté {rating} pour la propreté", .german: "die nächste hat {rating} für Sauberkeit"],
        .reliable: [.english: "reliable by community reports", .spanish: "fiable según la comunidad",
                    .french: "fiable selon la communauté", .german: "laut Community zuverlässig"],
        .nearestDoubted: [.english: "the community doubts the nearest", .spanish: "la comunidad duda del más cercano",
                          .french: "la communauté doute du plus proche", .german: "die Community zweifelt an der nächsten"],
        .knownOpen: [.english: "known to be open when you arrive", .spanish: "seguro que está abierto cuando llegues",
                     .french: "ouvert à coup sûr à votre arrivée", .german: "bei Ankunft sicher geöffnet"],
        .notReportedClosed: [.english: "not reported closed lately", .spanish: "sin avisos recientes de cierre",
                             .french: "pas signalé fermé récemment", .german: "zuletzt nicht als geschlossen gemeldet"],
        .meetsNeeds: [.english: "known to meet your needs", .spanish: "seguro que cumple lo que necesitas",
                      .french: "répond à coup sûr à vos besoins", .german: "erfüllt sicher Ihre Bedürfnisse"],
    ])
}
