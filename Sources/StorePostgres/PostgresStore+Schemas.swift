import Foundation
import PostgresNIO

extension PostgresStore {
    /// Drops the schemas named `<prefix><unix time>_…` whose time is before `date`, with
    /// everything in them; returns how many. For test runs, which give each test a schema.
    @discardableResult
    public func dropSchemas(prefix: String, olderThan date: Date) async throws -> Int {
        let names = try await query("SELECT nspname::text FROM pg_namespace WHERE starts_with(nspname::text, \(prefix))")
            .map { try $0.decode(String.self) }
        var dropped = 0
        for name in names {
            guard let time = name.dropFirst(prefix.count).split(separator: "_").first.flatMap({ Double($0) }),
                  time < date.timeIntervalSince1970 else { continue }
            _ = try await query(PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \(PostgresMigrator.quoted(name)) CASCADE"))
            dropped += 1
        }
        return dropped
    }
}
