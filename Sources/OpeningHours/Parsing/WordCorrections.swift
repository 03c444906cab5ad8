import Foundation

/// Lenient readings of words and characters that the specification does not allow but that
/// opening_hours.js accepts with a warning ("error tolerance"): day and month names in other
/// languages, `to`/`bis` for `-`, `24 hours`, `daily`, `geschlossen`, `am`/`pm`, …
///
/// Our own table, modelled on the behaviour of opening_hours.js 3.14.0's word_error_correction;
/// it covers English, German, French, Spanish, Italian, Dutch, Swedish, Czech, Polish, Russian,
/// Georgian, Thai, Arabic and Japanese day and month names plus the common phrases.
enum WordCorrections {
    /// Exact (lowercased) words and their replacement text, which is tokenized again.
    static let literal: [String: String] = {
        var table: [String: String] = [:]
        for (replacement, words) in dayAndMonthNames {
            for word in words.split(separator: " ") { table[String(word)] = replacement }
        }
        for (word, replacement) in phrases { table[word] = replacement }
        return table
    }()

    /// Regular-expression corrections tried (in order) when no literal entry matches.
    static let patterns: [(NSRegularExpressionBox, String)] = [
        ("(?:an )?feiertag(?:s|en?)?", "PH"), ("ruhetage?", "off"), ("on work days?", "Mo-Fr"),
        ("weekdays?", "Mo-Fr"), ("werktags?", "Mo-Sa"), ("öffnungszeit(?:en)?:?", ""),
        ("opening_hours\\s*=", ""), ("(?:bis|till?|-|–)? ?(?:open ?end|late)", "+"),
        ("(?:public )?holidays?", "PH"), ("(?:one )?day after public holiday", "PH +1 day"),
        ("(?:one )?day before public holiday", "PH -1 day"), ("school ?holidays?", "SH"),
        ("weekends?", "Sa,Su"), ("on(?:_| )?appointments?", "\"on appointment\""),
        ("by(?:_| )?appointments?", "\"by appointment\""), ("nach(?: |_)vereinbarung", "\"Nach Vereinbarung\""),
        ("nach(?: |_)absprache", "\"Nach Absprache\""), ("(?:schul)?ferien", "SH"),
        ("(?:an|nur)? ?sonn-?(?: und |/)feiertag(?:s|en?)?", "PH,Su"), ("sonntags?", "Su"),
        ("(?:nur |an )?sonn-?", "Su"), ("7 ?days(?:(?: a |/)week)?", "Mo-Su"), ("7j?/7", "Mo-Su"),
    ].compactMap { pattern, replacement in
        NSRegularExpressionBox("^(?:\(pattern))$").map { ($0, replacement) }
    }

    /// The replacement for `word` (already lowercased), if the lenient reading knows it.
    static func correction(for word: String, country: String?) -> String? {
        if word == "pn" { return country?.uppercased() == "LT" ? "Fr" : "Mo" }
        if let hit = literal[word] { return hit }
        for (regex, replacement) in patterns where regex.matchesWhole(word) { return replacement }
        return nil
    }

    private static let dayAndMonthNames: [(String, String)] = [
        ("Mo", "mon monday mondays montag montags lundi lun lunes lunedì lunedi maandag måndag mandag po pondělí poniedziałek poniedzialek pon понедельник пн ორშაბათი วันจันทร์ الاثنين 月曜日 月 segunda"),
        ("Tu", "tue tues tuesday tuesdays dienstag dienstags di die mardi martes martedì martedi dinsdag tisdag tirsdag út úterý wtorek wt вторник вт სამშაბათი วันอังคาร الثلاثاء 火曜日 火 terça"),
        ("We", "wed weds wednesday wednesdays mittwoch mittwochs mi mit mercredi mer miércoles miercoles mercoledì mercoledi woensdag onsdag st středa środa sroda śr sr среда ср ოთხშაბათი วันพุธ الأربعاء 水曜日 水 quarta"),
        ("Th", "thu thur thurs thursday thursdays donnerstag donnerstags do don jeudi jeu jueves giovedì giovedi gio donderdag torsdag čt čtvrtek czwartek czw cz четверг чт ხუთშაბათი วันพฤหัสบดี الخميس 木曜日 木 quinta"),
        ("Fr", "fri friday fridays freitag freitags fre vendredi ven viernes venerdì venerdi vrijdag fredag pá pátek piątek piatek pt пятница пт პარასკევი วันศุกร์ الجمعة 金曜日 金 sexta"),
        ("Sa", "sat saturday saturdays samstag samstags sonnabend sam samedi sábado sabado sab zaterdag lördag lørdag sobota sob суббота сб შაბათი วันเสาร์ السبت 土曜日 土"),
        ("Su", "sun sunday sundays sonntag son so dimanche dim domingo domenica dom zondag söndag søndag ne neděle niedziela niedz ndz nd воскресенье вс კვირა วันอาทิตย์ الأحد 日曜日 日"),
        ("Jan", "january januar jänner janvier enero gennaio januari janeiro leden styczeń январь янв"),
        ("Feb", "february februar février fevrier febrero febbraio februari fevereiro únor luty февраль фев"),
        ("Mar", "march märz maerz mär mars marzo maart março březen marzec март мар"),
        ("Apr", "april avril abril aprile duben kwiecień апрель апр"),
        ("May", "mai mayo maggio mei maio květen maj май"),
        ("Jun", "june juni juin junio giugno junho červen czerwiec июнь июн"),
        ("Jul", "july juli juillet julio luglio julho červenec lipiec июль июл"),
        ("Aug", "august août aout agosto augustus srpen sierpień август авг"),
        ("Sep", "september sept septembre septiembre setiembre settembre setembro září wrzesień сентябрь сен"),
        ("Oct", "october oktober okt octobre octubre ottobre outubro říjen październik октябрь окт"),
        ("Nov", "november novembre noviembre novembro listopad ноябрь ноя"),
        ("Dec", "december dezember dez décembre decembre diciembre dicembre dezembro prosinec grudzień декабрь дек"),
    ]

    private static let phrases: [(String, String)] = [
        ("daytime", "sunrise-sunset"), ("daylight", "sunrise-sunset"), ("spring", "Mar-May"),
        ("summer", "Jun-Aug"), ("autumn", "Sep-Nov"), ("winter", "Dec-Feb"), ("_", "-"), ("=", "-"),
        ("gesloten", "off"), ("geschlossen", "off"), ("geschl", "off"), ("except", "off"),
        ("fermé", "off"), ("closed", "closed"), ("wd", "Mo-Fr"), ("vardagar", "Mo-Fr"), ("h", ""),
        ("season", ""), ("hs", ""), ("hrs", ""), ("hours", ""), ("uhr", ""), ("geöffnet", ""),
        ("zwischen", ""), ("ist", ""), ("durchgehend", ""), ("from", ""), ("ab", ""), ("von", ""),
        ("~", "-"), ("～", "-"), ("otherwise", "||"), ("?", ""), ("→", "-"), ("‐", "-"), ("‑", "-"),
        ("‒", "-"), ("–", "-"), ("−", "-"), ("—", "-"), ("ー", "-"), ("to", "-"), ("до", "-"),
        ("a", "-"), ("as", "-"), ("á", "-"), ("ás", "-"), ("às", "-"), ("à", "-"), ("ate", "-"),
        ("til", "-"), ("till", "-"), ("until", "-"), ("through", "-"), ("bis", "-"), ("and", ","),
        ("&", ","), ("und", ","), ("u", ","), ("auch", ","), ("et", ","), ("y", ","), ("·", ","),
        ("：", ":"), ("'", "\""), ("always", "24/7"), ("always open", "24/7"), ("always closed", "closed"),
        ("nonstop", "24/7"), ("24x7", "24/7"), ("anytime", "24/7"), ("all day", "24/7"),
        ("daily", "Mo-Su"), ("everyday", "Mo-Su"), ("every day", "Mo-Su"), ("all days", "Mo-Su"),
        ("täglich", "Mo-Su"), ("24 hours 7 days a week", "24/7"), ("24 hours", "00:00-24:00"),
        ("midday", "12:00"), ("midnight", "00:00"), ("jours fériés", "PH"), ("sundown", "sunset"),
        ("morgendämmerung", "dawn"), ("abenddämmerung", "dusk"), ("sonnenaufgang", "sunrise"),
        ("sonnenuntergang", "sunset"), ("ostern", "easter"), ("am", "am"), ("pm", "pm"),
        ("a.m.", "am"), ("p.m.", "pm"), ("ам", "am"), ("рм", "pm"),
    ]
}

/// An `NSRegularExpression` that may be shared between threads (it is immutable once built).
struct NSRegularExpressionBox: @unchecked Sendable {
    let regex: NSRegularExpression

    init?(_ pattern: String) {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return nil }
        self.regex = regex
    }

    func matchesWhole(_ text: String) -> Bool {
        let range = NSRange(text.startIndex..., in: text)
        return regex.firstMatch(in: text, options: [.anchored], range: range)?.range == range
    }

    /// Capture groups 1 and 2 of an anchored match at the start of `text`, plus the length of
    /// the whole match in `Character`s of `text`.
    func prefixMatch(_ text: String) -> (word: String, suffix: String, length: Int)? {
        let range = NSRange(text.startIndex..., in: text)
        guard let m = regex.firstMatch(in: text, options: [.anchored], range: range),
              let whole = Range(m.range, in: text), let g1 = Range(m.range(at: 1), in: text) else { return nil }
        let suffix = m.numberOfRanges > 2 ? Range(m.range(at: 2), in: text).map { String(text[$0]) } ?? "" : ""
        return (String(text[g1]), suffix, text[whole].unicodeScalars.count)
    }
}
