import Foundation

extension HolidayTables {
    /// The United States: federal holidays plus state and territory holidays.
    ///
    /// Source: opening_hours.js `src/holidays/us.yaml` (ODbL-1.0), itself after
    /// https://github.com/commenthol/date-holidays (US.yaml) and
    /// https://en.wikipedia.org/wiki/Public_holidays_in_the_United_States.
    /// Federal fixed-date holidays on a Saturday add the Friday before, on a Sunday the
    /// Monday after (5 U.S.C. 6103(b)); the date itself stays a holiday. State weekend
    /// rules and names (Spanish for Puerto Rico) as in us.yaml. Deviation: Juneteenth
    /// only from 2021 (Juneteenth National Independence Day Act), which us.yaml lacks.
    static let unitedStates = HolidayTable(
        "US",
        rules: federalRules + stateRules,
        regions: usRegions
    )

    private static let observed = WeekdayMove.nearestWeekday
    /// North Carolina's Christmas Eve: Friday → Thursday, Saturday or Sunday → Friday before.
    private static let northCarolinaChristmasEve = WeekdayMove(offsets: [5: -1, 6: -1, 7: -2])

    private static let federalRules: [HolidayRule] = [
        .fixed(1, 1, "New Year's Day").substitute(observed, name: "New Year's Day (observed)"),
        .nth(3, .monday, of: 1, "Martin Luther King Jr. Day"),
        .nth(3, .monday, of: 2, "Washington's Birthday"),
        .nth(-1, .monday, of: 5, "Memorial Day"),
        .fixed(6, 19, "Juneteenth").years(2021...).substitute(observed, name: "Juneteenth (observed)"),
        .fixed(7, 4, "Independence Day").substitute(observed, name: "Independence Day (observed)"),
        .nth(1, .monday, of: 9, "Labor Day"),
        .nth(2, .monday, of: 10, "Columbus Day"),
        .fixed(11, 11, "Veterans Day"),
        .nth(4, .thursday, of: 11, "Thanksgiving Day"),
        .fixed(12, 25, "Christmas Day").substitute(observed, name: "Christmas Day (observed)"),
    ]

    private static let stateRules: [HolidayRule] = [
        .fixed(1, 6, "Three Kings Day").only("VI"),
        .fixed(1, 6, "Día de los Reyes Magos").only("PR"),
        .nth(2, .monday, of: 1, "Natalicio de Eugenio María de Hostos").only("PR"),
        .fixed(2, 12, "Lincoln's Birthday").only("CT", "IL", "IA", "MO", "NJ", "NY"),
        .fixed(2, 15, "Susan B. Anthony Day").only("FL", "NY", "WV", "WI"),
        .fixed(2, 16, "Commemoration of America's 250th Birthday").only("FL").years(2026...2026),
        .fixed(2, 18, "Natalicio de Luis Muñoz Marín").only("PR"),
        .fixed(3, 2, "Día de la Ciudadanía Americana").only("PR"),
        .nth(1, .monday, of: 3, "Casimir Pulaski Day").only("IL"),
        .nth(1, .monday, of: 3, "Guam History and Chamorro Heritage Day").only("GU"),
        .nth(1, .tuesday, of: 3, "Town Meeting Day").only("VT"),
        .easter(-47, "Mardi Gras").only("LA"),
        .fixed(3, 17, "Evacuation Day").only("MA"),
        .fixed(3, 22, "Día de la Abolición de Esclavitud").only("PR"),
        .fixed(3, 26, "Prince Jonah Kuhio Kalanianaole Day").only("HI").substitute(observed),
        .fixed(3, 31, "César Chávez Day").only("CA").substitute(.sundayToMonday),
        .fixed(3, 31, "Transfer Day").only("VI"),
        .nth(-1, .monday, of: 3, "Seward's Day").only("AK"),
        .easter(-3, "Maundy Thursday").only("VI"),
        .easter(-2, "Good Friday").only("CT", "DE", "HI", "IN", "LA", "NJ", "NC", "TN", "VI"),
        .easter(1, "Easter Monday").only("VI"),
        .fixed(4, 16, "Emancipation Day").only("DC"),
        .fixed(4, 16, "Natalicio de José de Diego").only("PR"),
        .nth(3, .monday, of: 4, "Patriots' Day").only("MA", "ME"),
        .nth(4, .monday, of: 4, "Confederate Memorial Day").only("AL"),
        .nth(-1, .monday, of: 4, "State Holiday").only("GA"),
        .nth(-1, .monday, of: 4, "Confederate Memorial Day").only("MS"),
        .nth(-1, .friday, of: 4, "Arbor Day").only("NE"),
        .fixed(5, 8, "Truman Day").only("MO"),
        .fixed(5, 10, "Confederate Memorial Day").only("SC"),
        .fixed(5, 19, "Malcolm X Day").only("IL"),
        .nth(1, .monday, of: 6, "Jefferson Davis' birthday").only("AL"),
        .fixed(6, 11, "Kamehameha Day").only("HI").substitute(observed),
        .fixed(6, 14, "Flag Day").only("PA"),
        .fixed(6, 17, "Bunker Hill Day").only("MA"),
        .fixed(6, 20, "West Virginia Day").only("WV"),
        .fixed(7, 3, "Emancipation Day").only("VI"),
        .nth(3, .monday, of: 7, "Natalicio de Don Luis Muñoz Rivera").only("PR"),
        .fixed(7, 21, "Liberation Day").only("GU").shift(.sundayToMonday),
        .fixed(7, 24, "Pioneer Day").only("UT"),
        .fixed(7, 25, "Constitución de Puerto Rico").only("PR"),
        .nth(4, .monday, of: 7, "Hurricane Supplication Day").only("VI"),
        .fixed(7, 27, "Natalicio de Dr. José Celso Barbosa").only("PR"),
        .nth(2, .monday, of: 8, "Victory Day").only("RI"),
        .nth(3, .friday, of: 8, "Statehood Day").only("HI"),
        .nth(3, .monday, of: 8, "Bennington Battle Day").only("VT"),
        .nth(2, .tuesday, of: 9, "Primary Election Day").only("WI"),
        .nth(1, .monday, of: 10, "Frances Xavier Cabrini Day").only("CO"),
        .fixed(10, 18, "Alaska Day").only("AK"),
        .nth(-1, .friday, of: 10, "Nevada Day").only("NV"),
        .fixed(11, 2, "All Souls' Day").only("GU"),
        .fixed(11, 19, "Día del Descubrimiento de Puerto Rico").only("PR"),
        .fixed(12, 8, "Our Lady of Camarin Day").only("GU").shift(.sundayToMonday),
        .fixed(12, 24, "Christmas Eve").only("AR", "KY", "MI", "MT", "TN", "TX"),
        .fixed(12, 24, "Christmas Eve").only("NC").substitute(northCarolinaChristmasEve),
        // Georgia observes Washington's Birthday on 24 December (Friday when a Wednesday).
        .fixed(12, 24, "Washington's Birthday").only("GA").substitute(WeekdayMove(offsets: [3: 2])),
        .fixed(12, 26, "Day after Christmas").only("TX"),
        .fixed(12, 26, "Boxing Day").only("SC"),
        .fixed(12, 31, "New Year's Eve").only("KY", "MI", "MT"),
    ]

    /// US states, the District of Columbia and the inhabited territories, by USPS code
    /// (equal to the ISO 3166-2:US subdivision code) and English name.
    static let usRegions: [HolidayRegion] = [
        ("AL", "Alabama"), ("AK", "Alaska"), ("AZ", "Arizona"), ("AR", "Arkansas"),
        ("CA", "California"), ("CO", "Colorado"), ("CT", "Connecticut"), ("DE", "Delaware"),
        ("DC", "District of Columbia"), ("FL", "Florida"), ("GA", "Georgia"), ("HI", "Hawaii"),
        ("ID", "Idaho"), ("IL", "Illinois"), ("IN", "Indiana"), ("IA", "Iowa"),
        ("KS", "Kansas"), ("KY", "Kentucky"), ("LA", "Louisiana"), ("ME", "Maine"),
        ("MD", "Maryland"), ("MA", "Massachusetts"), ("MI", "Michigan"), ("MN", "Minnesota"),
        ("MS", "Mississippi"), ("MO", "Missouri"), ("MT", "Montana"), ("NE", "Nebraska"),
        ("NV", "Nevada"), ("NH", "New Hampshire"), ("NJ", "New Jersey"), ("NM", "New Mexico"),
        ("NY", "New York"), ("NC", "North Carolina"), ("ND", "North Dakota"), ("OH", "Ohio"),
        ("OK", "Oklahoma"), ("OR", "Oregon"), ("PA", "Pennsylvania"), ("RI", "Rhode Island"),
        ("SC", "South Carolina"), ("SD", "South Dakota"), ("TN", "Tennessee"), ("TX", "Texas"),
        ("UT", "Utah"), ("VT", "Vermont"), ("VA", "Virginia"), ("WA", "Washington"),
        ("WV", "West Virginia"), ("WI", "Wisconsin"), ("WY", "Wyoming"),
        ("AS", "American Samoa"), ("GU", "Guam"), ("MP", "Northern Mariana Islands"),
        ("PR", "Puerto Rico"), ("VI", "United States Virgin Islands"),
    ].map { HolidayRegion($0.0, $0.1) }
}
