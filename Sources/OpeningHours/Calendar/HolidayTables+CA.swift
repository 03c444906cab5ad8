import Foundation

extension HolidayTables {
    /// Canada: federal statutory holidays, and each province's or territory's list.
    ///
    /// Source: opening_hours.js `src/holidays/ca.yaml` (ODbL-1.0). Canada Day is 1 July,
    /// or 2 July when 1 July is a Sunday (Holidays Act, R.S.C. 1985, c. H-5, s. 2);
    /// Victoria Day is the Monday before 25 May.
    static let canada = HolidayTable(
        "CA",
        rules: [newYear, goodFriday, canadaDay, labourDay, christmasCA],
        regions: [
            HolidayRegion("AB", "Alberta", rules: [
                newYear, .nth(3, .monday, of: 2, "Alberta Family Day"), goodFriday, easterMonday, victoriaDay,
                canadaDay, .nth(1, .monday, of: 8, "Heritage Day"), labourDay, thanksgiving, remembrance,
                christmasCA, boxingDayCA,
            ]),
            HolidayRegion("BC", "British Columbia", rules: [
                newYear, .nth(2, .monday, of: 2, "Family Day"), goodFriday, victoriaDay, canadaDay,
                .nth(1, .monday, of: 8, "British Columbia Day"), labourDay, thanksgiving, remembrance, christmasCA,
            ]),
            HolidayRegion("MB", "Manitoba", rules: [
                newYear, .nth(3, .monday, of: 2, "Louis Riel Day"), goodFriday, victoriaDay, canadaDay,
                .nth(1, .monday, of: 8, "Civic Holiday"), labourDay, thanksgiving, remembrance, christmasCA,
            ]),
            HolidayRegion("NB", "New Brunswick", rules: [
                newYear, goodFriday, victoriaDay, canadaDay, .nth(1, .monday, of: 8, "New Brunswick Day"),
                labourDay, thanksgiving, remembrance, christmasCA, boxingDayCA,
            ]),
            HolidayRegion("NL", "Newfoundland and Labrador", rules: [
                newYear, .fixed(3, 17, "Saint Patrick's Day"), goodFriday, .fixed(4, 23, "Saint George's Day"),
                .fixed(6, 24, "Discovery Day"), .fixed(7, 1, "Memorial Day"), .fixed(7, 12, "Orangemen's Day"),
                labourDay, .fixed(11, 11, "Armistice Day"), christmasCA,
            ]),
            HolidayRegion("NT", "Northwest Territories", rules: [
                newYear, goodFriday, victoriaDay, .fixed(6, 21, "National Aboriginal Day"), canadaDay,
                .nth(1, .monday, of: 8, "Civic Holiday"), labourDay, thanksgiving, remembrance, christmasCA,
            ]),
            HolidayRegion("NS", "Nova Scotia", rules: [
                newYear, goodFriday, victoriaDay, canadaDay, .nth(1, .monday, of: 8, "Natal Day"),
                labourDay, thanksgiving, remembrance, christmasCA, boxingDayCA,
            ]),
            HolidayRegion("NU", "Nunavut", rules: [
                newYear, goodFriday, victoriaDay, canadaDay, .fixed(7, 9, "Nunavut Day"),
                .nth(1, .monday, of: 8, "Civic Holiday"), labourDay, thanksgiving, remembrance, christmasCA,
            ]),
            HolidayRegion("ON", "Ontario", rules: [
                newYear, .nth(3, .monday, of: 2, "Family Day"), goodFriday, victoriaDay, canadaDay,
                .nth(1, .monday, of: 8, "August Civic Public Holiday"), labourDay, thanksgiving, remembrance,
                christmasCA, boxingDayCA,
            ]),
            HolidayRegion("PE", "Prince Edward Island", rules: [
                newYear, .nth(3, .monday, of: 2, "Islander Day"), goodFriday, easterMonday, victoriaDay,
                canadaDay, .nth(1, .monday, of: 8, "Civic Holiday"),
                .nth(1, .monday, of: 8, plus: 18, "Gold Cup Parade Day"), labourDay, thanksgiving,
                remembrance, christmasCA, boxingDayCA,
            ]),
            HolidayRegion("QC", "Quebec", "Québec", rules: [
                .fixed(1, 1, "Jour de l'an"), .easter(-2, "Vendredi saint"), .easter(1, "Lundi de Pâques"),
                .first(.monday, onOrAfter: 5, 18, "Journée nationale des patriotes"),
                .fixed(6, 24, "Fête nationale du Québec"),
                HolidayRule.fixed(7, 1, "Fête du Canada").shift(.sundayToMonday),
                .nth(1, .monday, of: 9, "Fête du Travail"), .nth(2, .monday, of: 10, "Jour de l'Action de grâce"),
                .fixed(12, 25, "Noël"),
            ]),
            HolidayRegion("SK", "Saskatchewan", rules: [
                newYear, .nth(3, .monday, of: 2, "Family Day"), goodFriday, victoriaDay, canadaDay,
                .nth(1, .monday, of: 8, "Saskatchewan Day"), labourDay, thanksgiving, remembrance, christmasCA,
            ]),
            HolidayRegion("YT", "Yukon", rules: [
                newYear, .nth(-1, .sunday, of: 2, plus: -2, "Heritage Day"), goodFriday, easterMonday,
                victoriaDay, canadaDay, .nth(3, .monday, of: 8, "Discovery Day"), labourDay, thanksgiving,
                remembrance, christmasCA, boxingDayCA,
            ]),
        ]
    )

    private static let newYear = HolidayRule.fixed(1, 1, "New Year's Day")
    private static let goodFriday = HolidayRule.easter(-2, "Good Friday")
    private static let easterMonday = HolidayRule.easter(1, "Easter Monday")
    private static let victoriaDay = HolidayRule.first(.monday, onOrAfter: 5, 18, "Victoria Day")
    private static let canadaDay = HolidayRule.fixed(7, 1, "Canada Day").shift(.sundayToMonday)
    private static let labourDay = HolidayRule.nth(1, .monday, of: 9, "Labour Day")
    private static let thanksgiving = HolidayRule.nth(2, .monday, of: 10, "Thanksgiving")
    private static let remembrance = HolidayRule.fixed(11, 11, "Remembrance Day")
    private static let christmasCA = HolidayRule.fixed(12, 25, "Christmas Day")
    private static let boxingDayCA = HolidayRule.fixed(12, 26, "Boxing Day")
}
