import Foundation
import Geo
import Model

/// Each toilet's Refuge object as `by_location` writes it, written once per revision.
///
/// The cached bytes are the object without its closing brace: the votes, distance and bearing,
/// which change without a new revision or differ per request, are appended after them. Encoding every object with
/// `JSONEncoder` on every request was most of `by_location`'s time (see BENCHMARKS.md).
final class RefugeJSONCache: Sendable {
    private struct Key: Hashable, Sendable {
        var id: Int64
        var revision: Int64
    }

    private let cache: BoundedCache<Key>

    init(capacity: Int = 20_000) {
        cache = BoundedCache(capacity: capacity)
    }

    /// Writes `toilet` as a Refuge object with its votes, distance (in miles) and bearing.
    func write(_ toilet: Toilet, votes: VoteCount, distanceMeters: Double, bearingDegrees: Double, to writer: inout JSONWriter) {
        let open = cache.bytes(for: Key(id: toilet.id.rawValue, revision: toilet.revision)) {
            var w = JSONWriter(capacity: 512)
            RefugeRestroom(toilet).writeFields(to: &w)
            return w.bytes
        }
        writer.raw(open)
        writer.continueObject()
        writer.key("downvote"); writer.integer(Int64(votes.unsafe))
        writer.key("upvote"); writer.integer(Int64(votes.safe))
        writer.key("distance"); writer.shortest(distanceMeters / metersPerMile)
        writer.key("bearing"); writer.string(String(bearingDegrees))
        writer.endObject()
    }
}

extension RefugeRestroom {
    /// The object's members without the votes, `distance` and `bearing`, leaving the object open.
    func writeFields(to w: inout JSONWriter) {
        w.beginObject()
        w.key("id"); w.integer(id)
        w.key("name"); w.string(name)
        w.key("street"); w.string(street)
        w.key("city"); w.string(city)
        w.key("state"); w.string(state)
        w.key("accessible"); w.bool(accessible)
        w.key("unisex"); w.bool(unisex)
        w.key("directions"); w.string(directions)
        w.key("comment"); w.string(comment)
        w.key("latitude"); w.shortest(latitude)
        w.key("longitude"); w.shortest(longitude)
        w.key("created_at"); w.string(created_at)
        w.key("updated_at"); w.string(updated_at)
        w.key("country"); w.string(country)
        w.key("changing_table"); w.bool(changing_table)
        w.key("edit_id"); w.integer(edit_id)
        w.key("approved"); w.bool(approved)
    }
}
