import Foundation
import Model
import PostgresNIO
import Store

extension PostgresStore: ServingStore {
    /// The size of one stored chunk of a walking graph (4 MiB): a 1 GB graph is 256 rows, each
    /// well under PostgreSQL's 1 GB value limit and small enough to stream.
    public static let graphChunkSize = 4 << 20

    /// The whole serving state in one repeatable-read transaction: an import that commits
    /// meanwhile is either wholly in it or wholly out of it (never old toilets with a new graph).
    /// - Complexity: O(T) for T current toilets: one scan.
    public func servingState() async throws -> ServingState {
        try await read { sql in
            let version = try await Self.dataVersion(sql)
            let decoder = ToiletRecordCoder.makeDecoder()
            let toilets = try await sql.rows("SELECT record, place FROM toilets WHERE NOT is_removed ORDER BY id").map { row in
                let (record, place) = try row.decode((String, String?).self)
                return ToiletPlaceCoder.placed(try ToiletRecordCoder.decode(record, with: decoder), place)
            }
            let revision = try await sql.value("SELECT MAX(id) FROM toilet_revisions", as: Int64.self) ?? 0
            return ServingState(version: version, toilets: toilets, graphFiles: try await Self.graphFiles(sql), revision: revision)
        }
    }

    /// Each region's recorded walking graph. A row that cannot be one (a bad name or numbers out of range) is left out.
    public func graphFiles() async throws -> [String: RegionGraphFile] {
        try await read { sql in try await Self.graphFiles(sql) }
    }

    static func graphFiles(_ sql: SQL) async throws -> [String: RegionGraphFile] {
        var files: [String: RegionGraphFile] = [:]
        for row in try await sql.rows("SELECT region, file_name, byte_count, checksum FROM region_graphs") {
            let (region, name, byteCount, checksum) = try row.decode((String, String, Int64, Int64).self)
            guard RegionGraphFile.isValidName(name), byteCount >= 0, let crc = UInt32(exactly: checksum) else { continue }
            files[region] = RegionGraphFile(fileName: name, byteCount: byteCount, checksum: crc)
        }
        return files
    }

    /// The bytes of `region`'s walking graph, read chunk by chunk in one repeatable-read
    /// transaction and checked against the row's length and CRC-32; nil when the region has none.
    /// - Throws: ``PostgresStoreError/graphMismatch(region:detail:)`` when they do not match.
    public func graphBytes(region: String) async throws -> [UInt8]? {
        try await read { sql in
            guard let row = try await sql.rows("SELECT byte_count, checksum FROM region_graphs WHERE region = \(region)").first else { return nil }
            let (byteCount, checksum) = try row.decode((Int64, Int64).self)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(Int(clamping: max(byteCount, 0)))
            var crc = CRC32()
            // One chunk a query, so no more than one chunk is in flight beside the result.
            let count = try await sql.value("SELECT COUNT(*) FROM region_graph_chunks WHERE region = \(region)", as: Int.self) ?? 0
            for seq in 0..<count {
                guard let buffer = try await sql.value("SELECT bytes FROM region_graph_chunks WHERE region = \(region) AND seq = \(seq)",
                                                       as: ByteBuffer.self) else {
                    throw PostgresStoreError.graphMismatch(region: region, detail: "chunk \(seq) is missing")
                }
                let chunk = buffer.readableBytesView
                crc.update(chunk)
                bytes.append(contentsOf: chunk)
            }
            guard Int64(bytes.count) == byteCount else {
                throw PostgresStoreError.graphMismatch(region: region, detail: "\(bytes.count) bytes stored, \(byteCount) recorded")
            }
            guard Int64(crc.value) == checksum else {
                throw PostgresStoreError.graphMismatch(region: region, detail: "CRC-32 \(crc.value) stored, \(checksum) recorded")
            }
            return bytes
        }
    }

    /// Replaces `region`'s graph row and chunks inside the caller's transaction (nil: removes them).
    static func replaceGraph(_ bytes: [UInt8]?, region: String, sql: SQL) async throws {
        try await sql.execute("DELETE FROM region_graphs WHERE region = \(region)")
        guard let bytes else { return }
        let file = graphFile(region: region, bytes: bytes)
        guard RegionGraphFile.isValidName(file.fileName) else { throw PostgresStoreError.invalidGraphName(file.fileName) }
        try await sql.execute("""
            INSERT INTO region_graphs (region, file_name, byte_count, checksum)
            VALUES (\(region), \(file.fileName), \(file.byteCount), \(Int64(file.checksum)))
            """)
        var seq = 0
        for start in stride(from: 0, to: bytes.count, by: graphChunkSize) {
            let buffer = ByteBuffer(bytes: bytes[start..<min(start + graphChunkSize, bytes.count)])
            try await sql.execute("INSERT INTO region_graph_chunks (region, seq, bytes) VALUES (\(region), \(seq), \(buffer))")
            seq += 1
        }
    }

    /// The graph file row for `bytes`: named `<region>-<16 hex of the checksum>.walkgraph`.
    static func graphFile(region: String, bytes: [UInt8]) -> RegionGraphFile {
        let checksum = CRC32.checksum(bytes)
        let hex = String(UInt64(checksum), radix: 16)
        let name = "\(region)-\(String(repeating: "0", count: 16 - hex.count))\(hex).walkgraph"
        return RegionGraphFile(fileName: name, byteCount: Int64(bytes.count), checksum: checksum)
    }

    /// A number that grows with every committed write (one row, one statement).
    public func dataVersion() async throws -> Int64 {
        try await query("SELECT version FROM data_version WHERE id = 1").first?.decode(Int64.self) ?? 0
    }

    static func dataVersion(_ sql: SQL) async throws -> Int64 {
        try await sql.value("SELECT version FROM data_version WHERE id = 1", as: Int64.self) ?? 0
    }
}
