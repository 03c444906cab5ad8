import Foundation

extension HolidayTables {
    /// France, with the extra days of Alsace-Moselle and the overseas regions.
    ///
    /// Source: opening_hours.js `src/holidays/fr.yaml` (ODbL-1.0), after
    /// https://fr.wikipedia.org/wiki/Fêtes_et_jours_fériés_en_France and Code du travail
    /// art. L3133-1 and L3134-13. Regions are matched by the names opening_hours.js uses
    /// (départements for Alsace-Moselle, overseas collectivities by name) and by their
    /// ISO 3166-2:FR codes (FR-57, FR-971, FR-PF …).
    static let france = HolidayTable(
        "FR",
        rules: [
            .fixed(1, 1, "Jour de l’an"),
            .easter(-2, "Vendredi saint").only("57", "67", "68", "971", "972", "PF"),
            .easter(1, "Lundi de Pâques"),
            .fixed(4, 27, "Abolition de l’esclavage (Mayotte)").only("976"),
            .fixed(4, 28, "Saint-Pierre-Chanel").only("WF"),
            .fixed(5, 1, "Fête du Travail"),
            .fixed(5, 8, "Fête de la Victoire"),
            .fixed(5, 22, "Abolition de l’esclavage (Martinique)").only("972"),
            .fixed(5, 27, "Abolition de l’esclavage (Guadeloupe)").only("971"),
            .fixed(5, 28, "Abolition de l’esclavage (Saint-Martin)").only("MF"),
            .easter(39, "Jeudi de l’Ascension"),
            .easter(50, "Lundi de Pentecôte"),
            .fixed(6, 10, "Abolition de l’esclavage (Guyane)").only("973"),
            .fixed(6, 29, "Fête de l’autonomie").only("PF"),
            .fixed(7, 14, "Fête nationale"),
            .fixed(7, 21, "Fête Victor Schoelcher").only("971", "972"),
            .fixed(7, 29, "Fête du Territoire").only("WF"),
            .fixed(8, 15, "Assomption"),
            .fixed(9, 24, "Fête de la citoyenneté").only("NC"),
            .fixed(10, 9, "Abolition de l’esclavage (Saint-Barthélemy)").only("BL"),
            .fixed(11, 1, "Toussaint"),
            .fixed(11, 11, "Armistice"),
            .fixed(12, 20, "Abolition de l’esclavage (Réunion)").only("974"),
            .fixed(12, 25, "Noël"),
            .fixed(12, 26, "Saint-Étienne").only("57", "67", "68"),
        ],
        regions: [
            HolidayRegion("57", "Moselle"),
            HolidayRegion("67", "Bas-Rhin"),
            HolidayRegion("68", "Haut-Rhin"),
            HolidayRegion("971", "Guadeloupe"),
            HolidayRegion("972", "Martinique"),
            HolidayRegion("973", "Guyane", "Guyane française"),
            HolidayRegion("974", "Réunion", "La Réunion"),
            HolidayRegion("976", "Mayotte"),
            HolidayRegion("BL", "Saint-Barthélemy"),
            HolidayRegion("MF", "Saint-Martin (France)", "Saint-Martin"),
            HolidayRegion("NC", "Nouvelle-Calédonie"),
            HolidayRegion("PF", "Polynésie française"),
            HolidayRegion("WF", "Wallis-et-Futuna"),
        ]
    )

    /// Monaco.
    ///
    /// Source: opening_hours.js `src/holidays/mc.yaml` (ODbL-1.0). Substitute days from
    /// Loi n° 798 of 18 February 1966, art. 2: a holiday falling on a Sunday is also
    /// observed on the following Monday (as opening_hours.js does since 3.14.0).
    static let monaco = HolidayTable(
        "MC",
        rules: [
            .fixed(1, 1, "Nouvel An").substitute(.sundayToMonday),
            .fixed(1, 27, "Sainte Dévote").substitute(.sundayToMonday),
            .easter(1, "Lundi de Pâques"),
            .fixed(5, 1, "1er mai").substitute(.sundayToMonday),
            .easter(39, "Ascension"),
            .easter(50, "Lundi de Pentecôte"),
            .easter(60, "la Fête-Dieu"),
            .fixed(8, 15, "Assomption").substitute(.sundayToMonday),
            .fixed(11, 1, "Toussaint").substitute(.sundayToMonday),
            .fixed(11, 19, "La Fête du Prince").substitute(.sundayToMonday),
            .fixed(12, 8, "Immaculée Conception").substitute(.sundayToMonday),
            .fixed(12, 25, "Noël").substitute(.sundayToMonday),
        ]
    )
}
