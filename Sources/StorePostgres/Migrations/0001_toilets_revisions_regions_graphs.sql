-- ToiletNow on PostgreSQL + PostGIS, migration 0001: toilets, their revisions, regions, the
-- walking graphs (as chunks) and the data version. The same tables and meanings as the SQLite
-- store's v1-v8 (Sources/StoreSQLite/SQLiteMigrations.swift), with PostGIS for the spatial index
-- and a tsvector for text search. Never edit this file once shipped: add a new migration.
--
-- Times are seconds since 1970 as double precision, exactly as SQLite's REAL columns, so a Date
-- reads back to the bit. Records are the same JSON text as SQLite's `record` columns.

CREATE TABLE regions (
    name text PRIMARY KEY,
    time_zone text NOT NULL,
    data_timestamp double precision,
    imported_at double precision NOT NULL,
    source_name text NOT NULL
);

-- `location` is the toilet's point for ST_DWithin and distance ordering (GiST);
-- `search` its weighted, accent-free words (GIN). Both only for current toilets.
CREATE TABLE toilets (
    id bigint PRIMARY KEY,
    source_key text NOT NULL UNIQUE,
    region text NOT NULL,
    revision_id bigint NOT NULL,
    is_removed boolean NOT NULL DEFAULT false,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    location geography(Point, 4326) NOT NULL,
    created_at double precision NOT NULL,
    updated_at double precision NOT NULL,
    needs_mask integer NOT NULL,
    record text NOT NULL,
    place text,
    search tsvector NOT NULL
);
CREATE INDEX toilets_location ON toilets USING gist (location) WHERE NOT is_removed;
CREATE INDEX toilets_search ON toilets USING gin (search) WHERE NOT is_removed;
CREATE INDEX toilets_by_region ON toilets (region, is_removed);
CREATE INDEX toilets_by_created ON toilets (is_removed, created_at);
CREATE INDEX toilets_by_updated ON toilets (is_removed, updated_at);

-- Revision ids are allocated as max(id) + 1 by writers that hold the store's write lock, so they
-- grow in commit order (the change feed's cursor relies on it; a sequence would not).
CREATE TABLE toilet_revisions (
    id bigint PRIMARY KEY,
    toilet_id bigint NOT NULL REFERENCES toilets (id),
    change text NOT NULL CHECK (change IN ('added', 'updated', 'removed')),
    created_at double precision NOT NULL,
    record text NOT NULL,
    source text NOT NULL DEFAULT 'import' CHECK (source IN ('import', 'community', 'moderator')),
    author text,
    contribution_id bigint,
    imported text
);
CREATE INDEX toilet_revisions_by_toilet ON toilet_revisions (toilet_id, id);
CREATE INDEX toilet_revisions_not_imported ON toilet_revisions (toilet_id) WHERE source <> 'import';

CREATE TABLE region_bounds (
    region text PRIMARY KEY,
    min_lat double precision NOT NULL,
    min_lon double precision NOT NULL,
    max_lat double precision NOT NULL,
    max_lon double precision NOT NULL
);

-- The walking graph of each region, in the database itself (several servers share no disk):
-- one row names it, its bytes follow in chunks of about 4 MiB in `seq` order.
CREATE TABLE region_graphs (
    region text PRIMARY KEY,
    file_name text NOT NULL,
    byte_count bigint NOT NULL,
    checksum bigint NOT NULL
);
CREATE TABLE region_graph_chunks (
    region text NOT NULL REFERENCES region_graphs (region) ON DELETE CASCADE,
    seq integer NOT NULL,
    bytes bytea NOT NULL,
    PRIMARY KEY (region, seq)
);

-- One row whose version every write transaction bumps, so servers can poll for changes cheaply.
CREATE TABLE data_version (
    id integer PRIMARY KEY CHECK (id = 1),
    version bigint NOT NULL
);
INSERT INTO data_version (id, version) VALUES (1, 0);

-- Each source's own records (a draft as a toilet record with id 0) and each region's sources.
CREATE TABLE source_records (
    region text NOT NULL,
    dataset text NOT NULL,
    source_key text NOT NULL,
    record text NOT NULL,
    place text,
    PRIMARY KEY (region, source_key)
);
CREATE INDEX source_records_by_dataset ON source_records (region, dataset);
CREATE TABLE region_sources (
    region text NOT NULL,
    dataset text NOT NULL,
    file_name text NOT NULL,
    format text NOT NULL,
    licence text NOT NULL,
    licence_stated boolean NOT NULL,
    attribution text NOT NULL,
    url text,
    imported_at double precision NOT NULL,
    record_count bigint NOT NULL,
    PRIMARY KEY (region, dataset)
);
