-- Each region's last OSM import duration, from reading its file to its commit (issue 14, /metrics).
ALTER TABLE regions ADD COLUMN import_seconds double precision;
