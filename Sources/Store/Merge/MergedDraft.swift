import Foundation
import Model

/// One toilet's draft made from the records of a group (``SourceMerge``): every field from the
/// source that wins it, and every source listed.
///
/// - The primary source (the first of ``ToiletDraft/sources``, which keys the toilet) is the member
///   that already keys a stored toilet, so a toilet keeps its id when a new source joins it; else
///   the member with the most trusted position. Ties: the smaller key.
/// - The position, kind and derived place are the primary's.
/// - Each attribute comes from the member that ``SourceTrust`` trusts most for it; among equal
///   trust the most recent (``Provenance/timestamp``; unknown is oldest); then the order of
///   ``ToiletDraft/sources``. Evaluable hours beat unread free text. The values that lost stay in
///   their source's record, which the API shows beside the toilet.
enum MergedDraft {
    static func make(members: [ToiletDraft], storedKeys: Set<String>) -> ToiletDraft {
        guard members.count > 1 else { return members[0] }
        let ordered = members.sorted { rank($0, storedKeys) < rank($1, storedKeys) }
        let primary = ordered[0]
        var draft = ToiletDraft(kind: primary.kind, coordinate: primary.coordinate, sources: ordered.compactMap(\.sources.first),
                                attributes: ToiletAttributes(), place: ordered.lazy.compactMap(\.place).first)
        var a = ToiletAttributes()
        pick(\.name, .name, ordered, into: &a)
        pick(\.operator, .other, ordered, into: &a)
        pick(\.address, .other, ordered, into: &a)
        pick(\.access, .other, ordered, into: &a)
        pick(\.fee, .other, ordered, into: &a)
        pick(\.charge, .other, ordered, into: &a)
        pick(\.wheelchair, .other, ordered, into: &a)
        pick(\.changingTable, .other, ordered, into: &a)
        pick(\.adultChangingTable, .other, ordered, into: &a)
        pick(\.gender, .gender, ordered, into: &a)
        pick(\.centralKey, .other, ordered, into: &a)
        pick(\.checkDate, .other, ordered, into: &a)
        pick(\.description, .other, ordered, into: &a)
        pick(\.level, .other, ordered, into: &a)
        pick(\.disposal, .other, ordered, into: &a)
        pick(\.positions, .other, ordered, into: &a)
        pick(\.drinkingWater, .other, ordered, into: &a)
        pick(\.shower, .other, ordered, into: &a)
        if let winner = pick(\.openingHours, .hours, ordered, into: &a, preferring: { $0.attributes.openingHours.field != ToiletAttributes.hoursTextField }) {
            draft.hoursProblem = ordered[winner].hoursProblem
        }
        draft.attributes = a
        return draft
    }

    /// The sort key of the primary choice: stored first, then position trust, then key.
    private static func rank(_ draft: ToiletDraft, _ storedKeys: Set<String>) -> (Int, Int, String) {
        let key = draft.sourceKey
        return (storedKeys.contains(key) ? 0 : 1, -SourceTrust.trust(draft.sources.first?.dataset ?? "", for: .position), key)
    }

    /// Sets `path` of `attributes` from the winning member, pointing at its place in the sources;
    /// the winner's index in `members`, or nil when no member knows it.
    @discardableResult
    private static func pick<Value>(_ path: WritableKeyPath<ToiletAttributes, Attribute<Value>>, _ fact: SourceTrust.Fact,
                                    _ members: [ToiletDraft], into attributes: inout ToiletAttributes,
                                    preferring preferred: (ToiletDraft) -> Bool = { _ in true }) -> Int? {
        var best: (index: Int, key: (Int, Int, Double))?
        for (index, member) in members.enumerated() where member.attributes[keyPath: path].isKnown {
            let source = member.sources.first
            let key = (preferred(member) ? 1 : 0, SourceTrust.trust(source?.dataset ?? "", for: fact),
                       source?.timestamp?.timeIntervalSince1970 ?? -.infinity)
            if best.map({ key > $0.key }) ?? true { best = (index, key) }
        }
        guard let best else { return nil }
        var value = members[best.index].attributes[keyPath: path]
        value.source = best.index
        attributes[keyPath: path] = value
        return best.index
    }
}
