-- Migration 0003: the rate-limit events every server instance shares (RateLimitStore).
-- Never edit this file once shipped: add a new migration.

CREATE TABLE rate_limit_events (
    rule text NOT NULL,
    key text NOT NULL,
    at double precision NOT NULL
);
CREATE INDEX rate_limit_events_by_key ON rate_limit_events (rule, key, at);
