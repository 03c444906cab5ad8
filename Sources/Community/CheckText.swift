import Foundation
import Localization

/// What a contribution's fields must be, in every ``Language``: the `expected` part of a write's
/// error ("rating must be a whole number from 1 to 5").
public enum CheckText: String, CaseIterable, Sendable {
    case knownField, atLeastOneField, ratingRange, atLeastOneChange, changedOnce, newValue
    case textLength, noLinks, notRepetitive, notRepeated, openingHours, nonEmptyText, oneOf

    /// The table.
    public static let catalogue = Catalogue<CheckText>([
        .knownField: [.english: "one of the fields {names}", .spanish: "uno de los campos {names}",
                      .french: "l'un des champs {names}", .german: "eines der Felder {names}"],
        .atLeastOneField: [.english: "at least one known field", .spanish: "al menos un campo conocido",
                           .french: "au moins un champ connu", .german: "mindestens ein bekanntes Feld"],
        .ratingRange: [.english: "a whole number from 1 to 5", .spanish: "un número entero del 1 al 5",
                       .french: "un nombre entier de 1 à 5", .german: "eine ganze Zahl von 1 bis 5"],
        .atLeastOneChange: [.english: "at least one changed field", .spanish: "al menos un campo cambiado",
                            .french: "au moins un champ modifié", .german: "mindestens ein geändertes Feld"],
        .changedOnce: [.english: "each field changed once", .spanish: "cada campo cambiado una sola vez",
                       .french: "chaque champ modifié une seule fois", .german: "jedes Feld nur einmal geändert"],
        .newValue: [.english: "a new value, different from the old one", .spanish: "un valor nuevo, distinto del anterior",
                    .french: "une nouvelle valeur, différente de l'ancienne", .german: "ein neuer Wert, anders als der alte"],
        .textLength: [.english: "1 to {max} characters", .spanish: "de 1 a {max} caracteres",
                      .french: "de 1 à {max} caractères", .german: "1 bis {max} Zeichen"],
        .noLinks: [.english: "text without links", .spanish: "un texto sin enlaces", .french: "un texte sans liens",
                   .german: "ein Text ohne Links"],
        .notRepetitive: [.english: "text that is not repeated characters or words",
                         .spanish: "un texto que no sea caracteres o palabras repetidos",
                         .french: "un texte qui ne soit pas des caractères ou des mots répétés",
                         .german: "ein Text, der nicht aus wiederholten Zeichen oder Wörtern besteht"],
        .notRepeated: [.english: "new text: the same device sent this text already",
                       .spanish: "un texto nuevo: este dispositivo ya envió este texto",
                       .french: "un texte nouveau : cet appareil a déjà envoyé ce texte",
                       .german: "ein neuer Text: dieses Gerät hat diesen Text schon gesendet"],
        .openingHours: [.english: "an OpenStreetMap opening_hours value, such as Mo-Fr 08:00-18:00",
                        .spanish: "un valor opening_hours de OpenStreetMap, como Mo-Fr 08:00-18:00",
                        .french: "une valeur opening_hours d'OpenStreetMap, comme Mo-Fr 08:00-18:00",
                        .german: "ein opening_hours-Wert von OpenStreetMap, etwa Mo-Fr 08:00-18:00"],
        .nonEmptyText: [.english: "a non-empty text", .spanish: "un texto no vacío", .french: "un texte non vide",
                        .german: "ein nicht leerer Text"],
        .oneOf: [.english: "one of {values}", .spanish: "uno de {values}", .french: "l'une des valeurs {values}",
                 .german: "einer der Werte {values}"],
    ])

    /// This text in every language, with `values` filled in.
    func localized(_ values: [String: String] = [:]) -> LocalizedText {
        LocalizedText { Self.catalogue.text(self, in: $0, values: values) }
    }
}
