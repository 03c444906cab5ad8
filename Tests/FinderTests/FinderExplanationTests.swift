@testable import Finder
import Foundation
import Model
import Testing

@Suite("Finder: the explanation sentence")
struct FinderExplanationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var distance: FinderExplanation.Distance
        var verdict: ArrivalVerdict
        var arrival = "10:00"
        var wheelchair: WheelchairAccess?
        var fee: Bool?
        var changingTable: Bool?
        var gender: GenderPolicy?
        var expected: String
        var testDescription: String { expected }
    }

    static let rows: [Row] = [
        Row(distance: .walking(seconds: 221), verdict: .open(closesAt: FinderScene.local("22:00")), wheelchair: .yes,
            expected: "4 min walk, open until 22:00, step-free"),
        Row(distance: .walking(seconds: 30), verdict: .unknown, expected: "1 min walk, hours unknown"),
        Row(distance: .walking(seconds: 0), verdict: .unknown, wheelchair: .limited, expected: "1 min walk, hours unknown"),
        Row(distance: .walking(seconds: 60), verdict: .unknown, expected: "1 min walk, hours unknown"),
        Row(distance: .walking(seconds: 60.5), verdict: .unknown, expected: "2 min walk, hours unknown"),
        Row(distance: .walking(seconds: 700), verdict: .open(closesAt: nil), fee: false, changingTable: true,
            expected: "12 min walk, open 24/7, free, changing table"),
        Row(distance: .walking(seconds: 90), verdict: .unknown, wheelchair: .designated, fee: true, gender: .unisex,
            expected: "2 min walk, hours unknown, step-free, gender-neutral, paid"),
        Row(distance: .walking(seconds: 90), verdict: .unknown, changingTable: false, gender: .genderSegregated,
            expected: "2 min walk, hours unknown"),
        Row(distance: .straightLine(meters: 348), verdict: .unknown, expected: "350 m away in a straight line, hours unknown"),
        Row(distance: .straightLine(meters: 3), verdict: .unknown, expected: "10 m away in a straight line, hours unknown"),
        Row(distance: .straightLine(meters: 1234), verdict: .open(closesAt: nil),
            expected: "1.2 km away in a straight line, open 24/7"),
        Row(distance: .walking(seconds: 300), verdict: .open(closesAt: FinderScene.local("01:30", day: 4)), arrival: "23:00",
            expected: "5 min walk, open until 01:30"),
        Row(distance: .walking(seconds: 300), verdict: .open(closesAt: FinderScene.local("08:00", day: 4)),
            expected: "5 min walk, open until tomorrow 08:00"),
        Row(distance: .walking(seconds: 300), verdict: .open(closesAt: FinderScene.local("18:00", day: 6)),
            expected: "5 min walk, open until Thursday 18:00"),
        Row(distance: .walking(seconds: 300), verdict: .open(closesAt: FinderScene.local("18:00", day: 13)),
            expected: "5 min walk, open until 2024-06-13"),
    ]

    @Test("each hit gets one plain sentence, on the toilet's 24-hour clock", arguments: rows)
    func sentence(row: Row) throws {
        var attributes = ToiletAttributes()
        attributes.wheelchair = Attribute(row.wheelchair)
        attributes.fee = Attribute(row.fee)
        attributes.changingTable = Attribute(row.changingTable)
        attributes.gender = Attribute(row.gender)
        let sentence = FinderExplanation.sentence(distance: row.distance, verdict: row.verdict,
                                                  arrival: FinderScene.local(row.arrival),
                                                  timeZone: TimeZone(identifier: FinderScene.timeZone), attributes: attributes)
        #expect(sentence == row.expected)
    }

    @Test("closing times are shown in the toilet's zone: 20:00 UTC is 22:00 in Malta in June")
    func timeZone() throws {
        let utc = try #require(ISO8601DateFormatter().date(from: "2024-06-03T20:00:00Z"))
        let malta = FinderExplanation.phrase(.open(closesAt: utc), arrival: FinderScene.local("10:00"),
                                             timeZone: TimeZone(identifier: "Europe/Malta"))
        #expect(malta == "open until 22:00")
        let london = FinderExplanation.phrase(.open(closesAt: utc), arrival: FinderScene.local("10:00"),
                                              timeZone: TimeZone(identifier: "Europe/London"))
        #expect(london == "open until 21:00")
    }
}
