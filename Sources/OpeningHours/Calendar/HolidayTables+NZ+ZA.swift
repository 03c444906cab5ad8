import Foundation

extension HolidayTables {
    /// New Zealand.
    ///
    /// Source: opening_hours.js `src/holidays/nz.yaml` (ODbL-1.0) with the substitute
    /// rules of the Holidays Act 2003 ss. 45–45A ("Mondayisation"). Matariki, whose date
    /// is set by law year by year, is not included, as in opening_hours.js 3.14.0.
    static let newZealand = HolidayTable(
        "NZ",
        rules: [
            .fixed(1, 1, "New Year's Day").substitute(.weekendToMondayOrTuesday),
            .fixed(1, 2, "Day after New Year's Day").substitute(.weekendToMondayOrTuesday),
            .fixed(2, 6, "Waitangi Day").substitute(.weekendToMonday),
            .easter(-2, "Good Friday"),
            .easter(1, "Easter Monday"),
            .fixed(4, 25, "Anzac Day").substitute(.weekendToMonday),
            .nth(1, .monday, of: 6, "King's Birthday"),
            .nth(4, .monday, of: 10, "Labour Day"),
            .fixed(12, 25, "Christmas Day").substitute(.weekendToMondayOrTuesday),
            .fixed(12, 26, "Boxing Day").substitute(.weekendToMondayOrTuesday),
        ]
    )

    /// South Africa.
    ///
    /// Source: opening_hours.js `src/holidays/za.yaml` (ODbL-1.0), after the Public
    /// Holidays Act 36 of 1994, s. 2(1): a holiday on a Sunday adds the Monday
    /// ("Public Holiday"). Christmas needs no rule: the Monday after it is already the
    /// Day of Goodwill.
    static let southAfrica = HolidayTable(
        "ZA",
        rules: [
            .fixed(1, 1, "New Year's Day").substitute(.sundayToMonday, name: "Public Holiday"),
            .fixed(3, 21, "Human Rights Day").substitute(.sundayToMonday, name: "Public Holiday"),
            .easter(-2, "Good Friday"),
            .easter(1, "Family Day"),
            .fixed(4, 27, "Freedom Day").substitute(.sundayToMonday, name: "Public Holiday"),
            .fixed(5, 1, "Workers' Day").substitute(.sundayToMonday, name: "Public Holiday"),
            .fixed(6, 16, "Youth Day").substitute(.sundayToMonday, name: "Public Holiday"),
            .fixed(8, 9, "National Women's Day").substitute(.sundayToMonday, name: "Public Holiday"),
            .fixed(9, 24, "Heritage Day").substitute(.sundayToMonday, name: "Public Holiday"),
            .fixed(12, 16, "Day of Reconciliation").substitute(.sundayToMonday, name: "Public Holiday"),
            .fixed(12, 25, "Christmas Day"),
            .fixed(12, 26, "Day of Goodwill").substitute(.sundayToMonday, name: "Public Holiday"),
        ]
    )
}
