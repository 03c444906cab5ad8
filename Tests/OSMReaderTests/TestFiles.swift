import Foundation
@testable import OSMReader

/// Paths of the sample data and helpers for temporary files.
enum TestFiles {
    /// `Data/osm` at the root of the package, found from this file's location so
    /// the tests work in any clone.
    static let dataDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("../../Data/osm")
        .standardizedFileURL

    static var monaco: URL { dataDirectory.appendingPathComponent("monaco-2022.osm.pbf") }
    static var andorra: URL { dataDirectory.appendingPathComponent("andorra-2025.osm.pbf") }
    static var malta: URL { dataDirectory.appendingPathComponent("malta-2018.osm.pbf") }
    static var berlin: URL { dataDirectory.appendingPathComponent("berlin-tiergarten-2017.osm.gz") }

    /// Writes `bytes` to a fresh file in the temporary directory.
    static func temporary(_ bytes: [UInt8], name: String = "fixture") throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("OSMReaderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    /// Removes a file made by ``temporary(_:name:)`` and its directory.
    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }

    /// The first `count` bytes of a file.
    static func prefix(of url: URL, count: Int) throws -> [UInt8] {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return [UInt8](try handle.read(upToCount: count) ?? Data())
    }

    /// Reads `url` and returns the error it throws, or `nil` if it reads fine.
    static func readError(_ url: URL) -> OSMReadError? {
        var counter = ElementCounter()
        do {
            try OSMReader.read(contentsOf: url, into: &counter)
            return nil
        } catch {
            return error
        }
    }
}

/// Counts elements and amenity=toilets, and records progress calls.
struct ElementCounter: OSMVisitor {
    var nodes = 0, ways = 0, relations = 0
    var toiletNodes = 0, toiletWays = 0
    var headers: [OSMHeader] = []
    var progress: [(bytesRead: Int64, totalBytes: Int64)] = []

    mutating func visit(header: OSMHeader) throws { headers.append(header) }
    mutating func visit(node: OSMNode) throws {
        nodes += 1
        if node.tags["amenity"] == "toilets" { toiletNodes += 1 }
    }
    mutating func visit(way: OSMWay) throws {
        ways += 1
        if way.tags["amenity"] == "toilets" { toiletWays += 1 }
    }
    mutating func visit(relation: OSMRelation) throws { relations += 1 }
    mutating func progress(bytesRead: Int64, totalBytes: Int64) {
        progress.append((bytesRead, totalBytes))
    }
}

/// Keeps every element (only for small files) or only those with wanted ids.
struct ElementCollector: OSMVisitor {
    var wantedIDs: Set<Int64>?
    var header: OSMHeader?
    var nodes: [Int64: OSMNode] = [:]
    var ways: [Int64: OSMWay] = [:]
    var relations: [Int64: OSMRelation] = [:]
    var order: [String] = []

    init(wantedIDs: Set<Int64>? = nil) { self.wantedIDs = wantedIDs }

    private func wants(_ id: Int64) -> Bool { wantedIDs?.contains(id) ?? true }

    mutating func visit(header: OSMHeader) throws { self.header = header }
    mutating func visit(node: OSMNode) throws {
        if wants(node.id) { nodes[node.id] = node; order.append("n\(node.id)") }
    }
    mutating func visit(way: OSMWay) throws {
        if wants(way.id) { ways[way.id] = way; order.append("w\(way.id)") }
    }
    mutating func visit(relation: OSMRelation) throws {
        if wants(relation.id) { relations[relation.id] = relation; order.append("r\(relation.id)") }
    }

    /// Reads `url` fully into a new collector.
    static func read(_ url: URL, wantedIDs: Set<Int64>? = nil) throws -> ElementCollector {
        var collector = ElementCollector(wantedIDs: wantedIDs)
        try OSMReader.read(contentsOf: url, into: &collector)
        return collector
    }
}

extension Date {
    /// Parses `2019-02-04T08:34:05Z` for expectations.
    static func utc(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}
