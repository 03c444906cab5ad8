import Foundation
import Localization

/// The texts of an opening-hours summary in every ``Language`` (see ``OpeningSchedule/summary(at:in:language:)``).
public enum HoursText: String, CaseIterable, Sendable {
    case hoursUnknown, hoursUnknownComment, open247, closesInMinutes
    case openUntil, openUntilTomorrow, openUntilWeekday, openUntilDate
    case closed, opensInMinutes, opensAt, opensTomorrowAt, opensWeekdayAt, opensOnDateAt

    /// The table.
    public static let catalogue = Catalogue<HoursText>([
        .hoursUnknown: [.english: "Hours unknown", .spanish: "Horario desconocido",
                        .french: "Horaires inconnus", .german: "Öffnungszeiten unbekannt"],
        .hoursUnknownComment: [.english: "Hours unknown: {comment}", .spanish: "Horario desconocido: {comment}",
                               .french: "Horaires inconnus : {comment}", .german: "Öffnungszeiten unbekannt: {comment}"],
        .open247: [.english: "Open 24/7", .spanish: "Abierto las 24 horas",
                   .french: "Ouvert 24 h/24", .german: "Rund um die Uhr geöffnet"],
        .closesInMinutes: [.english: "Closes in {minutes} min", .spanish: "Cierra en {minutes} min",
                           .french: "Ferme dans {minutes} min", .german: "Schließt in {minutes} Min."],
        .openUntil: [.english: "Open until {time}", .spanish: "Abierto hasta las {time}",
                     .french: "Ouvert jusqu'à {time}", .german: "Geöffnet bis {time}"],
        .openUntilTomorrow: [.english: "Open until tomorrow {time}", .spanish: "Abierto hasta mañana a las {time}",
                             .french: "Ouvert jusqu'à demain {time}", .german: "Geöffnet bis morgen {time}"],
        .openUntilWeekday: [.english: "Open until {weekday} {time}", .spanish: "Abierto hasta el {weekday} a las {time}",
                            .french: "Ouvert jusqu'à {weekday} {time}", .german: "Geöffnet bis {weekday} {time}"],
        .openUntilDate: [.english: "Open until {date} {time}", .spanish: "Abierto hasta el {date} a las {time}",
                         .french: "Ouvert jusqu'au {date} {time}", .german: "Geöffnet bis {date} {time}"],
        .closed: [.english: "Closed", .spanish: "Cerrado", .french: "Fermé", .german: "Geschlossen"],
        .opensInMinutes: [.english: "Opens in {minutes} min", .spanish: "Abre en {minutes} min",
                          .french: "Ouvre dans {minutes} min", .german: "Öffnet in {minutes} Min."],
        .opensAt: [.english: "Opens at {time}", .spanish: "Abre a las {time}", .french: "Ouvre à {time}", .german: "Öffnet um {time}"],
        .opensTomorrowAt: [.english: "Opens tomorrow at {time}", .spanish: "Abre mañana a las {time}",
                           .french: "Ouvre demain à {time}", .german: "Öffnet morgen um {time}"],
        .opensWeekdayAt: [.english: "Opens {weekday} at {time}", .spanish: "Abre el {weekday} a las {time}",
                          .french: "Ouvre {weekday} à {time}", .german: "Öffnet {weekday} um {time}"],
        .opensOnDateAt: [.english: "Opens on {date} at {time}", .spanish: "Abre el {date} a las {time}",
                         .french: "Ouvre le {date} à {time}", .german: "Öffnet am {date} um {time}"],
    ])
}
