import Foundation

/// The values a real OpenStreetMap file can hold, so an importer can skip and count the rest.
///
/// The reader reports what a file says, even when it cannot be true (a coordinate of 10⁹
/// degrees from a bad PBF `granularity`, a replication timestamp in the year 506,713);
/// consumers check values here before trusting them. Coordinates are WGS 84 degrees; OSM's
/// first edits date from 2004 (<https://wiki.openstreetmap.org/wiki/History_of_OpenStreetMap>).
public enum OSMPlausibility {
    /// 2004-01-01T00:00:00Z: OpenStreetMap did not exist earlier.
    public static let earliestTimestamp = Date(timeIntervalSince1970: 1_072_915_200)
    /// 2100-01-01T00:00:00Z: nothing dated later is real data.
    public static let latestTimestamp = Date(timeIntervalSince1970: 4_102_444_800)

    /// The instants an OSM timestamp can name, 2004-01-01 … 2100-01-01 (UTC).
    public static var timestamps: ClosedRange<Date> { earliestTimestamp...latestTimestamp }

    /// Whether the latitude and longitude are finite and within ±90° and ±180°.
    @inline(__always)
    public static func isValid(latitude: Double, longitude: Double) -> Bool {
        // Written as ranges so NaN fails both: every comparison with NaN is false.
        (-90.0...90.0).contains(latitude) && (-180.0...180.0).contains(longitude)
    }

    /// Whether `date` lies in ``timestamps``.
    @inline(__always)
    public static func isPlausible(_ date: Date) -> Bool {
        timestamps.contains(date)
    }
}
