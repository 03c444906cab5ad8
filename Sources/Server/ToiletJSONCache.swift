import Finder
import Foundation
import Localization
import Model

/// The JSON of each toilet as `/api/nearest` writes it, kept for the minute it is valid in.
///
/// A toilet's object changes only when its record changes (a new revision) or its hours move
/// on (at most once a minute: "Closes in 15 min"), so the nearest endpoint writes each toilet
/// once a minute instead of on every request. Bounded: cleared when it holds too many entries.
/// Keyed by language too: the object holds the hours summary, a sentence, so one language's
/// bytes must never answer another's request.
final class ToiletJSONCache: Sendable {
    private struct Key: Hashable, Sendable {
        var id: Int64
        var revision: Int64
        var minute: Int64
        var language: Language
    }

    private let cache: BoundedCache<Key>

    init(capacity: Int = 20_000) {
        cache = BoundedCache(capacity: capacity)
    }

    /// The toilet's JSON at `now` in `language`, from the cache or freshly written.
    /// `finder`: the finder the toilet comes from, whose shared schedules read its hours.
    func json(for toilet: Toilet, at now: Date, language: Language = .english, finder: ToiletFinder? = nil) -> [UInt8] {
        let key = Key(id: toilet.id.rawValue, revision: toilet.revision, minute: Int64((now.timeIntervalSince1970 / 60).rounded(.down)),
                      language: language)
        return cache.bytes(for: key) {
            var writer = JSONWriter(capacity: 1024)
            NearestJSON.toilet(toilet, at: now, language: language, finder: finder, to: &writer)
            return writer.bytes
        }
    }
}
