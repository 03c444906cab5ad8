import GRDB

/// The schema, as SQL migrations. A shipped migration is never edited: add a new one.
enum SQLiteMigrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: toilets, revisions, regions, r-tree, fts5") { db in
            try db.execute(sql: v1)
        }
        migrator.registerMigration("v2: places and base-map shapes") { db in
            try db.execute(sql: v2)
        }
        migrator.registerMigration("v3: region graph files and the data version") { db in
            try db.execute(sql: v3)
        }
        migrator.registerMigration("v4: devices, contributions and moderation events") { db in
            try db.execute(sql: v4)
        }
        migrator.registerMigration("v5: who made each revision, the imported record beside the merged one") { db in
            try db.execute(sql: v5)
        }
        migrator.registerMigration("v6: pending new toilets by latitude") { db in
            try db.execute(sql: v6)
        }
        migrator.registerMigration("v7: derived place of each toilet") { db in
            try db.execute(sql: v7)
        }
        migrator.registerMigration("v8: every source's own records, and each region's sources") { db in
            try db.execute(sql: v8)
        }
        migrator.registerMigration("v9: each region's last import duration") { db in
            try db.execute(sql: "ALTER TABLE regions ADD COLUMN import_seconds REAL")
        }
        return migrator
    }

    /// Each source's records as that source gave them (`source_records`: a draft as a toilet
    /// record with id 0, and its derived place), so the toilets of a region can be merged again
    /// when one source is imported anew, and every losing value stays visible. `region_sources`
    /// says, per region and dataset, which file it came from, under which licence (`licence_stated`
    /// 0: given by the operator with `--licence`), with what attribution. Regions imported
    /// before v8 are listed with their OSM source; its records are copied from the toilets'
    /// imported revisions when a second source comes (a region with one OSM source keeps none).
    private static let v8 = """
        CREATE TABLE source_records (
            region TEXT NOT NULL,
            dataset TEXT NOT NULL,
            source_key TEXT NOT NULL,
            record TEXT NOT NULL,
            place TEXT,
            PRIMARY KEY (region, source_key)
        ) WITHOUT ROWID;
        CREATE INDEX source_records_by_dataset ON source_records(region, dataset);
        CREATE TABLE region_sources (
            region TEXT NOT NULL,
            dataset TEXT NOT NULL,
            file_name TEXT NOT NULL,
            format TEXT NOT NULL,
            licence TEXT NOT NULL,
            licence_stated INTEGER NOT NULL,
            attribution TEXT NOT NULL,
            url TEXT,
            imported_at REAL NOT NULL,
            record_count INTEGER NOT NULL,
            PRIMARY KEY (region, dataset)
        );
        INSERT INTO region_sources (region, dataset, file_name, format, licence, licence_stated, attribution, url, imported_at, record_count)
            SELECT r.name, 'osm', r.source_name, 'osm', 'ODbL 1.0', 1, '© OpenStreetMap contributors',
                   'https://www.openstreetmap.org/copyright', r.imported_at,
                   (SELECT COUNT(*) FROM toilets t WHERE t.region = r.name AND t.is_removed = 0 AND t.source_key LIKE 'osm:%')
            FROM regions r;
        """

    /// Each toilet's place derived at import (``ToiletPlace`` as JSON: the street, park,
    /// station or venue it is at, its level, the nearest street), beside the record and outside
    /// the revisions: it is not a fact of the toilet and never its name. NULL: none derived.
    private static let v7 = """
        ALTER TABLE toilets ADD COLUMN place TEXT;
        """

    /// Pending new toilets by latitude, so a second device's add finds the one it agrees with
    /// by a range read, whatever the length of the moderation queue.
    private static let v6 = """
        CREATE INDEX contributions_pending_adds ON contributions(latitude)
            WHERE state = 'pending' AND kind = 'add' AND agrees_with IS NULL;
        """

    /// Each revision says who made it: `import`, `community` (with the author's token hash and
    /// the contribution) or `moderator` (a revert). `imported` is the record the import itself
    /// read, kept only when the stored record differs from it (community edits layered on top);
    /// NULL means the revision's `record` is the imported one, as for every revision before v5.
    /// The partial index finds the few toilets the community has touched without a scan.
    /// `region_bounds` is the box of each region's toilets at its last import, so placing a new
    /// community toilet in a region reads a few rows instead of every toilet.
    private static let v5 = """
        ALTER TABLE toilet_revisions ADD COLUMN source TEXT NOT NULL DEFAULT 'import'
            CHECK (source IN ('import', 'community', 'moderator'));
        ALTER TABLE toilet_revisions ADD COLUMN author TEXT;
        ALTER TABLE toilet_revisions ADD COLUMN contribution_id INTEGER;
        ALTER TABLE toilet_revisions ADD COLUMN imported TEXT;
        CREATE INDEX toilet_revisions_not_imported ON toilet_revisions(toilet_id) WHERE source <> 'import';
        ALTER TABLE contributions ADD COLUMN agrees_with INTEGER REFERENCES contributions(id);
        CREATE INDEX contributions_agreeing ON contributions(agrees_with) WHERE agrees_with IS NOT NULL;
        CREATE TABLE region_bounds (
            region TEXT PRIMARY KEY,
            min_lat REAL NOT NULL,
            min_lon REAL NOT NULL,
            max_lat REAL NOT NULL,
            max_lon REAL NOT NULL
        );
        INSERT INTO region_bounds (region, min_lat, min_lon, max_lat, max_lon)
            SELECT region, MIN(latitude), MIN(longitude), MAX(latitude), MAX(longitude) FROM toilets
            WHERE is_removed = 0 GROUP BY region;
        """

    /// Devices by their token's hash (never the token); the append-only contribution log with
    /// each contribution's current moderation state beside it for the queue; every moderation
    /// event and agreement, append-only. A new toilet's position is the toilet's, never the
    /// contributor's, and no table holds a device's position.
    private static let v4 = """
        CREATE TABLE devices (
            id INTEGER PRIMARY KEY,
            token_hash TEXT NOT NULL UNIQUE,
            role TEXT NOT NULL CHECK (role IN ('device', 'moderator')),
            name TEXT,
            created_at REAL NOT NULL,
            banned_at REAL
        );
        CREATE TABLE contributions (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            device_id INTEGER NOT NULL REFERENCES devices(id),
            toilet_id INTEGER,
            kind TEXT NOT NULL,
            body TEXT NOT NULL,
            latitude REAL,
            longitude REAL,
            created_at REAL NOT NULL,
            state TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'rejected')),
            approval TEXT,
            agreements INTEGER NOT NULL DEFAULT 0,
            reason TEXT
        );
        CREATE INDEX contributions_by_toilet ON contributions(toilet_id, id);
        CREATE INDEX contributions_by_device ON contributions(device_id, id);
        CREATE INDEX contributions_pending ON contributions(id) WHERE state = 'pending';
        CREATE TABLE contribution_agreements (
            contribution_id INTEGER NOT NULL REFERENCES contributions(id),
            device_hash TEXT NOT NULL,
            PRIMARY KEY (contribution_id, device_hash)
        ) WITHOUT ROWID;
        CREATE TABLE moderation_events (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            contribution_id INTEGER NOT NULL REFERENCES contributions(id),
            event TEXT NOT NULL,
            actor TEXT,
            reason TEXT,
            created_at REAL NOT NULL
        );
        CREATE INDEX moderation_events_by_contribution ON moderation_events(contribution_id, id);
        """

    /// `region_graphs` names the walking-graph file each region's import wrote (see
    /// ``RegionGraphFile``); a region with no graph has no row. `data_version` is one row whose
    /// `version` every write transaction bumps, so a server can poll for changes cheaply.
    private static let v3 = """
        CREATE TABLE region_graphs (
            region TEXT PRIMARY KEY,
            file_name TEXT NOT NULL,
            byte_count INTEGER NOT NULL,
            checksum INTEGER NOT NULL
        );
        CREATE TABLE data_version (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            version INTEGER NOT NULL
        );
        INSERT INTO data_version (id, version) VALUES (1, 0);
        """

    /// `map_tiles` holds the base map as vector tiles (``MapTiles``): one BLOB per 0.01° cell.
    private static let v2 = """
        CREATE TABLE places (
            id INTEGER PRIMARY KEY,
            region TEXT NOT NULL,
            kind TEXT NOT NULL,
            name TEXT NOT NULL,
            detail TEXT NOT NULL,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL
        );
        CREATE INDEX places_by_region ON places(region);
        CREATE VIRTUAL TABLE places_fts USING fts5(name, tokenize = 'unicode61 remove_diacritics 2');
        CREATE TABLE map_tiles (
            region TEXT NOT NULL,
            cell_x INTEGER NOT NULL,
            cell_y INTEGER NOT NULL,
            shapes BLOB NOT NULL,
            PRIMARY KEY (region, cell_x, cell_y)
        ) WITHOUT ROWID;
        CREATE INDEX map_tiles_by_cell ON map_tiles(cell_x, cell_y);
        """

    /// `needs_mask` holds the ``NeedsProfile`` bits a toilet meets, so a filter is one AND.
    /// `record` is the whole ``Toilet`` as JSON; the other columns are for indexes and filters.
    private static let v1 = """
        CREATE TABLE regions (
            name TEXT PRIMARY KEY,
            time_zone TEXT NOT NULL,
            data_timestamp REAL,
            imported_at REAL NOT NULL,
            source_name TEXT NOT NULL
        );
        CREATE TABLE toilets (
            id INTEGER PRIMARY KEY,
            source_key TEXT NOT NULL UNIQUE,
            region TEXT NOT NULL,
            revision_id INTEGER NOT NULL,
            is_removed INTEGER NOT NULL DEFAULT 0,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            needs_mask INTEGER NOT NULL,
            record TEXT NOT NULL
        );
        CREATE INDEX toilets_by_region ON toilets(region, is_removed);
        CREATE INDEX toilets_by_created ON toilets(is_removed, created_at);
        CREATE INDEX toilets_by_updated ON toilets(is_removed, updated_at);
        CREATE TABLE toilet_revisions (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            toilet_id INTEGER NOT NULL REFERENCES toilets(id),
            change TEXT NOT NULL CHECK (change IN ('added', 'updated', 'removed')),
            created_at REAL NOT NULL,
            record TEXT NOT NULL
        );
        CREATE INDEX toilet_revisions_by_toilet ON toilet_revisions(toilet_id, id);
        CREATE VIRTUAL TABLE toilets_rtree USING rtree(id, min_lat, max_lat, min_lon, max_lon);
        CREATE VIRTUAL TABLE toilets_fts USING fts5(
            name, street, comment, directions, city, state, country,
            tokenize = 'unicode61 remove_diacritics 2'
        );
        """
}
