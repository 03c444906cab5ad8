import Foundation

extension HolidayTables {
    /// Germany, all 16 states.
    ///
    /// Source: opening_hours.js `src/holidays/de.yaml` (ODbL-1.0), itself after
    /// https://de.wikipedia.org/wiki/Gesetzliche_Feiertage_in_Deutschland. Year ranges,
    /// which opening_hours.js does not carry, follow the state holiday laws:
    /// Frauentag in Berlin since 2019 (GVBl. 2019 S. 22) and Mecklenburg-Vorpommern
    /// since 2023; Weltkindertag in Thüringen since 2019; Reformationstag in Bremen,
    /// Hamburg, Niedersachsen and Schleswig-Holstein since 2018, and nationwide once
    /// in 2017 (500th anniversary); Tag der Befreiung in Berlin in 2020 and 2025 only.
    static let germany = HolidayTable(
        "DE",
        rules: [
            .fixed(1, 1, "Neujahr"),
            .fixed(1, 6, "Heilige Drei Könige").only("BW", "BY", "ST"),
            .fixed(3, 8, "Frauentag").only("BE").years(2019...),
            .fixed(3, 8, "Frauentag").only("MV").years(2023...),
            .fixed(5, 1, "Tag der Arbeit"),
            .fixed(5, 8, "Tag der Befreiung").only("BE").years(2020...2020),
            .fixed(5, 8, "Tag der Befreiung").only("BE").years(2025...2025),
            .easter(-2, "Karfreitag"),
            .easter(0, "Ostersonntag").only("BB"),
            .easter(1, "Ostermontag"),
            .easter(39, "Christi Himmelfahrt"),
            .easter(49, "Pfingstsonntag").only("BB"),
            .easter(50, "Pfingstmontag"),
            .easter(60, "Fronleichnam").only("BW", "BY", "HE", "NW", "RP", "SL"),
            .fixed(8, 15, "Mariä Himmelfahrt").only("SL"),
            .fixed(9, 20, "Weltkindertag").only("TH").years(2019...),
            .fixed(10, 3, "Tag der Deutschen Einheit").years(1990...),
            .fixed(10, 31, "Reformationstag").only("BB", "MV", "SN", "ST", "TH"),
            .fixed(10, 31, "Reformationstag").only("HB", "HH", "NI", "SH").years(2018...),
            .fixed(10, 31, "Reformationstag").years(2017...2017),
            .fixed(11, 1, "Allerheiligen").only("BW", "BY", "NW", "RP", "SL"),
            // Wednesday before 23 November = first Wednesday on or after 16 November.
            .first(.wednesday, onOrAfter: 11, 16, "Buß- und Bettag").only("SN"),
            .fixed(12, 25, "1. Weihnachtstag"),
            .fixed(12, 26, "2. Weihnachtstag"),
        ],
        regions: [
            HolidayRegion("BW", "Baden-Württemberg"),
            HolidayRegion("BY", "Bayern", "Bavaria"),
            HolidayRegion("BE", "Berlin"),
            HolidayRegion("BB", "Brandenburg"),
            HolidayRegion("HB", "Bremen"),
            HolidayRegion("HH", "Hamburg"),
            HolidayRegion("HE", "Hessen", "Hesse"),
            HolidayRegion("MV", "Mecklenburg-Vorpommern"),
            HolidayRegion("NI", "Niedersachsen", "Lower Saxony"),
            HolidayRegion("NW", "Nordrhein-Westfalen", "North Rhine-Westphalia"),
            HolidayRegion("RP", "Rheinland-Pfalz", "Rhineland-Palatinate"),
            HolidayRegion("SL", "Saarland"),
            HolidayRegion("SN", "Sachsen", "Saxony"),
            HolidayRegion("ST", "Sachsen-Anhalt", "Saxony-Anhalt"),
            HolidayRegion("SH", "Schleswig-Holstein"),
            HolidayRegion("TH", "Thüringen", "Thuringia"),
        ]
    )
}
