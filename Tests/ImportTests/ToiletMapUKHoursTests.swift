import Foundation
@testable import Import
import Testing

/// Rows of the Toilet Map UK 2014 file, reduced to their hours columns ("/" = unknown).
@Suite("ToiletMapUKHours: the hours columns of a Toilet Map UK row")
struct ToiletMapUKHoursTests {
    static func row(_ fields: [String: String]) -> [String: String] {
        var row = ["24 hours": "/", "Open": "/", "Closed": "/", "Days of the Week open": "/",
                   "Open Season - Summer": "/", "Closed Season-Winter": "/", "Time Notes:": "/"]
        row.merge(fields) { _, new in new }
        return row
    }

    @Test("A row whose hours columns are all \"/\" says nothing")
    func empty() {
        #expect(ToiletMapUKHours.text(Self.row([:])) == nil)
        #expect(ToiletMapUKHours.reading(Self.row([:])) == .empty)
        #expect(ToiletMapUKHours.reading(Self.row(["24 hours": "0"])) == .empty)
    }

    @Test("24 hours = 1 or Yes is 24/7, also beside \"Open all year\"")
    func allDay() {
        #expect(ToiletMapUKHours.reading(Self.row(["24 hours": "1"])) == .hours("24/7"))
        #expect(ToiletMapUKHours.reading(Self.row(["24 hours": "Yes", "Open": "1"])) == .hours("24/7"))
        #expect(ToiletMapUKHours.reading(Self.row(["24 hours": "1", "Time Notes:": "Open all year"])) == .hours("24/7"))
    }

    @Test("24 hours beside a season is not 24/7 all year")
    func allDaySeasonal() {
        #expect(ToiletMapUKHours.reading(Self.row(["24 hours": "1", "Time Notes:": "April - October"])) == .unreadable)
    }

    @Test("Days and Open make one rule; Closed as the complement confirms it")
    func daysAndOpen() {
        let row = Self.row(["Open": "08.00 - 18.00", "Closed": "18.00 - 08.00", "Days of the Week open": "Monday - Saturday"])
        #expect(ToiletMapUKHours.text(row) == "Monday - Saturday 08.00 - 18.00")
        #expect(ToiletMapUKHours.reading(row) == .hours("Mo-Sa 08:00-18:00"))
        #expect(ToiletMapUKHours.reading(Self.row(["Open": "Dawn till Dusk", "Closed": "Dusk till Dawn"])) == .hours("dawn-dusk"))
    }

    @Test("Closed equal to Open contradicts it: unreadable")
    func contradiction() {
        #expect(ToiletMapUKHours.reading(Self.row(["Open": "08.00 - 18.00", "Closed": "08.00 - 18.00"])) == .unreadable)
    }

    @Test("Closing hours shifted into the days column are not days")
    func shiftedColumns() {
        #expect(ToiletMapUKHours.reading(Self.row(["Open": "06.00 - 18.00", "Days of the Week open": "18.00 - 06.00"])) == .unreadable)
        // 22 rows of the file: Open "/", the opening hours in Closed, the closing hours in the days column.
        let shifted = Self.row(["Closed": "06.00 - 18.00", "Days of the Week open": "18.00 - 06.00"])
        #expect(ToiletMapUKHours.reading(shifted) == .unreadable)
        #expect(ToiletMapUKHours.text(shifted).map(FreeTextHours.read) == .unreadable, "the text alone stays unread too")
    }

    @Test("Summer and winter hours without months stay unread; with months they are read")
    func seasons() {
        #expect(ToiletMapUKHours.reading(Self.row(["Open Season - Summer": "08.00 - 20.00", "Closed Season-Winter": "08.00 - 18.00"])) == .unreadable)
        #expect(ToiletMapUKHours.reading(Self.row(["Closed Season-Winter": "Oct - Mar 7am - 6pm"])) == .hours("Oct-Mar 07:00-18:00"))
    }

    @Test("A Windows-1252 file with CR line endings is read row by row, its en dash decoded")
    func file() throws {
        let text = "Toilet Name,24 hours,Open,Closed,Days of the Week open\rA,/,08.00 # 18.00,/,Monday - Friday\rB,1,/,/,/\rC,/,/,/,/\r"
        // "#" stands for the en dash as Windows-1252 writes it: one byte, 0x96.
        let bytes = Array(text.utf8).map { $0 == 0x23 ? 0x96 : $0 }
        let entries = try HoursCorpus.toiletMapUK(Data(bytes))
        #expect(entries.map(\.reading) == [.hours("Mo-Fr 08:00-18:00"), .hours("24/7"), .empty])
        #expect(HoursCorpus.windows1252(Data([0x81, 0x41])) == "\u{FFFD}A", "an undefined byte is a replacement character")
    }
}
