import Foundation
import Localization
import Testing
@testable import Model

/// The English wording of a derived place, as a table.
@Suite("Toilet place label")
struct ToiletPlaceTests {
    @Test("each kind reads as a person would say it", arguments: [
        (ToiletPlace(kind: .street, name: "Rue Grimaldi"), "Public toilet · Rue Grimaldi"),
        (ToiletPlace(kind: .park, name: "Parc Princesse Antoinette"), "in Parc Princesse Antoinette"),
        (ToiletPlace(kind: .station, name: "Gare de Monaco"), "at Gare de Monaco"),
        (ToiletPlace(kind: .venue, name: "Fontvieille shopping centre"), "in Fontvieille shopping centre"),
        (ToiletPlace(kind: .venue, name: "Fontvieille shopping centre", level: "2"), "2nd floor, Fontvieille shopping centre"),
        (ToiletPlace(kind: .station, name: "Gare de Monaco", level: "-1"), "basement level 1, at Gare de Monaco"),
        (ToiletPlace(kind: .street, name: "Rue Grimaldi", level: "0"), "Public toilet · Rue Grimaldi, ground floor"),
    ])
    func label(place: ToiletPlace, expected: String) {
        #expect(place.label == expected)
    }

    @Test("the label is derived, never the name: a named toilet keeps its name and has no label")
    func neverTheName() {
        var toilet = Toilet(id: Toilet.ID(1), kind: .dedicated, coordinate: .init(latitude: 43.7, longitude: 7.4), region: "r",
                            timeZoneIdentifier: "Europe/Monaco", sources: [], attributes: ToiletAttributes(),
                            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        toilet.place = ToiletPlace(kind: .street, name: "Rue Grimaldi", nearStreet: "Rue Grimaldi")
        #expect(toilet.displayName == "Public toilet" && toilet.placeLabel == "Public toilet · Rue Grimaldi")
        toilet.attributes.name = Attribute("Toilettes du Port")
        #expect(toilet.displayName == "Toilettes du Port" && toilet.placeLabel == nil)
    }

    @Test("the record's JSON never carries the derived place")
    func notInRecord() throws {
        var toilet = Toilet(id: Toilet.ID(1), kind: .dedicated, coordinate: .init(latitude: 43.7, longitude: 7.4), region: "r",
                            timeZoneIdentifier: "Europe/Monaco", sources: [], attributes: ToiletAttributes(),
                            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        toilet.place = ToiletPlace(kind: .park, name: "Parc")
        let text = String(decoding: try JSONEncoder().encode(toilet), as: UTF8.self)
        #expect(!text.contains("Parc"))
        #expect(try JSONDecoder().decode(Toilet.self, from: Data(text.utf8)).place == nil)
    }
}

@Suite("Derived places in four languages")
struct ToiletPlaceLanguageTests {
    @Test("labels, floors and the derived address read naturally in each language", arguments: [
        (Language.english, "Public toilet · Rue Grimaldi, ground floor", "2nd floor, Fontvieille", "at Gare de Monaco", "near Rue Grimaldi"),
        (.spanish, "Aseo público · Rue Grimaldi, planta baja", "2.ª planta, Fontvieille", "en Gare de Monaco", "cerca de Rue Grimaldi"),
        (.french, "Toilettes publiques · Rue Grimaldi, rez-de-chaussée", "2e étage, Fontvieille", "à Gare de Monaco", "près de Rue Grimaldi"),
        (.german, "Öffentliche Toilette · Rue Grimaldi, Erdgeschoss", "2. Obergeschoss, Fontvieille", "bei Gare de Monaco", "nahe Rue Grimaldi"),
    ])
    func words(language: Language, street: String, venue: String, station: String, near: String) {
        #expect(ToiletPlace(kind: .street, name: "Rue Grimaldi", level: "0").label(in: language) == street)
        #expect(ToiletPlace(kind: .venue, name: "Fontvieille", level: "2").label(in: language) == venue)
        #expect(ToiletPlace(kind: .station, name: "Gare de Monaco").label(in: language) == station)
        #expect(ToiletPlace(kind: .park, name: "X", nearStreet: "Rue Grimaldi").addressLabel(in: language) == near)
    }

    @Test("the French first floor is 1er, basements count down in every language")
    func floors() {
        #expect(ToiletPlace.floorPhrase("1", in: .french) == "1er étage")
        #expect(ToiletPlace.floorPhrase("-2", in: .german) == "2. Untergeschoss")
        #expect(ToiletPlace.floorPhrase("-1", in: .spanish) == "sótano 1")
        #expect(ToiletPlace.floorPhrase("0;1", in: .french) == nil)
        // English is unchanged by the catalogue.
        #expect(ToiletPlace.floorPhrase("21") == "21st floor")
    }
}
