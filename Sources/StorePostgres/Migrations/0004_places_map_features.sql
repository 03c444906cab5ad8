-- Migration 0004: searchable places and base-map shapes of each region's last import.
-- Never edit this file once shipped: add a new migration.

-- `search` holds the name's accent-free words (folded in Swift, as for toilets).
CREATE TABLE places (
    id bigserial PRIMARY KEY,
    region text NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    detail text NOT NULL,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    search tsvector NOT NULL
);
CREATE INDEX places_by_region ON places (region);
CREATE INDEX places_search ON places USING gin (search);

-- One row per shape: its bounding box as a PostGIS geometry (GiST) for `mapFeatures(in:)`,
-- its drawing order and its points as JSON ([[lat, lon], ...]).
CREATE TABLE map_features (
    region text NOT NULL,
    id integer NOT NULL,
    draw_order integer NOT NULL,
    kind text NOT NULL,
    name text,
    points text NOT NULL,
    bounds geometry(Polygon, 4326) NOT NULL,
    PRIMARY KEY (region, id)
);
CREATE INDEX map_features_bounds ON map_features USING gist (bounds);
