import Foundation
import Localization

/// The words of the finder's sentences in every ``Language``: the explanation of a hit
/// (``FinderExplanation``), the community's "confirmed open" and why a ranking fell back to
/// straight lines.
public enum FinderText: String, CaseIterable, Sendable {
    case walkMinutes, straightLine
    case hoursUnknown, open247, openUntil, openUntilTomorrow, openUntilWeekday, openUntilDate
    case stepFree, genderNeutral, free, paid, changingTable
    case confirmedToday, confirmedYesterday, confirmedDaysAgo, confirmedWeeksAgo
    case noPathsNearby, noGraph

    /// The table.
    public static let catalogue = Catalogue<FinderText>([
        .walkMinutes: [.english: "{minutes} min walk", .spanish: "{minutes} min a pie",
                       .french: "{minutes} min à pied", .german: "{minutes} Min. zu Fuß"],
        .straightLine: [.english: "{distance} away in a straight line", .spanish: "a {distance} en línea recta",
                        .french: "à {distance} à vol d'oiseau", .german: "{distance} Luftlinie"],
        .hoursUnknown: [.english: "hours unknown", .spanish: "horario desconocido",
                        .french: "horaires inconnus", .german: "Öffnungszeiten unbekannt"],
        .open247: [.english: "open 24/7", .spanish: "abierto las 24 horas",
                   .french: "ouvert 24 h/24", .german: "rund um die Uhr geöffnet"],
        .openUntil: [.english: "open until {time}", .spanish: "abierto hasta las {time}",
                     .french: "ouvert jusqu'à {time}", .german: "geöffnet bis {time}"],
        .openUntilTomorrow: [.english: "open until tomorrow {time}", .spanish: "abierto hasta mañana a las {time}",
                             .french: "ouvert jusqu'à demain {time}", .german: "geöffnet bis morgen {time}"],
        .openUntilWeekday: [.english: "open until {weekday} {time}", .spanish: "abierto hasta el {weekday} a las {time}",
                            .french: "ouvert jusqu'à {weekday} {time}", .german: "geöffnet bis {weekday} {time}"],
        .openUntilDate: [.english: "open until {date}", .spanish: "abierto hasta el {date}",
                         .french: "ouvert jusqu'au {date}", .german: "geöffnet bis {date}"],
        .stepFree: [.english: "step-free", .spanish: "sin escalones", .french: "sans marche", .german: "stufenlos"],
        .genderNeutral: [.english: "gender-neutral", .spanish: "para todos los géneros", .french: "non genré", .german: "geschlechtsneutral"],
        .free: [.english: "free", .spanish: "gratis", .french: "gratuit", .german: "kostenlos"],
        .paid: [.english: "paid", .spanish: "de pago", .french: "payant", .german: "kostenpflichtig"],
        .changingTable: [.english: "changing table", .spanish: "cambiador", .french: "table à langer", .german: "Wickeltisch"],
        .confirmedToday: [.english: "confirmed open today", .spanish: "confirmado abierto hoy",
                          .french: "ouverture confirmée aujourd'hui", .german: "heute als geöffnet bestätigt"],
        .confirmedYesterday: [.english: "confirmed open yesterday", .spanish: "confirmado abierto ayer",
                              .french: "ouverture confirmée hier", .german: "gestern als geöffnet bestätigt"],
        .confirmedDaysAgo: [.english: "confirmed open {days} days ago", .spanish: "confirmado abierto hace {days} días",
                            .french: "ouverture confirmée il y a {days} jours", .german: "vor {days} Tagen als geöffnet bestätigt"],
        .confirmedWeeksAgo: [.english: "confirmed open {weeks} weeks ago", .spanish: "confirmado abierto hace {weeks} semanas",
                             .french: "ouverture confirmée il y a {weeks} semaines", .german: "vor {weeks} Wochen als geöffnet bestätigt"],
        .noPathsNearby: [.english: "no walking paths near you; straight-line distance",
                         .spanish: "no hay caminos peatonales cerca; distancia en línea recta",
                         .french: "aucun chemin piéton près de vous ; distance à vol d'oiseau",
                         .german: "keine Fußwege in Ihrer Nähe; Luftlinie"],
        .noGraph: [.english: "no walking graph for this area; straight-line distance",
                   .spanish: "no hay red peatonal para esta zona; distancia en línea recta",
                   .french: "pas de réseau piéton pour cette zone ; distance à vol d'oiseau",
                   .german: "kein Fußwegenetz für dieses Gebiet; Luftlinie"],
    ])
}
