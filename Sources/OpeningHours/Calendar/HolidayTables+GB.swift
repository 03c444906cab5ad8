import Foundation

extension HolidayTables {
    /// The United Kingdom: England, Wales, Scotland and Northern Ireland.
    ///
    /// Source: opening_hours.js `src/holidays/gb.yaml` (ODbL-1.0), after
    /// https://www.gov.uk/bank-holidays. Substitute days follow the Banking and
    /// Financial Dealings Act 1971: a holiday on a weekend adds the next free weekday
    /// (e.g. Christmas 2022 on a Sunday → Tuesday 27 December). One-off royal holidays
    /// (2022 jubilee, 2023 coronation) are not modelled, as in opening_hours.js.
    /// Without a region, England and Wales apply.
    static let unitedKingdom = HolidayTable(
        "GB",
        rules: [
            .fixed(1, 1, "New Year’s Day")
                .substitute(.weekendToMonday, name: "New Year’s Day (substitute day)"),
            .fixed(1, 2, "2nd January").only("SCT")
                .substitute(.scotlandSecondJanuary, name: "2nd January (substitute day)"),
            .fixed(3, 17, "St Patrick’s Day").only("NIR").shift(.weekendToMonday),
            .easter(-2, "Good Friday"),
            .easter(1, "Easter Monday").only("ENG", "WLS", "NIR"),
            .nth(1, .monday, of: 5, "Early May bank holiday"),
            .nth(-1, .monday, of: 5, "Spring bank holiday"),
            .fixed(7, 12, "Battle of the Boyne").only("NIR").shift(.weekendToMonday),
            .nth(1, .monday, of: 8, "Summer bank holiday").only("SCT"),
            .nth(-1, .monday, of: 8, "Summer bank holiday").only("ENG", "WLS", "NIR"),
            .fixed(11, 30, "St Andrew’s Day").only("SCT").shift(.weekendToMonday),
            .fixed(12, 25, "Christmas Day")
                .substitute(.weekendToMondayOrTuesday, name: "Christmas Day (substitute day)"),
            .fixed(12, 26, "Boxing Day")
                .substitute(.weekendToMondayOrTuesday, name: "Boxing Day (substitute day)"),
        ],
        regions: [
            HolidayRegion("ENG", "England"),
            HolidayRegion("WLS", "Wales", "Cymru"),
            HolidayRegion("SCT", "Scotland", "Alba"),
            HolidayRegion("NIR", "Northern Ireland"),
        ],
        defaultRegion: "ENG"
    )

    /// Ireland.
    ///
    /// Source: opening_hours.js `src/holidays/ie.yaml` as used by opening_hours.js 3.14.0
    /// (ODbL-1.0). It includes Good Friday and 27 December ("Bank Holiday"), which are
    /// not statutory public holidays, and lacks St Brigid's Day (since 2023); kept so
    /// that `PH` matches the reference. St Patrick's Day on a weekend adds the Monday.
    static let ireland = HolidayTable(
        "IE",
        rules: [
            .fixed(1, 1, "New Year’s Day"),
            .fixed(3, 17, "St. Patrick’s Day").substitute(.weekendToMonday),
            .easter(-2, "Good Friday"),
            .easter(1, "Easter Monday"),
            .nth(1, .monday, of: 5, "May Bank Holiday"),
            .nth(1, .monday, of: 6, "June Bank Holiday"),
            .nth(1, .monday, of: 8, "August Bank Holiday"),
            .nth(-1, .monday, of: 10, "October Bank Holiday"),
            .fixed(12, 25, "Christmas Day"),
            .fixed(12, 26, "St. Stephen’s Day"),
            .fixed(12, 27, "Bank Holiday"),
        ]
    )
}
