import Foundation
import Localization

/// A derived place's words in every ``Language``: "Public toilet · Rue Grimaldi", "in Parc
/// Princesse Antoinette", "at Gare de Monaco", "2nd floor, Fontvieille shopping centre".
public enum PlaceText: String, CaseIterable, Sendable {
    case onStreet, inPark, atStation, inVenue
    case groundFloor, floor, basement, near

    /// The table. Ordinals are written per language: "2nd floor", "2.ª planta", "2e étage", "2. Obergeschoss".
    public static let catalogue = Catalogue<PlaceText>([
        .onStreet: [.english: "Public toilet · {name}", .spanish: "Aseo público · {name}",
                    .french: "Toilettes publiques · {name}", .german: "Öffentliche Toilette · {name}"],
        .inPark: [.english: "in {name}", .spanish: "en {name}", .french: "dans {name}", .german: "in {name}"],
        .atStation: [.english: "at {name}", .spanish: "en {name}", .french: "à {name}", .german: "bei {name}"],
        .inVenue: [.english: "in {name}", .spanish: "en {name}", .french: "dans {name}", .german: "in {name}"],
        .groundFloor: [.english: "ground floor", .spanish: "planta baja", .french: "rez-de-chaussée", .german: "Erdgeschoss"],
        .floor: [.english: "{ordinal} floor", .spanish: "{ordinal} planta", .french: "{ordinal} étage", .german: "{ordinal} Obergeschoss"],
        .basement: [.english: "basement level {number}", .spanish: "sótano {number}", .french: "sous-sol {number}",
                    .german: "{number}. Untergeschoss"],
        .near: [.english: "near {street}", .spanish: "cerca de {street}", .french: "près de {street}", .german: "nahe {street}"],
    ])
}

extension ToiletPlace {
    /// The label in `language`; see ``label``.
    public func label(in language: Language) -> String {
        let text = PlaceText.catalogue
        let floor = Self.floorPhrase(level, in: language)
        let base: String = switch kind {
        case .street: text.text(.onStreet, in: language, ["name": name])
        case .park: text.text(.inPark, in: language, ["name": name])
        case .station: text.text(.atStation, in: language, ["name": name])
        case .venue: floor == nil ? text.text(.inVenue, in: language, ["name": name]) : name
        }
        guard let floor else { return base }
        return kind == .street ? "\(base), \(floor)" : "\(floor), \(base)"
    }

    /// The derived address line in `language`: "near Rue Grimaldi".
    public func addressLabel(in language: Language) -> String? {
        nearStreet.map { PlaceText.catalogue.text(.near, in: language, ["street": $0]) }
    }

    /// The floor of an OSM `level` value in `language` (see ``floorPhrase(_:)``).
    public static func floorPhrase(_ level: String?, in language: Language) -> String? {
        guard let level, let number = Int(level.trimmingCharacters(in: .whitespaces)), abs(number) < 200 else { return nil }
        let text = PlaceText.catalogue
        if number == 0 { return text.text(.groundFloor, in: language) }
        if number < 0 { return text.text(.basement, in: language, ["number": String(-number)]) }
        let ordinal = switch language {
        case .english: ordinal(number)
        case .spanish: "\(number).ª"
        case .french: number == 1 ? "1er" : "\(number)e"
        case .german: "\(number)."
        }
        return text.text(.floor, in: language, ["ordinal": ordinal])
    }
}
