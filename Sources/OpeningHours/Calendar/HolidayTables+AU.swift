import Foundation

extension HolidayTables {
    /// Australia: national holidays, and each state's or territory's complete list.
    ///
    /// Source: opening_hours.js `src/holidays/au.yaml` as shipped in 3.14.0 (ODbL-1.0),
    /// after https://www.fairwork.gov.au/employment-conditions/public-holidays.
    /// `substitute` adds a weekday after a weekend holiday; `shift` moves the holiday
    /// (e.g. Australia Day in the states). Christmas on a Saturday → Monday, on a Sunday
    /// → Tuesday, so that Boxing Day keeps its own Monday.
    static let australia = HolidayTable(
        "AU",
        rules: [
            .fixed(1, 1, "New Year's Day").substitute(.weekendToMonday),
            .fixed(1, 26, "Australia Day"),
            .easter(-2, "Good Friday"),
            .easter(1, "Easter Monday"),
            .fixed(4, 25, "Anzac Day"),
            christmas, boxingDay,
        ],
        regions: [
            HolidayRegion("ACT", "Australian Capital Territory", rules: auStart + [
                .nth(2, .monday, of: 3, "Canberra Day"),
            ] + auEaster + [
                anzacSubstituted,
                .nth(-1, .monday, of: 5, "Reconciliation Day"),
                kingsBirthday,
                .nth(1, .monday, of: 10, "Labour Day"),
                christmas, boxingDay,
            ]),
            HolidayRegion("NSW", "New South Wales", rules: auStart + auEaster + [
                anzacSubstituted, kingsBirthday,
                .nth(1, .monday, of: 10, "Labour Day"),
                christmas, boxingDay,
            ]),
            HolidayRegion("NT", "Northern Territory", rules: auStart + auEaster + [
                .fixed(4, 25, "Anzac Day").shift(.sundayToMonday),
                .nth(1, .monday, of: 5, "May Day"),
                kingsBirthday,
                .nth(1, .monday, of: 8, "Picnic Day"),
                .fixed(12, 25, "Christmas Day").shift(.weekendToMondayOrTuesday),
                boxingDay,
            ]),
            HolidayRegion("QLD", "Queensland", rules: auStart + auEaster + [
                .fixed(4, 25, "Anzac Day").shift(.sundayToMonday),
                .nth(1, .monday, of: 5, "Labour Day"),
                .nth(1, .monday, of: 10, "King's Birthday"),
                christmas, boxingDay,
            ]),
            HolidayRegion("SA", "South Australia", rules: auStart + [
                .nth(2, .monday, of: 3, "Adelaide Cup Day"),
            ] + auEaster + [
                .fixed(4, 25, "Anzac Day"),
                kingsBirthday,
                .nth(1, .monday, of: 10, "Labour Day"),
                .fixed(12, 25, "Christmas Day").shift(.weekendToMondayOrTuesday),
                boxingDay,
                .fixed(12, 26, "Proclamation Day").substitute(.weekendToMondayOrTuesday),
            ]),
            HolidayRegion("TAS", "Tasmania", rules: [
                .fixed(1, 1, "New Year's Day").shift(.weekendToMondayOrTuesday),
                australiaDayShifted,
                .nth(2, .monday, of: 3, "Eight Hours Day"),
                .easter(-2, "Good Friday"),
                .easter(1, "Easter Monday"),
                .fixed(4, 25, "Anzac Day"),
                kingsBirthday,
                christmas,
                .fixed(12, 26, "Boxing Day").shift(.weekendToMondayOrTuesday),
            ]),
            HolidayRegion("VIC", "Victoria", rules: auStart + [
                .nth(2, .monday, of: 3, "Labour Day"),
            ] + auEaster + [
                .fixed(4, 25, "Anzac Day"),
                kingsBirthday,
                .nth(-1, .friday, of: 9, "AFL Grand Final Friday"),
                .nth(1, .tuesday, of: 11, "Melbourne Cup"),
                christmas, boxingDay,
            ]),
            HolidayRegion("WA", "Western Australia", rules: auStart + [
                .nth(1, .monday, of: 3, "Labour Day"),
                .easter(-2, "Good Friday"),
                .easter(0, "Easter Sunday"),
                .easter(1, "Easter Monday"),
                anzacSubstituted,
                .nth(1, .monday, of: 6, "Western Australia Day"),
                .nth(-1, .monday, of: 9, "King's Birthday"),
                christmas, boxingDay,
            ]),
        ]
    )

    private static let christmas = HolidayRule.fixed(12, 25, "Christmas Day").substitute(.weekendToMondayOrTuesday)
    private static let boxingDay = HolidayRule.fixed(12, 26, "Boxing Day").substitute(.weekendToMondayOrTuesday)
    private static let anzacSubstituted = HolidayRule.fixed(4, 25, "Anzac Day").substitute(.weekendToMonday)
    private static let kingsBirthday = HolidayRule.nth(2, .monday, of: 6, "King's Birthday")
    private static let australiaDayShifted = HolidayRule.fixed(1, 26, "Australia Day").shift(.weekendToMonday)

    /// New Year's Day and Australia Day as most states keep them.
    private static let auStart: [HolidayRule] = [
        .fixed(1, 1, "New Year's Day").substitute(.weekendToMonday),
        australiaDayShifted,
    ]

    /// Good Friday to Easter Monday, as most states keep them.
    private static let auEaster: [HolidayRule] = [
        .easter(-2, "Good Friday"),
        .easter(-1, "Easter Saturday"),
        .easter(0, "Easter Sunday"),
        .easter(1, "Easter Monday"),
    ]
}
