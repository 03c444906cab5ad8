import Foundation

extension HolidayTables {
    /// Russia: the federal non-working days plus the holidays of the republics and
    /// oblasts that opening_hours.js knows.
    ///
    /// Source: opening_hours.js `src/holidays/ru.yaml` (ODbL-1.0), after
    /// https://ru.wikipedia.org/wiki/Праздники_России and date-holidays. As there,
    /// Islamic and lunar feasts (Ураза-байрам, Курбан-байрам, Цаган Сар, Сагаалган,
    /// Шагаа, Зул) are fixed to their 2014 dates, and the yearly transfer of days off
    /// by government decree is not modelled. Region names are those of Nominatim;
    /// Udmurtia is keyed, as in opening_hours.js, by "Приволжский федеральный округ".
    /// Names of the Kabardino-Balkar, Karachay-Cherkess, Chechen, Altai, Tyva, Komi,
    /// Bryansk and Saratov holidays are from own knowledge (dates from the suite).
    static let russia = HolidayTable(
        "RU",
        rules: [
            .fixed(1, 1, "1. Новогодние каникулы"),
            .fixed(1, 2, "2. Новогодние каникулы"),
            .fixed(1, 3, "3. Новогодние каникулы"),
            .fixed(1, 4, "4. Новогодние каникулы"),
            .fixed(1, 5, "5. Новогодние каникулы"),
            .fixed(1, 6, "6. Новогодние каникулы"),
            .fixed(1, 7, "Рождество Христово"),
            .fixed(1, 8, "8. Новогодние каникулы"),
            .fixed(2, 23, "День защитника Отечества"),
            .fixed(3, 8, "Международный женский день"),
            .fixed(5, 9, "День Победы"),
            .fixed(5, 1, "Праздник Весны и Труда"),
            .fixed(11, 4, "День народного единства"),
            .fixed(6, 12, "День России"),
        ] + russiaRegionalRules,
        regions: [
            HolidayRegion("AD", "Адыгея", "Республика Адыгея"),
            HolidayRegion("AL", "Республика Алтай"),
            HolidayRegion("BA", "Башкортостан", "Республика Башкортостан"),
            HolidayRegion("BRY", "Брянская область"),
            HolidayRegion("BU", "Республика Бурятия"),
            HolidayRegion("CE", "Чечня", "Чеченская Республика"),
            HolidayRegion("CU", "Чувашия", "Чувашская Республика"),
            HolidayRegion("DA", "Дагестан", "Республика Дагестан"),
            HolidayRegion("IN", "Ингушетия", "Республика Ингушетия"),
            HolidayRegion("KB", "Кабардино-Балкария", "Кабардино-Балкарская Республика"),
            HolidayRegion("KC", "Карачаево-Черкесия", "Карачаево-Черкесская Республика"),
            HolidayRegion("KL", "Калмыкия", "Республика Калмыкия"),
            HolidayRegion("KO", "Республика Коми"),
            HolidayRegion("KR", "Республика Карелия"),
            HolidayRegion("SA", "Республика Саха (Якутия)"),
            HolidayRegion("SAR", "Саратовская область"),
            HolidayRegion("TA", "Татарстан", "Республика Татарстан"),
            HolidayRegion("TY", "Республика Тыва"),
            HolidayRegion("UD", "Приволжский федеральный округ", "Удмуртия", "Удмуртская Республика"),
        ]
    )

    private static let russiaRegionalRules: [HolidayRule] = [
        .fixed(1, 14, "Цаган Сар").only("KL"),
        .fixed(1, 14, "Сагаалган").only("BU"),
        .fixed(1, 14, "Шагаа").only("TY"),
        .fixed(1, 14, "Чага Байрам").only("AL"),
        .fixed(3, 28, "День возрождения балкарского народа").only("KB"),
        .fixed(4, 5, "День принятия Степного Уложения (Конституции) Республики Калмыкия").only("KL"),
        .fixed(4, 16, "День мира в Чеченской Республике").only("CE"),
        .fixed(4, 27, "День Республики Саха").only("SA"),
        .fixed(4, 29, "Радоница").only("BRY", "SAR"),
        .fixed(5, 3, "День возрождения карачаевского народа").only("KC"),
        .fixed(5, 21, "День памяти адыгов (черкесов) — жертв Кавказской войны").only("KB"),
        .fixed(5, 31, "День Государственности Удмуртской Республики").only("UD"),
        .fixed(6, 4, "День образования Республики Ингушетия").only("IN"),
        .fixed(6, 6, "День рождения Будды Шакьямуни").only("KL"),
        .fixed(6, 8, "День Республики Карелия").only("KR"),
        .fixed(6, 23, "Ысыах").only("SA"),
        .fixed(6, 24, "День Чувашской республики").only("CU"),
        .fixed(7, 26, "День Конституции Республики Дагестан").only("DA"),
        .fixed(7, 28, "Ураза-байрам").only("AD", "BA", "CE", "DA", "IN", "KB", "KC", "TA"),
        .fixed(8, 15, "День Республики Тыва").only("TY"),
        .fixed(8, 22, "День Республики Коми").only("KO"),
        .fixed(8, 30, "День Республики Татарстан").only("TA"),
        .fixed(9, 1, "День государственности Кабардино-Балкарской Республики").only("KB"),
        .fixed(9, 15, "День единства народов Дагестана").only("DA"),
        .fixed(9, 17, "День освобождения Брянщины").only("BRY"),
        .fixed(9, 27, "День государственности Республики Саха").only("SA"),
        .fixed(9, 30, "День освобождения Карелии от фашистских захватчиков").only("KR"),
        .fixed(10, 4, "Курбан-байрам").only("AD", "BA", "CE", "DA", "IN", "KB", "KC", "TA"),
        .fixed(10, 5, "День образования Республики Адыгея").only("AD"),
        .fixed(10, 11, "День Республики Башкортостан").only("BA"),
        .fixed(11, 6, "День Конституции Республики Татарстан").only("TA"),
        .fixed(12, 15, "Зул").only("KL"),
        .fixed(12, 24, "День Конституции Республики Башкортостан").only("BA"),
        .fixed(12, 28, "День памяти жертв депортации калмыцкого народа").only("KL"),
    ]
}
