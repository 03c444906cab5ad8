/// Receives the contents of an OSM file, in file order, from ``OSMReader/read(contentsOf:into:)``.
///
/// Every method has a default implementation that does nothing, so a visitor
/// implements only what it needs. Any error thrown from a method stops the read
/// and reaches the caller as ``OSMReadError/visitor(_:)``.
///
/// ```swift
/// struct ToiletCounter: OSMVisitor {
///     var count = 0
///     mutating func visit(node: OSMNode) throws {
///         if node.tags["amenity"] == "toilets" { count += 1 }
///     }
/// }
/// var counter = ToiletCounter()
/// try OSMReader.read(contentsOf: url, into: &counter)
/// ```
public protocol OSMVisitor {
    /// Called once, before any element.
    mutating func visit(header: OSMHeader) throws
    /// Called for every node, tagged or not: a walking graph needs the
    /// coordinates of untagged nodes too.
    mutating func visit(node: OSMNode) throws
    /// Called for every way.
    mutating func visit(way: OSMWay) throws
    /// Called for every relation.
    mutating func visit(relation: OSMRelation) throws
    /// Called after each PBF blob or XML input chunk, and once at the end with
    /// `bytesRead == totalBytes`. Both count bytes of the file on disk
    /// (compressed bytes for `.gz`).
    mutating func progress(bytesRead: Int64, totalBytes: Int64)
}

extension OSMVisitor {
    /// Does nothing.
    public mutating func visit(header: OSMHeader) throws {}
    /// Does nothing.
    public mutating func visit(node: OSMNode) throws {}
    /// Does nothing.
    public mutating func visit(way: OSMWay) throws {}
    /// Does nothing.
    public mutating func visit(relation: OSMRelation) throws {}
    /// Does nothing.
    public mutating func progress(bytesRead: Int64, totalBytes: Int64) {}
}
