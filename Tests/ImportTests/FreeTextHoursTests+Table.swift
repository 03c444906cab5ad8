import Foundation

/// The tables: texts copied from the files (`&amp;`, odd spacing and typos kept), and the value
/// a person reads in them. `nil`: the text must stay unreadable, with the reason in a comment.
extension FreeTextHoursTests {
    /// From `london-toilets4london-councils-2023.json`, key `opening_hours`.
    static let london: [Case] = [
        Case(text: "24 / 7", value: "24/7"),
        Case(text: "24hrs", value: "24/7"),
        Case(text: "24 hr", value: "24/7"),
        Case(text: "Monday to Sunday,24 hours", value: "24/7"),
        Case(text: "Monday to Sunday24 hours", value: "24/7"),
        Case(text: "Hours: 12 noon-8pm Days open: Mon, Tue, Wed, Thur, Fri, Sat, Sun", value: "Mo-Su 12:00-20:00"),
        Case(text: "Hours: 9am-6pm Days open: , Tue, Wed, Thur, Fri, Sat", value: "Tu-Sa 09:00-18:00"),
        Case(text: "9am-7pm (Mon-Fri), 9am-5pm (Sat) & 12pm-4pm (sun)", value: "Mo-Fr 09:00-19:00; Sa 09:00-17:00; Su 12:00-16:00"),
        Case(text: "April to September - 9am to 6pm October to March - 9am to 4pm", value: "Apr-Sep 09:00-18:00; Oct-Mar 09:00-16:00"),
        Case(text: "April to September - 10am to 6pm October to March - 10am to 2.30pm weekdays October to March - 10am to 3.30pm weekends",
             value: "Apr-Sep 10:00-18:00; Oct-Mar Mo-Fr 10:00-14:30; Oct-Mar Sa,Su 10:00-15:30"),
        Case(text: "dawn - dusk daily", value: "Mo-Su dawn-dusk"),
        Case(text: "7am to 7pm", value: "07:00-19:00"),
        Case(text: "7.30am to dusk", value: "07:30-dusk"),
        Case(text: "0800 - Dusk", value: "08:00-dusk"),
        Case(text: "8.30am to sunset", value: "08:30-sunset"),
        Case(text: "Mon-Fri 11.00 - 23.00, Sat Closed, Sun Closed, Bank holiday Closed", value: "Mo-Fr 11:00-23:00; Sa,Su,PH off"),
        Case(text: "MON 07:00-22:00 , TUE 07:00-22:00 , WED 07:00-22:00 , THUR 07:00-22:00 , FRI 07:00-22:00 , SAT 07:00-22:00 , SUN 10:00-16:00",
             value: "Mo-Sa 07:00-22:00; Su 10:00-16:00"),
        Case(text: "Monday to Saturday: 7am to 4pm Sunday: Closed", value: "Mo-Sa 07:00-16:00; Su off"),
        Case(text: "8am to  10:00pm Mon to Fri) and 8am to 6:30pm (Sat and Sunday)", value: "Mo-Fr 08:00-22:00; Sa,Su 08:00-18:30"),
        Case(text: "Monday, Tuesday and Thursday9.30am to 8pmWednesday, Friday and Saturday,9.30am to 5pm",
             value: "Mo,Tu,Th 09:30-20:00; We,Fr,Sa 09:30-17:00"),
        Case(text: "Mon & Sat 9am to 4pm", value: "Mo,Sa 09:00-16:00"),
        Case(text: "Monday to Wednesday: 11am to midnight Thursday: 11am to 1am Friday and Saturday: 11am to 2am Sunday: Closed",
             value: "Mo-We 11:00-24:00; Th 11:00-01:00; Fr,Sa 11:00-02:00; Su off"),
        Case(text: "Mon 9.30-1pm Tues/ Thurs 9.20-8pm Sat 11-5pm", value: "Mo 09:30-13:00; Tu,Th 09:20-20:00; Sa 11:00-17:00"),
        Case(text: "Monday- Friday 06.30-21.30 Sat/Sun 08.30-17.00", value: "Mo-Fr 06:30-21:30; Sa,Su 08:30-17:00"),
        Case(text: "Summer (April - September) 7:30am - 8pm , Winter (October - March) 7:30am - 3:45pm ; Radar key accessible",
             value: "Apr-Sep 07:30-20:00; Oct-Mar 07:30-15:45"),
        Case(text: "Monday – Friday, 7am-12 Midnight Saturday, 7am-10pm Sunday, 10am-4pm", value: "Mo-Fr 07:00-24:00; Sa 07:00-22:00; Su 10:00-16:00"),
        Case(text: "Mon to Fri 9.30 am - 5.30 pm. Closed Saturday and Sunday", value: "Mo-Fr 09:30-17:30; Sa,Su off"),
        Case(text: "Mon/Wed9.30-8pm Friday/ Sat 9.30-5pm", value: "Mo,We 09:30-20:00; Fr,Sa 09:30-17:00"),
        Case(text: "8am to 16:00pm Monday to Friday", value: "Mo-Fr 08:00-16:00"),
        Case(text: "Monday, Tuesday and Thursday,1 to 6pmFriday,9.30 to 5pmSaturday,9.30am to 1pm and 2 to 5pm",
             value: "Mo,Tu,Th 13:00-18:00; Fr 09:30-17:00; Sa 09:30-13:00,14:00-17:00"),
        Case(text: "9am to 9pm Monday to Thursday 9am to 5pm Friday 9am to 3pm Saturdays Closed Sundays",
             value: "Mo-Th 09:00-21:00; Fr 09:00-17:00; Sa 09:00-15:00; Su off"),
        Case(text: "Mon-Sun: 10-17:30", value: "Mo-Su 10:00-17:30"),
        Case(text: "Mon-Sat: 6am-12am Sun: 6am-11pm", value: "Mo-Sa 06:00-24:00; Su 06:00-23:00"),
        Case(text: "Monday - Wednesday 4-11pm Thursday - Saturday 12-11pm Sunday 12-10:30pm",
             value: "Mo-We 16:00-23:00; Th-Sa 12:00-23:00; Su 12:00-22:30"),
        Case(text: "MONDAY TO THURSDAY 12.00 - 11.00PM FRIDAY TO SATURDAY 12.00 - MIDNIGHT SUNDAY 12.00 - 10.30PM",
             value: "Mo-Th 12:00-23:00; Fr,Sa 12:00-24:00; Su 12:00-22:30"),
        Case(text: "Monday - Friday 07:00-22:00 Saturday - Sunday 07:00-18:00 Bank Holidays 07:00-18:00",
             value: "Mo-Fr 07:00-22:00; Sa,Su,PH 07:00-18:00"),
        Case(text: "Mon - Thurs | 9am to 9pm Friday | 9am to 5pm Saturday | 9am to 3pm | Closed Sundays",
             value: "Mo-Th 09:00-21:00; Fr 09:00-17:00; Sa 09:00-15:00; Su off"),
        Case(text: "Mon-Sun: 8am-4pm (Closed Tuesdays)", value: "Mo-Su 08:00-16:00; Tu off"),
        Case(text: "Opening times:  Monday  - 4-11pm  Tuesday - 12noon-11pm  Wednesday - 12noon-11pm  Thursday - 12noon-12midnight  Friday - Open 24 hours  Saturday - Open 24 hours  Sunday - 12noon-1am",
             value: "Mo 16:00-23:00; Tu,We 12:00-23:00; Th 12:00-24:00; Fr,Sa 00:00-24:00; Su 12:00-01:00"),
        Case(text: "Friday 10am - 3pm", value: "Fr 10:00-15:00"),
        Case(text: "8am-12am every day", value: "Mo-Su 08:00-24:00"),
        Case(text: "Mon to Friday only (9am to 3pm)", value: "Mo-Fr 09:00-15:00"),
        Case(text: "Monday to Friday 8am to 10pm - Saturday 8am to 4pm - sunday 8am to 6pm",
             value: "Mo-Fr 08:00-22:00; Sa 08:00-16:00; Su 08:00-18:00"),
        Case(text: "Monday to\u{a0}Friday,9am to 8pmSaturday,7am to 8pm", value: "Mo-Fr 09:00-20:00; Sa 07:00-20:00"),
        Case(text: "10.30-16.00", value: "10:30-16:00"),
        Case(text: "05:00 to 21:00", value: "05:00-21:00"),
        Case(text: "08:00-20:00", value: "08:00-20:00"),
        Case(text: "Monday to Thursday: 11am to 12:30am Friday and Saturday: 11am to 2am Sunday: 12pm to midnight",
             value: "Mo-Th 11:00-00:30; Fr,Sa 11:00-02:00; Su 12:00-24:00"),
        Case(text: "Monday – Wednesday, 8am – 6.30pm Thursday, 8am – 9pm Friday &amp; Saturday, 8am-7pm Sunday, 11am-5pm",
             value: "Mo-We 08:00-18:30; Th 08:00-21:00; Fr,Sa 08:00-19:00; Su 11:00-17:00"),
        // Unreadable, and right to be.
        Case(text: "park opening hours", value: nil),                       // which park, which hours
        Case(text: "Daylight hours", value: nil),                           // not an OSM event
        Case(text: "Times vary depending on the time of year.  Normally open between 12pm and dusk Mon to Sun", value: nil),
        Case(text: "Closed at 6pm with Disabled toilets", value: nil),     // no opening time
        Case(text: "Mon-Fri 11.00 - 23.00, Sat Closed, Sun Closed, Bank holiday None", value: nil), // "None": closed, or no special hours?
        Case(text: "Cafe opening hours - vary throughout the year but usually from 9am to approx 4.30pm longer hours in summer", value: nil),
        Case(text: "24/07/2016", value: nil),                               // a date, not 24/7
        Case(text: "Monday to Friday: 24hrs Saturday: Until midnight Sunday: 10am to 4pm", value: nil), // Saturday from when?
        Case(text: "10:00:to 20:00", value: nil),                           // stray colon: not sure enough
        Case(text: "Monday – Saturday, 7am – 4pm Sunday, 8.30am – 2.3pm", value: nil), // 2.3pm: 14:30 or 14:03?
        Case(text: "Monday -Sunday 7am-4.30am", value: nil),                 // 21.5 hours: meant 4.30pm
        Case(text: "MONDAY - FRIDAY 11.00 - 23.00, Sat 12.00 - 10.00, Sun CLOSED, Bank holiday CLOSED", value: nil), // 12-10pm, not 22 h
        Case(text: "Opening Hours Monday to Thursday 12.00pm -11.00pm Friday 12.00am – 12.00am Saturday 10.00am – 12.00am Sunday 12.00pm – 10.30pm", value: nil),
        Case(text: "Mon to Fri 10am – 5pm (please note: all visitors must sign in and out). Closed Saturday and Sunday", value: nil),
        Case(text: "6am to half hour after sunset or 9.30pm in June and July", value: nil),
        Case(text: "urinal only - Friday/ Saturday 7pm-6am", value: nil),    // only part of the toilet
        Case(text: "MON-THURS 9 TO 7 FRI- 9 TO 6 SAT-SUN 11:30-15:30", value: nil), // 9 to 7: am/pm not said
        Case(text: "Monday to Sunday,according to station opening hours", value: nil),
        Case(text: "Mon-Fri: 9am?7:30pm, Sat: 9am?5pm, Sun:10am?4pm", value: nil), // "?" is a lost character
        Case(text: "Museum: 10am-5.30pm (Mon-Sun) | Gardens - 7.15am-sunset (Mon-Sat) 8am-sunset (Sun)", value: nil),
        Case(text: "Mon-Thu: 12pm-11pm | Fri: 12pm-12am | Sat: 10am-12am | Sun: 10am:10pm", value: nil),
        Case(text: "7.30am to 30 minutes before dusk", value: nil),
        Case(text: "Various", value: nil),
        Case(text: "Depending on train times", value: nil),
        Case(text: "When the coffee shop is open - Normally 9am to 3pm (Mon to Friday)", value: nil),
        Case(text: "Summer only", value: nil),
        Case(text: "Parks opening times only With Disabled toilets", value: nil),
    ]

    /// From `gbptm-2014.csv`: single columns as the file writes them (read alone here; the row
    /// tests in ToiletMapUKHoursTests put the columns together).
    static let toiletMapUK: [Case] = [
        Case(text: "08.00 - 18.00", value: "08:00-18:00"),
        Case(text: "8,00-18,00", value: "08:00-18:00"),
        Case(text: "Dawn till Dusk", value: "dawn-dusk"),
        Case(text: "08.00-Dusk", value: "08:00-dusk"),
        Case(text: "Monday - Saturday 09.00 - 16.30", value: "Mo-Sa 09:00-16:30"),
        Case(text: "Monday to Thursday, 7.30am - 3.30pm, Friday 7.30am-12pm", value: "Mo-Th 07:30-15:30; Fr 07:30-12:00"),
        Case(text: "Monday - Friday : 09:00 a.m. - 22:00 p.m, Saturday : 09.00 a.m. - 18.00p.m.", value: "Mo-Fr 09:00-22:00; Sa 09:00-18:00"),
        Case(text: "Winter Oct - Mar 7am - 6pm", value: "Oct-Mar 07:00-18:00"),
        Case(text: "Open May to September 07:00hrs to 20:00hrs /October to April 07:00hrs to 19:00hrs.",
             value: "May-Sep 07:00-20:00; Oct-Apr 07:00-19:00"),
        Case(text: "7am - 5pm Apr-Oct", value: nil),                          // and November to March?
        Case(text: "Monday - Sunday 8.00 - 18.00 or Dusk; Disabled toilet open 24 Hours", value: nil),
        Case(text: "08:00", value: nil),                                     // opens, but closes when?
        Case(text: "8,00 - 45 minutes before dusk", value: nil),
        Case(text: " toilets normally open daily 8.00 - 19.00", value: nil),  // "normally"
        Case(text: "available to the public during normal business hours", value: nil),
        Case(text: "Open: 25 Mar - 31 Oct", value: nil),                     // dates, not read
        Case(text: "Only for funerals", value: nil),
        Case(text: "Closes at Sunset", value: nil),
        Case(text: "0700 \u{e2}\u{20ac}\u{201c} 2100 s", value: nil),        // trailing "s" (summer?)
        Case(text: "Summer 08.00 - 20.00", value: nil),                      // which months is summer?
        Case(text: "Morning - 19.00", value: nil),
        Case(text: "7.00/10.00 - 19.00/21.00", value: nil),
        // Each of these once gave a wrong value; each rule that refuses it is named.
        // Two day lists in a row (the days column before a schedule that skips Wednesday).
        Case(text: "Monday - Sunday Mon 9.00 - 19.00, Tuesday 9.00 - 14.00, Thursday 9.00 - 17.30, Friday 9.00 - 17.30, Saturday 9.00 - 13.00, Sunday 10.00 - 14.00",
             value: nil),
        Case(text: "Mon 1.30 - 16.30", value: nil),                         // 01:30? an afternoon
        // Overlapping month groups: whose hours hold in March and September?
        Case(text: "Mar-Sep: Mon-Fri: 8.09am - 7.51pm / Sat: 9.10am - 7.46pm / Sep-Mar: Mon-Fri: 9.06am - 3.54pm / Sat: 9.10am - 3.55pm",
             value: nil),
        // Months after a rule without months, and a month group without a rule.
        Case(text: "Saturday - Sunday 09.00 - 17.00; Summer April - September; Winter October - March; Closed Bank Holidays", value: nil),
        // A value for all days followed by another value: the first span belongs to Mon-Fri too.
        Case(text: "Summer (April - October): 11:00 \u{2013} 23:00 (every day); Winter (November - March): 12:00 \u{2013} 14:00; 18:00 \u{2013} 23:00 (Monday \u{2013} Friday), 12:00 \u{2013} 23:00 (Saturday)",
             value: nil),
    ]
}
