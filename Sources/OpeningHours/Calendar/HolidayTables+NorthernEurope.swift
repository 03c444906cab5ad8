import Foundation

extension HolidayTables {
    /// Poland.
    ///
    /// Source: opening_hours.js `src/holidays/pl.yaml` (ODbL-1.0), after the Ustawa o
    /// dniach wolnych od pracy (1951, as amended, Dz.U. 2025 poz. 296). Year ranges from
    /// that law (opening_hours.js has none): Epiphany since 2011, Christmas Eve since 2025.
    static let poland = HolidayTable(
        "PL",
        rules: [
            .fixed(1, 1, "Nowy Rok"),
            .fixed(1, 6, "Święto Trzech Króli").years(2011...),
            .easter(0, "pierwszy dzień Wielkiej Nocy"),
            .easter(1, "drugi dzień Wielkiej Nocy"),
            .fixed(5, 1, "Święto Państwowe"),
            .fixed(5, 3, "Święto Narodowe Trzeciego Maja"),
            .easter(49, "pierwszy dzień Zielonych Świątek"),
            .easter(60, "dzień Bożego Ciała"),
            .fixed(8, 15, "Wniebowzięcie Najświętszej Marii Panny"),
            .fixed(11, 1, "Wszystkich Świętych"),
            .fixed(11, 11, "Narodowe Święto Niepodległości"),
            .fixed(12, 24, "Wigilia Bożego Narodzenia").years(2025...),
            .fixed(12, 25, "pierwszy dzień Bożego Narodzenia"),
            .fixed(12, 26, "drugi dzień Bożego Narodzenia"),
        ]
    )

    /// Lithuania.
    ///
    /// Source: opening_hours.js `src/holidays/lt.yaml` (ODbL-1.0), after the Labour Code
    /// (Darbo kodeksas) art. 123; All Souls' Day (Vėlinės) only since 2020. Mother's and
    /// Father's Day (first Sunday of May and June) are left out, as in opening_hours.js.
    static let lithuania = HolidayTable(
        "LT",
        rules: [
            .fixed(1, 1, "Naujieji metai"),
            .fixed(2, 16, "Lietuvos valstybės atkūrimo diena"),
            .fixed(3, 11, "Lietuvos nepriklausomybės atkūrimo diena"),
            .easter(0, "Velykos"),
            .easter(1, "Velykų pirmadienis"),
            .fixed(5, 1, "Tarptautinė darbo diena"),
            .fixed(6, 24, "Joninės, Rasos"),
            .fixed(7, 6, "Valstybės diena"),
            .fixed(8, 15, "Žolinė"),
            .fixed(11, 1, "Visų šventųjų diena"),
            .fixed(11, 2, "Vėlinės").years(2020...),
            .fixed(12, 24, "Šv. Kūčios"),
            .fixed(12, 25, "Šv. Kalėdos"),
            .fixed(12, 26, "2. Kalėdų diena"),
        ]
    )

    /// Norway.
    ///
    /// Source: opening_hours.js `src/holidays/no.yaml` (ODbL-1.0), after
    /// https://en.wikipedia.org/wiki/Public_holidays_in_Norway (Lov om helligdager og
    /// helligdagsfred 1995, and the statutory 1 and 17 May).
    static let norway = HolidayTable(
        "NO",
        rules: [
            .fixed(1, 1, "Første nyttårsdag"),
            .easter(-3, "Skjærtorsdag"),
            .easter(-2, "Langfredag"),
            .easter(0, "Første påskedag"),
            .easter(1, "Andre påskedag"),
            .fixed(5, 1, "Arbeidernes dag"),
            .fixed(5, 17, "Grunnlovsdagen"),
            .easter(39, "Kristi himmelfartsdag"),
            .easter(49, "Første pinsedag"),
            .easter(50, "Andre pinsedag"),
            .fixed(12, 25, "Første juledag"),
            .fixed(12, 26, "Andre juledag"),
        ]
    )

    /// Sweden.
    ///
    /// Source: opening_hours.js `src/holidays/se.yaml` (ODbL-1.0) and Lag (1989:253) om
    /// allmänna helgdagar: Midsummer Day is the Saturday from 20 to 26 June, All Saints'
    /// Day the Saturday from 31 October to 6 November; National Day since 2005.
    static let sweden = HolidayTable(
        "SE",
        rules: [
            .fixed(1, 1, "nyårsdagen"),
            .fixed(1, 6, "trettondedag jul"),
            .easter(-2, "långfredagen"),
            .easter(0, "påskdagen"),
            .easter(1, "annandag påsk"),
            .fixed(5, 1, "första maj"),
            .easter(39, "Kristi himmelsfärdsdag"),
            .easter(49, "pingstdagen"),
            .fixed(6, 6, "nationaldagen").years(2005...),
            .first(.saturday, onOrAfter: 6, 20, "midsommardagen"),
            .first(.saturday, onOrAfter: 10, 31, "alla helgons dag"),
            .fixed(12, 25, "juldagen"),
            .fixed(12, 26, "annandag jul"),
        ]
    )

    /// Czechia.
    ///
    /// Source: opening_hours.js `src/holidays/cz.yaml` (ODbL-1.0) and zákon č. 245/2000 Sb.
    /// Good Friday is statutory only since 2016, but opening_hours.js (and so the
    /// reference suite) applies it to every year; kept for agreement with the reference.
    static let czechia = HolidayTable(
        "CZ",
        rules: [
            .fixed(1, 1, "Den obnovy samostatného českého státu"),
            .easter(-2, "Velký pátek"),
            .easter(1, "Velikonoční pondělí"),
            .fixed(5, 1, "Svátek práce"),
            .fixed(5, 8, "Den vítězství"),
            .fixed(7, 5, "Den slovanských věrozvěstů Cyrila a Metoděje"),
            .fixed(7, 6, "Den upálení mistra Jana Husa"),
            .fixed(9, 28, "Den české státnosti"),
            .fixed(10, 28, "Den vzniku samostatného československého státu"),
            .fixed(11, 17, "Den boje za svobodu a demokracii"),
            .fixed(12, 24, "Štědrý den"),
            .fixed(12, 25, "1. svátek vánoční"),
            .fixed(12, 26, "2. svátek vánoční"),
        ]
    )
}
