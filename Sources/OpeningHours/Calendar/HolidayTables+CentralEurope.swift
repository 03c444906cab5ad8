import Foundation

extension HolidayTables {
    /// Austria. Source: opening_hours.js `src/holidays/at.yaml` (ODbL-1.0), Feiertagsruhegesetz 1957.
    static let austria = HolidayTable(
        "AT",
        rules: [
            .fixed(1, 1, "Neujahr"),
            .fixed(1, 6, "Heilige Drei Könige"),
            .easter(1, "Ostermontag"),
            .fixed(5, 1, "Staatsfeiertag"),
            .easter(39, "Christi Himmelfahrt"),
            .easter(50, "Pfingstmontag"),
            .easter(60, "Fronleichnam"),
            .fixed(8, 15, "Mariä Himmelfahrt"),
            .fixed(10, 26, "Nationalfeiertag"),
            .fixed(11, 1, "Allerheiligen"),
            .fixed(12, 8, "Mariä Empfängnis"),
            .fixed(12, 25, "Christtag"),
            .fixed(12, 26, "Stefanitag"),
        ]
    )

    /// Belgium. Source: opening_hours.js `src/holidays/be.yaml` (ODbL-1.0).
    static let belgium = HolidayTable(
        "BE",
        rules: [
            .fixed(1, 1, "Nieuwjaar - Nouvel An"),
            .easter(1, "Paasmaandag - Lundi de Pâques"),
            .fixed(5, 1, "Dag van de Arbeid - Fête du travail"),
            .easter(39, "Hemelvaartsdag - Ascension"),
            .easter(50, "Pinkstermaandag - Lundi de Pentecôte"),
            .fixed(7, 21, "Nationale feestdag - Fête nationale"),
            .fixed(8, 15, "Tenhemelopneming - Assomption"),
            .fixed(11, 1, "Allerheiligen - Toussaint"),
            .fixed(11, 11, "Wapenstilstand - Armistice"),
            .fixed(12, 25, "Kerstmis - Noël"),
        ]
    )

    /// The Netherlands.
    ///
    /// Source: opening_hours.js `src/holidays/nl.yaml` (ODbL-1.0), after
    /// https://nl.wikipedia.org/wiki/Feestdagen_in_Nederland. Koningsdag on a Sunday is
    /// held on the Saturday before (Wet van 2013 over de viering van Koningsdag), as
    /// opening_hours.js does from 3.15.
    static let netherlands = HolidayTable(
        "NL",
        rules: [
            .fixed(1, 1, "Nieuwjaarsdag"),
            .easter(-2, "Goede vrijdag"),
            .easter(1, "Tweede Paasdag"),
            .fixed(4, 27, "Koningsdag").shift(WeekdayMove(offsets: [7: -1])),
            .fixed(5, 5, "Bevrijdingsdag"),
            .easter(39, "Hemelvaartsdag"),
            .easter(50, "Tweede Pinksterdag"),
            .fixed(12, 25, "Eerste Kerstdag"),
            .fixed(12, 26, "Tweede Kerstdag"),
        ]
    )

    /// Denmark. Source: opening_hours.js `src/holidays/dk.yaml` (ODbL-1.0); Store
    /// Bededag is no longer a holiday (abolished from 2024) and not listed there either.
    static let denmark = HolidayTable(
        "DK",
        rules: [
            .fixed(1, 1, "Nytårsdag"),
            .easter(-3, "Skærtorsdag"),
            .easter(-2, "Langfredag"),
            .easter(0, "Påskedag"),
            .easter(1, "Anden påskedag"),
            .easter(39, "Kristi Himmelfartsdag"),
            .easter(49, "Pinsedag"),
            .easter(50, "Anden Pinsedag"),
            .fixed(6, 5, "Grundlovsdag"),
            .fixed(12, 24, "Juleaftensdag"),
            .fixed(12, 25, "Juledag"),
            .fixed(12, 26, "Anden Juledag"),
        ]
    )

    /// Estonia. Source: opening_hours.js `src/holidays/ee.yaml` (ODbL-1.0).
    static let estonia = HolidayTable(
        "EE",
        rules: [
            .fixed(1, 1, "uusaasta"),
            .fixed(2, 24, "iseseisvuspäev"),
            .easter(-2, "suur reede"),
            .easter(0, "lihavõtted"),
            .fixed(5, 1, "kevadpüha"),
            .easter(49, "nelipühade 1. püha"),
            .fixed(6, 23, "võidupüha"),
            .fixed(6, 24, "jaanipäev"),
            .fixed(8, 20, "taasiseseisvumispäev"),
            .fixed(12, 24, "jõululaupäev"),
            .fixed(12, 25, "esimene jõulupüha"),
            .fixed(12, 26, "teine jõulupüha"),
        ]
    )
}
