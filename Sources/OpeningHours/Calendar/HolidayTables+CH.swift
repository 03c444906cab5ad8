import Foundation

extension HolidayTables {
    /// Switzerland, federal and cantonal holidays.
    ///
    /// Source: opening_hours.js `src/holidays/ch.yaml` (ODbL-1.0). Cantons are matched by
    /// the German names opening_hours.js uses ("Sankt Gallen", "Tessin", "Waadt", …) and
    /// their ISO 3166-2:CH codes (CH-SG, CH-TI, CH-VD, …).
    static let switzerland = HolidayTable(
        "CH",
        rules: [
            .fixed(1, 1, "Neujahrstag/Nouvel an/Capo d'anno"),
            HolidayRule.fixed(1, 2, "Berchtoldstag/2 janvier").only(codes: "ZH BE LU OW NW GL ZG FR SO SH GR AG TG VD NE GE JU SG VS"),
            HolidayRule.fixed(1, 6, "Heilige Drei Könige/Epifania").only(codes: "UR SZ GR TI"),
            HolidayRule.fixed(3, 1, "Instauration de la République").only(codes: "NE"),
            HolidayRule.fixed(3, 19, "Josefstag/Saint-Joseph/San Giuseppe").only(codes: "LU UR SZ NW ZG GR TI VS"),
            HolidayRule.easter(-2, "Karfreitag/Vendredi saint")
                .only(codes: "ZH BE LU UR SZ OW NW GL ZG FR SO BS BL SH AR AI SG GR AG TG VD NE GE JU"),
            .easter(1, "Ostermontag/Lundi de Pâques/Lunedi di Pasqua"),
            HolidayRule.fixed(5, 1, "Tag der Arbeit/Festa dei lavoratori").only(codes: "ZH FR SO BS BL SH AG TG TI NE JU"),
            .easter(39, "Auffahrt/Ascension/Ascensione"),
            .easter(50, "Pfingstmontag/Lundi de Pentecôte/Lunedi di Pentecoste"),
            HolidayRule.easter(60, "Fronleichnam/Fête-Dieu/Corpus domini")
                .only(codes: "LU UR SZ OW NW ZG FR SO BL AI GR AG TI VS NE JU"),
            HolidayRule.fixed(6, 23, "Commémoration du plébiscite jurassien").only(codes: "JU"),
            HolidayRule.fixed(6, 29, "San Pietro e Paolo").only(codes: "TI"),
            .fixed(8, 1, "Bundesfeiertag/Jour de la fête nationale/Giorno festivo federale"),
            HolidayRule.fixed(8, 15, "Mariä Himmelfahrt/Assomption/Assunzione")
                .only(codes: "LU UR SZ OW NW ZG FR SO BL AI GR AG TI VS JU"),
            HolidayRule.fixed(9, 22, "Mauritiustag").only(codes: "AI"),
            HolidayRule.fixed(9, 25, "Bruderklausenfest").only(codes: "OW"),
            HolidayRule.fixed(11, 1, "Allerheiligen/Toussaint/Ognissanti")
                .only(codes: "LU UR SZ OW NW GL ZG FR SO AI SG GR AG TI VS JU"),
            HolidayRule.fixed(12, 8, "Mariä Empfängnis/Immaculée Conception/Ognissanti")
                .only(codes: "LU UR SZ OW NW ZG FR SO AI GR AG TI VS"),
            .fixed(12, 25, "Weihnachtstag/Noël/Natale"),
            HolidayRule.fixed(12, 26, "Stephanstag/Saint-Etienne/Santo Stefano")
                .only(codes: "ZH BE LU UR SZ OW NW GL ZG FR SO BS BL SH AR AI SG GR AG TG TI VS"),
            HolidayRule.fixed(12, 31, "Restauration de la République").only(codes: "GE"),
        ],
        regions: [
            ("ZH", ["Zürich"]), ("BE", ["Bern", "Berne"]), ("LU", ["Luzern"]), ("UR", ["Uri"]),
            ("SZ", ["Schwyz"]), ("OW", ["Obwalden"]), ("NW", ["Nidwalden"]), ("GL", ["Glarus"]),
            ("ZG", ["Zug"]), ("FR", ["Freiburg", "Fribourg"]), ("SO", ["Solothurn"]),
            ("BS", ["Basel-Stadt"]), ("BL", ["Basel-Landschaft"]), ("SH", ["Schaffhausen"]),
            ("AR", ["Appenzell Ausserrhoden"]), ("AI", ["Appenzell Innerrhoden"]),
            ("SG", ["Sankt Gallen", "St. Gallen"]), ("GR", ["Graubünden", "Grischun", "Grigioni"]),
            ("AG", ["Aargau"]), ("TG", ["Thurgau"]), ("TI", ["Tessin", "Ticino"]),
            ("VD", ["Waadt", "Vaud"]), ("VS", ["Wallis", "Valais"]), ("NE", ["Neuenburg", "Neuchâtel"]),
            ("GE", ["Genf", "Genève"]), ("JU", ["Jura"]),
        ].map { HolidayRegion($0.0, names: $0.1) }
    )
}
