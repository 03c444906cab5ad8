import Foundation
import Model

/// How far ToiletNow trusts each source for each kind of fact, when two sources disagree.
///
/// Higher wins; among equal trust the more recent source wins (``Provenance/timestamp``),
/// then the one listed first. The table, and why:
///
/// | dataset | position | name | hours | other facts |
/// |---|---|---|---|---|
/// | `osm`, `toilets4london-osm` | 3: mapped on the ground or from imagery | 3 | 2 | 2 |
/// | `toilets4london` (London councils, TfL, operators) | 2: often a geocoded postcode | 2 | 3: the operator's own hours | 2 |
/// | `melbourne`, `mapped` (a city's open data) | 2 | 2 | 3 | 3: the operator's own list |
/// | `refuge`, `safe2pee` | 2 | 2 | 1 | 1, but gender (unisex) 3: what the source is about |
/// | `toiletmap-uk` (2014 FOI answers) | 1: mostly without coordinates, old | 2 | 2 | 2 |
/// | any other dataset (a mapped city file under its own name) | 2 | 2 | 2 | 2 |
///
/// Hours that can be evaluated always beat a source's unread free text (``ToiletAttributes/hoursTextField``),
/// whatever the trust: a text nobody could read cannot say "open on arrival".
public enum SourceTrust {
    /// The kinds of fact the table distinguishes.
    public enum Fact: Sendable {
        case position, name, hours, gender, other
    }

    /// The datasets that are OpenStreetMap data. OSM keeps separate toilets as separate objects,
    /// so two records of one OSM dataset never join (``SourceMerge``).
    public static let osmDatasets: Set<String> = ["osm", "toilets4london-osm"]

    /// The trust of `dataset` for `fact`, from 1 to 3.
    public static func trust(_ dataset: String, for fact: Fact) -> Int {
        switch dataset {
        case "osm", "toilets4london-osm":
            return fact == .hours || fact == .other || fact == .gender ? 2 : 3
        case "toilets4london":
            return fact == .hours ? 3 : 2
        case "melbourne", "mapped":
            return fact == .hours || fact == .other || fact == .gender ? 3 : 2
        case "refuge", "safe2pee":
            switch fact {
            case .gender: return 3
            case .position, .name: return 2
            case .hours, .other: return 1
            }
        case "toiletmap-uk":
            return fact == .position ? 1 : 2
        default:
            return 2
        }
    }
}
