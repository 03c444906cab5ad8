import Foundation

extension HolidayTables {
    /// Andorra.
    ///
    /// opening_hours.js 3.14.0 has school holidays but no public holidays for Andorra;
    /// these are the general holidays of the Andorran labour calendar (Codi de relacions
    /// laborals, Llei 31/2018, art. 68), from own knowledge of the official calendar.
    /// Parish festivals and Carnival are local and not included.
    static let andorra = HolidayTable(
        "AD",
        rules: [
            .fixed(1, 1, "Cap d’Any"),
            .fixed(1, 6, "Reis"),
            .fixed(3, 14, "Dia de la Constitució"),
            .easter(-3, "Dijous Sant"),
            .easter(-2, "Divendres Sant"),
            .easter(1, "Dilluns de Pasqua"),
            .fixed(5, 1, "Festa del Treball"),
            .easter(50, "Dilluns de Pentecosta"),
            .fixed(8, 15, "Assumpció"),
            .fixed(9, 8, "Mare de Déu de Meritxell"),
            .fixed(11, 1, "Tots Sants"),
            .fixed(12, 8, "Immaculada Concepció"),
            .fixed(12, 25, "Nadal"),
            .fixed(12, 26, "Sant Esteve"),
        ]
    )

    /// Malta.
    ///
    /// Source: opening_hours.js `src/holidays/mt.yaml` (ODbL-1.0); National Holidays and
    /// Other Public Holidays Act (Cap. 252). No substitute days.
    static let malta = HolidayTable(
        "MT",
        rules: [
            .fixed(1, 1, "L-Ewwel tas-Sena"),
            .fixed(2, 10, "Nawfraġju ta’ San Pawl"),
            .fixed(3, 19, "San Ġużepp"),
            .fixed(3, 31, "Jum il-Ħelsien"),
            .easter(-2, "Il-Ġimgħa l-Kbira"),
            .fixed(5, 1, "Jum il-Ħaddiem"),
            .fixed(6, 7, "Sette Giugno"),
            .fixed(6, 29, "L-Imnarja"),
            .fixed(8, 15, "Santa Marija"),
            .fixed(9, 8, "Jum il-Vitorja"),
            .fixed(9, 21, "Jum l-Indipendenza"),
            .fixed(12, 8, "Il-Kunċizzjoni"),
            .fixed(12, 13, "Jum ir-Repubblika"),
            .fixed(12, 25, "Il-Milied"),
        ]
    )

    /// Italy.
    ///
    /// Source: opening_hours.js `src/holidays/it.yaml` (ODbL-1.0), after
    /// https://presidenza.governo.it/ufficio_cerimoniale/cerimoniale/giornate.html.
    /// San Francesco d'Assisi (4 October) is a national holiday again from 2026
    /// (Legge 151/2025), as in opening_hours.js 3.15.
    static let italy = HolidayTable(
        "IT",
        rules: [
            .fixed(1, 1, "Capodanno"),
            .fixed(1, 6, "Epifania"),
            .fixed(4, 25, "Liberazione dal nazifascismo (1945)"),
            .easter(0, "Pasqua"),
            .easter(1, "Lunedì di Pasqua"),
            .fixed(5, 1, "Festa del lavoro"),
            .fixed(6, 2, "Festa della Repubblica"),
            .fixed(8, 15, "Assunzione di Maria"),
            .fixed(10, 4, "San Francesco d’Assisi").years(2026...),
            .fixed(11, 1, "Ognissanti"),
            .fixed(12, 8, "Immacolata Concezione"),
            .fixed(12, 25, "Natale di Gesù"),
            .fixed(12, 26, "Santo Stefano"),
        ]
    )
}
