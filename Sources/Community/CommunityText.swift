import Foundation
import Localization

/// The community's phrases in every ``Language``: why a toilet is left out, how fresh a value is.
public enum CommunityText: String, CaseIterable, Sendable {
    case closedForNow, closedForGood, gone
    case neverConfirmed, confirmedByOne, confirmedByMany, confirmedOpen, notConfirmedYet
    case today, yesterday, daysAgo, aWeekAgo, weeksAgo, aMonthAgo, monthsAgo, overAYearAgo

    /// The table.
    public static let catalogue = Catalogue<CommunityText>([
        .closedForNow: [.english: "reported closed by {devices} people in the last day",
                        .spanish: "{devices} personas lo han dado por cerrado en el último día",
                        .french: "signalé fermé par {devices} personnes dans la dernière journée",
                        .german: "von {devices} Personen am letzten Tag als geschlossen gemeldet"],
        .closedForGood: [.english: "reported closed for good", .spanish: "dado por cerrado definitivamente",
                         .french: "signalé fermé définitivement", .german: "als dauerhaft geschlossen gemeldet"],
        .gone: [.english: "reported gone", .spanish: "dado por desaparecido", .french: "signalé disparu", .german: "als verschwunden gemeldet"],
        .neverConfirmed: [.english: "never confirmed", .spanish: "nunca confirmado", .french: "jamais confirmé", .german: "nie bestätigt"],
        .confirmedByOne: [.english: "confirmed {ago} by 1 person", .spanish: "confirmado {ago} por 1 persona",
                          .french: "confirmé {ago} par 1 personne", .german: "{ago} von 1 Person bestätigt"],
        .confirmedByMany: [.english: "confirmed {ago} by {devices} people", .spanish: "confirmado {ago} por {devices} personas",
                           .french: "confirmé {ago} par {devices} personnes", .german: "{ago} von {devices} Personen bestätigt"],
        .confirmedOpen: [.english: "confirmed open {ago}", .spanish: "confirmado abierto {ago}",
                         .french: "ouverture confirmée {ago}", .german: "{ago} als geöffnet bestätigt"],
        .notConfirmedYet: [.english: "not confirmed yet", .spanish: "aún sin confirmar", .french: "pas encore confirmé", .german: "noch nicht bestätigt"],
        .today: [.english: "today", .spanish: "hoy", .french: "aujourd'hui", .german: "heute"],
        .yesterday: [.english: "yesterday", .spanish: "ayer", .french: "hier", .german: "gestern"],
        .daysAgo: [.english: "{days} days ago", .spanish: "hace {days} días", .french: "il y a {days} jours", .german: "vor {days} Tagen"],
        .aWeekAgo: [.english: "a week ago", .spanish: "hace una semana", .french: "il y a une semaine", .german: "vor einer Woche"],
        .weeksAgo: [.english: "{weeks} weeks ago", .spanish: "hace {weeks} semanas", .french: "il y a {weeks} semaines", .german: "vor {weeks} Wochen"],
        .aMonthAgo: [.english: "a month ago", .spanish: "hace un mes", .french: "il y a un mois", .german: "vor einem Monat"],
        .monthsAgo: [.english: "{months} months ago", .spanish: "hace {months} meses", .french: "il y a {months} mois", .german: "vor {months} Monaten"],
        .overAYearAgo: [.english: "over a year ago", .spanish: "hace más de un año", .french: "il y a plus d'un an", .german: "vor über einem Jahr"],
    ])
}
