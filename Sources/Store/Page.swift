import Foundation
import Geo
import Model

/// Which page of a list to return: 1-based, at most ``ToiletRepositoryLimits/maxPageSize`` long.
public struct PageRequest: Sendable, Hashable {
    public let page: Int
    public let perPage: Int

    /// Clamps `page` to at least 1 and `perPage` to 1…100.
    public init(page: Int, perPage: Int) {
        self.page = max(1, page)
        self.perPage = min(ToiletRepositoryLimits.maxPageSize, max(1, perPage))
    }

    /// The number of items before this page.
    public var offset: Int { (page - 1) * perPage }

    /// The slice of `items` this page covers.
    public func slice<T>(_ items: [T]) -> [T] {
        guard offset < items.count else { return [] }
        return Array(items[offset..<min(items.count, offset + perPage)])
    }
}

/// One page of a list and the size of the whole list.
public struct Page<Item: Sendable>: Sendable {
    public var items: [Item]
    public var total: Int
    public var request: PageRequest

    public init(items: [Item], total: Int, request: PageRequest) {
        self.items = items
        self.total = total
        self.request = request
    }

    /// How many pages the whole list has (at least 1, so page 1 of nothing exists).
    public var totalPages: Int { max(1, (total + request.perPage - 1) / request.perPage) }
}

/// A toilet with its straight-line distance and bearing from the query point.
public struct NearbyToilet: Sendable {
    public var toilet: Toilet
    public var distanceMeters: Double
    public var bearingDegrees: Double

    public init(toilet: Toilet, distanceMeters: Double, bearingDegrees: Double) {
        self.toilet = toilet
        self.distanceMeters = distanceMeters
        self.bearingDegrees = bearingDegrees
    }
}

/// One imported region.
public struct RegionInfo: Sendable, Hashable, Codable {
    public var name: String
    public var timeZoneIdentifier: String
    public var dataTimestamp: Date?
    public var importedAt: Date
    public var sourceName: String
    public var toiletCount: Int
    /// The box around the region's current toilets; nil when it has none.
    public var boundingBox: BoundingBox?
    /// How long the region's last OSM import took, from reading its file to its commit (nil before issue 14's schema).
    public var importSeconds: Double?

    public init(name: String, timeZoneIdentifier: String, dataTimestamp: Date?, importedAt: Date, sourceName: String, toiletCount: Int,
                boundingBox: BoundingBox? = nil) {
        self.boundingBox = boundingBox
        self.name = name
        self.timeZoneIdentifier = timeZoneIdentifier
        self.dataTimestamp = dataTimestamp
        self.importedAt = importedAt
        self.sourceName = sourceName
        self.toiletCount = toiletCount
    }
}
