import Foundation
import Routing
import Store
import Testing
import TestSupport
@testable import toiletnow

/// How `serve` loads the graph files the database names: verified, or reported and skipped.
@Suite("Walking graph files")
struct GraphFilesTests {
    static func written() throws -> (database: String, file: RegionGraphFile, path: String) {
        let database = try CLIRunner.temporaryFolder().appendingPathComponent("db.sqlite").path
        let map = try AsciiMap("a-b-c\n  |\n  d")
        let file = try GraphFiles.write(WalkingNetworkFile.encode(WalkingNetwork(graph: map.graph)), database: database, region: "tiny")
        return (database, file, GraphFiles.folder(database: database).appendingPathComponent(file.fileName).path)
    }

    static func load(_ database: String, _ files: [String: RegionGraphFile]) -> (networks: [String: WalkingNetwork], notes: [String]) {
        var notes: [String] = []
        let networks = GraphFiles.loadNetworks(database: database, files: files) { notes.append($0) }
        return (networks, notes)
    }

    @Test("a written file gets a fresh name each time and loads back when size and checksum match")
    func roundTrip() throws {
        let (database, file, _) = try Self.written()
        #expect(file.fileName.hasPrefix("tiny-") && RegionGraphFile.isValidName(file.fileName))
        let (networks, notes) = Self.load(database, ["tiny": file])
        #expect(networks.keys.sorted() == ["tiny"] && notes.isEmpty)
        let again = try GraphFiles.write(try AsciiMap("a-b").graph.encode(), database: database, region: "tiny")
        #expect(again.fileName != file.fileName)
    }

    @Test("a bare graph file written before contraction moved to import loads, contracted, and says so")
    func bareGraphFile() throws {
        let database = try CLIRunner.temporaryFolder().appendingPathComponent("db.sqlite").path
        let file = try GraphFiles.write(try AsciiMap("a-b-c").graph.encode(), database: database, region: "old")
        let (networks, notes) = Self.load(database, ["old": file])
        #expect(networks["old"]?.graph.vertexCount == 3)
        #expect(notes.count == 1 && notes.first?.contains("import the region again") == true)
    }

    @Test("a missing, changed, cut or misnamed file is reported, and its region falls back to straight lines")
    func mismatches() throws {
        let (database, file, path) = try Self.written()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[bytes.count / 2] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var (networks, notes) = Self.load(database, ["tiny": file])
        #expect(networks.isEmpty && notes.count == 1 && notes[0].contains("checksum") && notes[0].contains("tiny"))
        try Data(bytes.prefix(10)).write(to: URL(fileURLWithPath: path))
        (networks, notes) = Self.load(database, ["tiny": file])
        #expect(networks.isEmpty && notes.count == 1 && notes[0].contains("10 bytes"))
        try FileManager.default.removeItem(atPath: path)
        (networks, notes) = Self.load(database, ["tiny": file])
        #expect(networks.isEmpty && notes.count == 1 && notes[0].contains("missing"))
        (networks, notes) = Self.load(database, ["tiny": RegionGraphFile(fileName: "../../etc/passwd", byteCount: 1, checksum: 1)])
        #expect(networks.isEmpty && notes.count == 1)
    }

    @Test("garbage collection keeps the named files and removes the rest")
    func garbageCollection() throws {
        let (database, file, _) = try Self.written()
        let orphan = try GraphFiles.write(try AsciiMap("a-b").graph.encode(), database: database, region: "tiny")
        GraphFiles.removeUnreferenced(database: database, keeping: [file.fileName])
        let names = try FileManager.default.contentsOfDirectory(atPath: GraphFiles.folder(database: database).path)
        #expect(names == [file.fileName] && orphan.fileName != file.fileName)
        GraphFiles.removeUnreferenced(database: database, keeping: [])
        #expect(!FileManager.default.fileExists(atPath: GraphFiles.folder(database: database).path))
    }
}
