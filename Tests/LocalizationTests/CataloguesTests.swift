@testable import Finder
import Community
import Foundation
import Geo
import Localization
import Model
import OpeningHours
@testable import Routing
@testable import Server
import Testing

/// Every catalogue of the API, checked the same way: each entry in all four languages, with
/// the same placeholders as the English text, and translated (not a copy of the English).
@Suite("Localization: every catalogue is complete")
struct CataloguesTests {
    /// A catalogue's gaps and its texts that are the same in another language as in English.
    struct Check: Sendable, CustomTestStringConvertible {
        var name: String
        var problems: @Sendable () -> [String]
        var untranslated: @Sendable () -> [String]
        var testDescription: String { name }

        init<Key>(_ name: String, _ catalogue: Catalogue<Key>, sameInEveryLanguage: Set<Key> = []) {
            self.name = name
            problems = { catalogue.problems }
            untranslated = {
                let english = catalogue.texts(in: .english)
                return Language.allCases.filter { $0 != .english }.flatMap { language in
                    catalogue.texts(in: language).compactMap { key, text in
                        text == english[key] && !sameInEveryLanguage.contains(key) ? "\(key.rawValue) [\(language.rawValue)]" : nil
                    }
                }.sorted()
            }
        }
    }

    static let checks: [Check] = [
        Check("RouteText", RouteText.catalogue),
        Check("HoursText", HoursText.catalogue),
        Check("FinderText", FinderText.catalogue),
        Check("BestPickText", BestPickText.catalogue),
        Check("ServerText", ServerText.catalogue),
        // JSON's null is named as it is written.
        Check("ExpectedText", ExpectedText.catalogue, sameInEveryLanguage: [.aNull]),
        Check("AnswerText", AnswerText.catalogue),
        Check("CommunityText", CommunityText.catalogue),
        Check("CheckText", CheckText.catalogue),
        // German says "in" too.
        Check("PlaceText", PlaceText.catalogue, sameInEveryLanguage: [.inPark, .inVenue]),
    ]

    @Test("each entry exists in every language with the English placeholders", arguments: checks)
    func complete(check: Check) {
        #expect(check.problems() == [])
    }

    @Test("no entry is left in English in another language", arguments: checks)
    func translated(check: Check) {
        #expect(check.untranslated() == [])
    }
}

@Suite("Localization: the core's sentences in each language")
struct CoreSentencesTests {
    @Test("step instructions are said in the asked language, English unchanged")
    func instructions() {
        let turn = RouteStep.instruction(.turn(.left), name: "Rue Grimaldi", isSteps: false, meters: 1234, in: .french)
        #expect(turn == "Tournez à gauche sur Rue Grimaldi, 1,2 km")
        let depart = RouteStep.instruction(.depart(bearingDegrees: 90), name: nil, isSteps: false, meters: 80, in: .german)
        #expect(depart == "Richtung Osten auf Fußweg, 80 m")
        let steps = RouteStep.instruction(.turn(.slightRight), name: "Escaliers", isSteps: true, meters: 12, in: .spanish)
        #expect(steps == "Manténgase a la derecha por las escaleras (Escaliers), 12 m")
        let english = RouteStep.instruction(.depart(bearingDegrees: 0), name: "Triq il-Merkanti", isSteps: false, meters: 120, in: .english)
        #expect(english == "Head north on Triq il-Merkanti, 120 m")
        let step = RouteStep(maneuver: .arrive, name: nil, isSteps: false, meters: 0, millis: 0,
                             location: .init(latitude: 0, longitude: 0))
        #expect(step.instruction(in: .french) == "Arrivée à destination")
        #expect(step.instruction(in: .english) == "Arrive at the destination")
    }

    @Test("every instruction written from the split templates says what the catalogue's filled template says")
    func instructionsMatchTheTemplates() {
        let names: [String?] = [nil, "Triq il-Merkanti", "Rue \"Grimaldi\"", "Straße {way}", ""]
        let meters: [Double] = [0, 0.2, 0.5, 1, 49.4, 49.5, 50, 54.9, 55, 994.9, 995, 999.96, 1000, 1049.9, 1234.5, 98_765]
        let maneuvers: [RouteStep.Maneuver] = [.arrive] + RouteStep.TurnDirection.allCases.map { .turn($0) }
            + stride(from: -720.0, through: 720, by: 7.5).map { .depart(bearingDegrees: $0) }
        var compared = 0
        for language in Language.allCases {
            for maneuver in maneuvers {
                for name in names {
                    for isSteps in [false, true] {
                        for distance in meters {
                            let expected = Self.templateInstruction(maneuver, name: name, isSteps: isSteps, meters: distance, in: language)
                            let step = RouteStep(maneuver: maneuver, name: name, isSteps: isSteps, meters: distance, millis: 0,
                                                 location: .init(latitude: 0, longitude: 0))
                            var bytes: [UInt8] = [7]
                            step.appendInstruction(in: language, to: &bytes)
                            #expect(bytes == [7] + Array(expected.utf8), "\(language) \(maneuver) \(name ?? "-") \(isSteps) \(distance)")
                            #expect(step.instruction(in: language) == expected)
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared == 4 * (9 + 193) * 5 * 2 * 16)
    }

    /// The instruction as the catalogue's templates fill it: the code the byte writer replaced,
    /// kept as its reference.
    static func templateInstruction(_ maneuver: RouteStep.Maneuver, name: String?, isSteps: Bool, meters: Double,
                                    in language: Language) -> String {
        let catalogue = RouteText.catalogue
        let way: String
        if isSteps {
            way = name.map { catalogue.text(.namedSteps, in: language, ["name": $0]) } ?? catalogue.text(.steps, in: language)
        } else {
            way = name ?? catalogue.text(.path, in: language)
        }
        let distance = RouteStep.spokenDistance(meters, in: language)
        let compass: [RouteText] = [.north, .northeast, .east, .southeast, .south, .southwest, .west, .northwest]
        let turns: [RouteStep.TurnDirection: RouteText] = [
            .straight: .straight, .slightRight: .slightRight, .right: .right, .sharpRight: .sharpRight,
            .uTurn: .uTurn, .sharpLeft: .sharpLeft, .left: .left, .slightLeft: .slightLeft,
        ]
        switch maneuver {
        case .depart(let bearing):
            let direction = catalogue.text(compass[Int(((bearing + 22.5) / 45).rounded(.down)) & 7], in: language)
            return catalogue.text(.depart, in: language, ["direction": direction, "way": way, "distance": distance])
        case .turn(let turn):
            return catalogue.text(turns[turn] ?? .straight, in: language, ["way": way, "distance": distance])
        case .arrive:
            return catalogue.text(.arrive, in: language)
        }
    }

    @Test("the texts kept by language (walks of every minute, hours unknown, open 24/7) are the catalogue's")
    func textsKeptByLanguage() {
        for language in Language.allCases {
            for seconds in stride(from: -30.0, through: 14_400, by: 30) + [0.5, 59.9, 60, 60.1, 10_799.9, 10_800, 10_800.1, 10_860.1] {
                let minutes = String(max(1, Int((seconds / 60).rounded(.up))))
                #expect(FinderExplanation.phrase(.walking(seconds: seconds), language: language)
                        == FinderText.catalogue.text(.walkMinutes, in: language, ["minutes": minutes]), "\(language) \(seconds)")
            }
            #expect(FinderExplanation.phrase(.unknown, arrival: Date(), timeZone: nil, language: language)
                    == FinderText.catalogue.text(.hoursUnknown, in: language))
            #expect(FinderExplanation.phrase(.open(closesAt: nil), arrival: Date(), timeZone: nil, language: language)
                    == FinderText.catalogue.text(.open247, in: language))
            #expect(OpeningSchedule.unknownSummary(in: language) == HoursText.catalogue.text(.hoursUnknown, in: language))
        }
    }

    @Test("the hours summary is said in the asked language")
    func hoursSummary() throws {
        let schedule = try OpeningSchedule(parsing: "Mo-Fr 09:00-17:00")
        let context = EvaluationContext(timeZone: try #require(TimeZone(identifier: "Europe/Paris")), country: "FR",
                                        latitude: 48.85, longitude: 2.35)
        let friday = try #require(ISO8601DateFormatter().date(from: "2024-06-07T16:00:00Z"))  // 18:00 in Paris
        #expect(schedule.summary(at: friday, in: context) == "Opens Monday at 09:00")
        #expect(schedule.summary(at: friday, in: context, language: .french) == "Ouvre lundi à 09:00")
        #expect(schedule.summary(at: friday, in: context, language: .spanish) == "Abre el lunes a las 09:00")
        #expect(schedule.summary(at: friday, in: context, language: .german) == "Öffnet Montag um 09:00")
        let morning = try #require(ISO8601DateFormatter().date(from: "2024-06-07T08:00:00Z"))  // 10:00
        #expect(schedule.summary(at: morning, in: context, language: .german) == "Geöffnet bis 17:00")
    }

    @Test("the explanation is said in the asked language, with decimal commas")
    func explanation() {
        let walk = FinderExplanation.sentence(distance: .walking(seconds: 221), verdict: .open(closesAt: nil), arrival: Date(),
                                              timeZone: nil, attributes: .init(), language: .french)
        #expect(walk == "4 min à pied, ouvert 24 h/24")
        let line = FinderExplanation.phrase(.straightLine(meters: 1234), language: .german)
        #expect(line == "1,2 km Luftlinie")
        #expect(FinderExplanation.phrase(.unknown, arrival: Date(), timeZone: nil, language: .spanish) == "horario desconocido")
    }
}
