// The app's clock. `?now=2024-06-03T10:00:00Z` in the page address (or the test hook
// `window.__toiletnow.setNow`) pins it, so "open now" answers are deterministic in tests.

let pinned = null;
const fromQuery = new URLSearchParams(location.search).get("now");
if (fromQuery && !Number.isNaN(Date.parse(fromQuery))) pinned = new Date(fromQuery);

/** The current time (pinned or real). */
export function now() { return pinned ? new Date(pinned) : new Date(); }

/** The `at=` value for API calls when the clock is pinned, else null (the server's clock). */
export function pinnedISO() { return pinned ? pinned.toISOString() : null; }

/** Pins the clock to an ISO time, or unpins it with null. */
export function pin(iso) { pinned = iso ? new Date(iso) : null; }
