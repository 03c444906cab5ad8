import Foundation
import Testing
@testable import OpeningHours

/// Known holidays per country and region, from the official calendars cited in the
/// country tables. Each row: country, region (nil = country-wide), date, expected name
/// (nil = must not be a holiday).
@Suite("Public holidays per country")
struct PublicHolidayTests {
    static let rows: [(String, String?, String, String?)] = [
        // Germany: Easter-relative, regional and year-limited holidays.
        ("DE", "Bayern", "2024-05-20", "Pfingstmontag"),
        ("DE", "Berlin", "2025-06-09", "Pfingstmontag"),
        ("DE", "Baden-Württemberg", "2024-05-30", "Fronleichnam"),
        ("DE", "Berlin", "2024-05-30", nil),
        ("DE", "DE-BW", "2025-01-06", "Heilige Drei Könige"),
        ("DE", "sachsen-anhalt", "2025-01-06", "Heilige Drei Könige"),
        ("DE", "Hessen", "2025-01-06", nil),
        ("DE", "Sachsen", "2024-11-20", "Buß- und Bettag"),
        ("DE", "Sachsen", "2025-11-19", "Buß- und Bettag"),
        ("DE", "Bayern", "2024-11-20", nil),
        ("DE", "Berlin", "2019-03-08", "Frauentag"),
        ("DE", "Berlin", "2018-03-08", nil),
        ("DE", "Mecklenburg-Vorpommern", "2023-03-08", "Frauentag"),
        ("DE", "Mecklenburg-Vorpommern", "2022-03-08", nil),
        ("DE", "Thüringen", "2019-09-20", "Weltkindertag"),
        ("DE", "Thüringen", "2018-09-20", nil),
        ("DE", "Saarland", "2024-08-15", "Mariä Himmelfahrt"),
        ("DE", "Niedersachsen", "2018-10-31", "Reformationstag"),
        ("DE", "Niedersachsen", "2016-10-31", nil),
        ("DE", "Bayern", "2017-10-31", "Reformationstag"),
        ("DE", "Nordrhein-Westfalen", "2024-11-01", "Allerheiligen"),
        ("DE", nil, "2024-10-03", "Tag der Deutschen Einheit"),
        ("DE", nil, "2024-01-06", nil),
        // United Kingdom: substitute days and the Scottish differences.
        ("GB", nil, "2022-12-27", "Christmas Day (substitute day)"),
        ("GB", "England", "2022-12-26", "Boxing Day"),
        ("GB", "Wales", "2021-12-28", "Boxing Day (substitute day)"),
        ("GB", "England", "2022-01-03", "New Year’s Day (substitute day)"),
        ("GB", "Scotland", "2022-01-04", "2nd January (substitute day)"),
        ("GB", "Scotland", "2024-08-05", "Summer bank holiday"),
        ("GB", "England", "2024-08-26", "Summer bank holiday"),
        ("GB", "Scotland", "2024-04-01", nil),
        ("GB", "Northern Ireland", "2024-03-18", "St Patrick’s Day"),
        ("GB", "Northern Ireland", "2024-03-17", nil),
        ("GB", "GB-SCT", "2024-12-02", "St Andrew’s Day"),
        // United States: federal days and "observed" days.
        ("US", nil, "2024-11-28", "Thanksgiving Day"),
        ("US", nil, "2024-01-15", "Martin Luther King Jr. Day"),
        ("US", nil, "2024-05-27", "Memorial Day"),
        ("US", nil, "2020-07-03", "Independence Day (observed)"),
        ("US", nil, "2021-12-31", "New Year's Day (observed)"),
        ("US", nil, "2023-01-02", "New Year's Day (observed)"),
        ("US", "Texas", "2025-12-26", "Day after Christmas"),
        ("US", "Ohio", "2025-12-26", nil),
        // Australia, New Zealand, South Africa: weekend substitutes.
        ("AU", nil, "2033-01-03", "New Year's Day"),
        ("AU", "Victoria", "2024-11-05", "Melbourne Cup"),
        ("AU", "New South Wales", "2024-11-05", nil),
        ("AU", "AU-WA", "2024-06-03", "Western Australia Day"),
        ("AU", "Queensland", "2024-10-07", "King's Birthday"),
        ("NZ", nil, "2022-01-04", "Day after New Year's Day"),
        ("ZA", nil, "2023-01-02", "Public Holiday"),
        ("ZA", nil, "2022-12-27", nil),
        // Brazil, Argentina.
        ("BR", nil, "2024-02-13", "Carnaval"),
        ("BR", "São Paulo", "2024-07-09", "Data magna do estado"),
        ("BR", nil, "2024-07-09", nil),
        ("AR", nil, "2024-11-18", "Día de la Soberanía Nacional"),
        // Europe.
        ("FR", nil, "2024-07-14", "Fête nationale"),
        ("FR", "Moselle", "2024-12-26", "Saint-Étienne"),
        ("FR", nil, "2024-12-26", nil),
        ("FR", "Guadeloupe", "2024-05-27", "Abolition de l’esclavage (Guadeloupe)"),
        ("FR", "FR-971", "2024-03-29", "Vendredi saint"),
        ("FR", "Bas-Rhin", "2024-05-27", nil),
        ("LT", nil, "2024-05-05", nil),
        ("LT", nil, "2019-11-02", nil),
        ("LT", nil, "2024-11-02", "Vėlinės"),
        ("MC", nil, "2024-11-19", "La Fête du Prince"),
        ("MC", nil, "2023-01-02", "Nouvel An"),
        ("AD", nil, "2024-09-09", nil),
        ("AD", nil, "2024-09-08", "Mare de Déu de Meritxell"),
        ("MT", nil, "2024-03-31", "Jum il-Ħelsien"),
        ("PL", nil, "2024-05-03", "Święto Narodowe Trzeciego Maja"),
        ("PL", nil, "2025-12-24", "Wigilia Bożego Narodzenia"),
        ("PL", nil, "2024-12-24", nil),
        ("LT", nil, "2024-07-06", "Valstybės diena"),
        ("NO", nil, "2024-05-17", "Grunnlovsdagen"),
        ("SE", nil, "2024-06-22", "midsommardagen"),
        ("IE", nil, "2024-03-18", "St. Patrick’s Day"),
        ("IT", nil, "2026-10-04", "San Francesco d’Assisi"),
        ("CZ", nil, "2024-09-28", "Den české státnosti"),
        ("RU", "Татарстан", "2024-08-30", "День Республики Татарстан"),
        ("AT", nil, "2024-10-26", "Nationalfeiertag"),
        ("BE", nil, "2024-07-21", "Nationale feestdag - Fête nationale"),
        ("NL", nil, "2025-04-26", "Koningsdag"),
        ("NL", nil, "2025-04-27", nil),
        ("DK", nil, "2024-06-05", "Grundlovsdag"),
        ("EE", nil, "2024-06-23", "võidupüha"),
        ("CH", "Zürich", "2024-01-02", "Berchtoldstag/2 janvier"),
        ("CH", "Tessin", "2024-01-02", nil),
        ("CH", "CH-GE", "2024-12-31", "Restauration de la République"),
        ("CH", nil, "2024-08-01", "Bundesfeiertag/Jour de la fête nationale/Giorno festivo federale"),
        ("ES", "Cataluña", "2024-09-11", "Diada Nacional de Catalunya"),
        ("ES", "Cataluña", "2024-01-01", "Cap d'Any"),
        ("ES", "Comunidad de Madrid", "2024-01-01", "Año Nuevo"),
        ("ES", nil, "2024-09-11", nil),
        ("ES", "Murcia", "2024-06-09", "Día de la Región de Murcia"),
        ("CA", nil, "2018-07-02", "Canada Day"),
        ("CA", "Ontario", "2024-05-20", "Victoria Day"),
        ("CA", "Ontario", "2024-08-05", "August Civic Public Holiday"),
        ("CA", "Quebec", "2024-06-24", "Fête nationale du Québec"),
        ("CA", "Yukon", "2024-02-23", "Heritage Day"),
        ("US", "Georgia", "2025-12-26", "Washington's Birthday"),
        ("US", "North Carolina", "2021-12-23", "Christmas Eve"),
        ("US", "Hawaii", "2022-06-10", "Kamehameha Day"),
    ]

    @Test("a date is the expected holiday (or none)", arguments: rows)
    func holiday(_ row: (String, String?, String, String?)) throws {
        let calendar = try #require(HolidayCalendar(country: row.0, region: row.1))
        #expect(calendar.publicHoliday(on: CalendarFixture.date(row.2))?.name == row.3)
    }

    @Test("countries without data give no calendar", arguments: ["XX", "", "JP"])
    func unknownCountry(_ code: String) {
        #expect(HolidayCalendar(country: code, region: nil) == nil)
    }

    @Test("country codes and region names are matched case-insensitively")
    func caseInsensitive() throws {
        let calendar = try #require(HolidayCalendar(country: "de", region: "de-by"))
        #expect(calendar.resolvedRegionCode == "BY")
        #expect(calendar.country == "DE")
        #expect(HolidayCalendar(country: "De", region: "BADEN-WÜRTTEMBERG")?.resolvedRegionCode == "BW")
    }
}
