-- Migration 0002: devices by their token's hash, the append-only contribution log with each
-- contribution's moderation state, agreements and moderation events (SQLite v4-v6).
-- Never edit this file once shipped: add a new migration.

CREATE TABLE devices (
    id bigserial PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    role text NOT NULL CHECK (role IN ('device', 'moderator')),
    name text,
    created_at double precision NOT NULL,
    banned_at double precision
);
CREATE TABLE contributions (
    id bigserial PRIMARY KEY,
    device_id bigint NOT NULL REFERENCES devices (id),
    toilet_id bigint,
    kind text NOT NULL,
    body text NOT NULL,
    latitude double precision,
    longitude double precision,
    created_at double precision NOT NULL,
    state text NOT NULL CHECK (state IN ('pending', 'approved', 'rejected')),
    approval text,
    agreements integer NOT NULL DEFAULT 0,
    reason text,
    agrees_with bigint REFERENCES contributions (id)
);
CREATE INDEX contributions_by_toilet ON contributions (toilet_id, id);
CREATE INDEX contributions_by_device ON contributions (device_id, id);
CREATE INDEX contributions_pending ON contributions (id) WHERE state = 'pending';
CREATE INDEX contributions_agreeing ON contributions (agrees_with) WHERE agrees_with IS NOT NULL;
CREATE INDEX contributions_pending_adds ON contributions (latitude)
    WHERE state = 'pending' AND kind = 'add' AND agrees_with IS NULL;
CREATE TABLE contribution_agreements (
    contribution_id bigint NOT NULL REFERENCES contributions (id),
    device_hash text NOT NULL,
    PRIMARY KEY (contribution_id, device_hash)
);
CREATE TABLE moderation_events (
    id bigserial PRIMARY KEY,
    contribution_id bigint NOT NULL REFERENCES contributions (id),
    event text NOT NULL,
    actor text,
    reason text,
    created_at double precision NOT NULL
);
CREATE INDEX moderation_events_by_contribution ON moderation_events (contribution_id, id);
