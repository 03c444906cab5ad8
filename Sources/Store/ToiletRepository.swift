import Foundation
import Geo
import Model

/// Reads and writes toilets. One implementation per storage technology; one contract
/// test suite (`StoreTests`) runs against every implementation.
///
/// Every list is bounded: callers pass a ``PageRequest`` and implementations cap radii at
/// ``ToiletRepositoryLimits``.
public protocol ToiletRepository: Sendable {
    /// The current toilet with this id, or nil (also for removed toilets).
    func toilet(id: Toilet.ID) async throws -> Toilet?

    /// Toilets within `radiusMeters` of `center` that meet `needs`, nearest first.
    /// - Complexity: O(log n + k log k) with a spatial index, k the toilets in the radius.
    func nearby(_ center: Coordinate, radiusMeters: Double, needs: NeedsProfile, page: PageRequest) async throws -> Page<NearbyToilet>

    /// Current toilets meeting `needs`, newest created first; with `since`, only those created
    /// (or, with `.updated`, updated) at or after it.
    func list(needs: NeedsProfile, since: DateFilter?, page: PageRequest) async throws -> Page<Toilet>

    /// Full-text search over name, address and notes, best match first. Accents and case are ignored.
    func search(_ text: String, needs: NeedsProfile, page: PageRequest) async throws -> Page<Toilet>

    /// Makes the region's toilets what the snapshot says, in one transaction: adds, updates and
    /// removes, each as a new revision. Applying the same snapshot twice changes nothing.
    func apply(_ snapshot: RegionSnapshot, at now: Date) async throws -> ImportReport

    /// The imported regions.
    func regions() async throws -> [RegionInfo]

    /// Every revision of a toilet, oldest first (nothing is ever overwritten).
    func history(of id: Toilet.ID) async throws -> [ToiletRevision]

    /// A number that grows with every committed change to the store (an import now,
    /// contributions later), and never goes back. Cheap: a server polls it every second and
    /// reloads its snapshots when it moves.
    func dataVersion() async throws -> Int64
}

/// Hard caps every implementation enforces, so no request can ask for unbounded work.
public enum ToiletRepositoryLimits {
    /// The largest radius a nearby query searches (100 km).
    public static let maxRadiusMeters = 100_000.0
    /// The largest page.
    public static let maxPageSize = 100
}

/// A `since` condition on creation or update time.
public struct DateFilter: Sendable, Hashable {
    public enum Field: Sendable, Hashable { case created, updated }
    public var field: Field
    public var date: Date

    public init(_ field: Field, _ date: Date) {
        self.field = field
        self.date = date
    }
}

extension ToiletRepository {
    /// Every current toilet, page by page (for building in-memory indexes at startup).
    public func allToilets(needs: NeedsProfile = []) async throws -> [Toilet] {
        var toilets: [Toilet] = []
        var page = 1
        while true {
            let result = try await list(needs: needs, since: nil, page: PageRequest(page: page, perPage: ToiletRepositoryLimits.maxPageSize))
            toilets += result.items
            if page >= result.totalPages { return toilets }
            page += 1
        }
    }
}
