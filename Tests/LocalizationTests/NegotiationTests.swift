import Localization
import Testing

@Suite("Localization: choosing the language of a request")
struct NegotiationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var header: String?
        var expected: Language?
        var testDescription: String { "\(header ?? "nil") → \(expected?.rawValue ?? "nil")" }
    }

    static let rows: [Row] = [
        Row(header: nil, expected: nil),
        Row(header: "", expected: nil),
        Row(header: "fr", expected: .french),
        Row(header: "fr-CH;q=0.9, de;q=0.8", expected: .french),
        Row(header: "de;q=0.8, fr-CH;q=0.9", expected: .french),
        Row(header: "it, de;q=0.5", expected: .german),
        Row(header: "it, pt-BR", expected: nil),
        Row(header: "ES-mx", expected: .spanish),
        Row(header: "en-GB;q=0.2, es;q=0.7", expected: .spanish),
        Row(header: "de;q=0, *", expected: .english),
        Row(header: "en;q=0, *", expected: .spanish),
        Row(header: "*", expected: .english),
        Row(header: "it, *;q=0.1", expected: .english),
        Row(header: "fr;q=0", expected: nil),
        Row(header: "de;q=0.5, fr;q=0.5", expected: .german),
        Row(header: "fr;q=abc, de;q=0.1", expected: .german),
        Row(header: "fr;q=2, es;q=-1, de;q=0.1", expected: .german),
        Row(header: ";;;,,,===", expected: nil),
        Row(header: "français, 日本語, de", expected: .german),
        Row(header: "x-klingon, fr", expected: .french),
        Row(header: "fra", expected: nil),
        Row(header: "de-DE-1996;q=1.0", expected: .german),
        Row(header: "de;Q=0.3, es ; q=0.4", expected: .spanish),
    ]

    @Test("Accept-Language picks the most wanted language we speak", arguments: rows)
    func negotiate(row: Row) {
        #expect(Language.negotiate(row.header) == row.expected)
    }

    @Test("only the first 32 ranges are read, so a huge header costs bounded work")
    func bounded() {
        let header = Array(repeating: "it", count: 40).joined(separator: ", ") + ", fr"
        #expect(Language.negotiate(header) == nil)
        #expect(Language.negotiate("fr, " + header) == .french)
    }

    @Test("a tag's primary subtag names the language; others are not ours")
    func tags() {
        #expect(Language(tag: "fr-CH") == .french)
        #expect(Language(tag: "DE") == .german)
        #expect(Language(tag: "*") == nil)
        #expect(Language(tag: "e") == nil)
        #expect(Language(tag: "") == nil)
    }
}

@Suite("Localization: templates, catalogues and formats")
struct TemplateTests {
    enum Sample: String, CaseIterable, Sendable { case greeting, farewell }

    @Test("placeholders are filled by name; other braces are text")
    func fill() {
        let template = Template("Turn {direction} onto {way}, {\"x\"} {} {distance}")
        #expect(template.placeholders == ["direction", "way", "distance"])
        #expect(template.filled(["way": "Rue Grimaldi", "direction": "left", "distance": "120 m"] as KeyValuePairs<String, String>)
            == "Turn left onto Rue Grimaldi, {\"x\"} {} 120 m")
        #expect(Template("{a} and {b}").filled(["a": "1"] as KeyValuePairs<String, String>) == "1 and {b}")
        #expect(Template("no placeholders {").text == "no placeholders {")
        #expect(Template("{").filled([:] as KeyValuePairs<String, String>) == "{")
    }

    @Test("a catalogue reports missing languages and placeholders that differ from English")
    func problems() {
        let broken = Catalogue<Sample>([
            .greeting: [.english: "Hello {name}", .spanish: "Hola {nombre}", .french: "Bonjour {name}"],
        ])
        #expect(broken.problems.sorted() == [
            "farewell: no entry",
            "greeting [es]: placeholders [\"nombre\"] differ from English [\"name\"]",
            "greeting: no de text",
        ])
        #expect(broken.text(.greeting, in: .german, ["name": "Ana"]) == "Hello Ana")
        #expect(broken.text(.farewell, in: .french) == "farewell")
    }

    @Test("numbers, dates and weekdays follow the language")
    func formats() {
        #expect(Language.english.decimal("1.2") == "1.2")
        #expect(Language.french.decimal("1.2") == "1,2")
        #expect(Language.german.decimal("12.5") == "12,5")
        #expect(Language.english.numericDate(year: 2024, month: 5, day: 1) == "2024-05-01")
        #expect(Language.spanish.numericDate(year: 2024, month: 5, day: 1) == "01/05/2024")
        #expect(Language.german.numericDate(year: 2024, month: 5, day: 1) == "01.05.2024")
        #expect(Language.french.weekdayName(sundayBased: 1) == "lundi")
        #expect(Language.german.weekdayName(sundayBased: -1) == "Samstag")
        #expect(Language.clockTime(minuteOfDay: 485) == "08:05")
        #expect(Language.clockTime(minuteOfDay: -1) == "23:59")
    }
}
