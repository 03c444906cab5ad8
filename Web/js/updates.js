// Fresh answers without a reload: polls GET /api/updates?since=… every 15 s while the page is
// visible (and at once after the user's own write, or when the page comes back into view).
// A change in the area the user is looking at asks for the nearest toilets again; every change
// also refreshes the saved toilets and the offline region pack (device-store.js applyUpdate).

import { getJSON, isMissing } from "./api.js";
import { applyUpdate } from "./device-store.js";
import { distanceMeters } from "./geo.js";

const EVERY_MS = 15000;
const PAGES_PER_POLL = 5; // a long catch-up goes on at the next poll

let options = null;
let timer = null;
let running = null;
let again = false;
let cursor = null; // in memory: each visit starts from what its first answers showed
let startHint = null;
const stats = { polls: 0, changes: 0, researches: 0, cursor: null };

/**
 * Notes the revisions of records the app was given. A record's `revision` is the id of the
 * revision it is, the same sequence as the feed's cursor, so the newest one seen is where this
 * visit starts reading the feed: every later change is newer than what the answers showed,
 * without reading the whole history from the beginning (a region's import alone is one
 * revision per toilet).
 */
export function noteRevisions(revisions) {
  for (const revision of revisions) if (Number.isFinite(revision) && revision > (startHint ?? -1)) startHint = revision;
}

/**
 * Does a change touch what the user sees? A shown result that changed or went, or a toilet on
 * the map's view (`onMap(toilet)`), or closer to `origin` than the farthest result (it would
 * rank among them).
 */
export function changeIsShown(change, results, origin, onMap) {
  if (results.some((r) => r.id === change.id)) return true;
  const toilet = change.toilet;
  if (!toilet || !origin) return false;
  if (onMap(toilet)) return true;
  const farthest = Math.max(300, ...results.map((r) => r.distanceMeters ?? 0));
  return distanceMeters(origin, toilet) <= farthest + 50;
}

/**
 * Is an answer behind `changes`? The feed can be a moment ahead of what /api/nearest serves
 * (the server swaps in new data about once a second): a removed toilet still among `results`,
 * or an added one nearer than the farthest result but not among them, says so.
 */
export function answerIsBehind(changes, results, origin) {
  const ids = new Set(results.map((r) => r.id));
  const farthest = Math.max(0, ...results.map((r) => r.distanceMeters ?? 0));
  return changes.some((c) => (c.change === "removed" ? ids.has(c.id)
    : c.change === "added" && c.toilet && origin && !ids.has(c.id) && distanceMeters(origin, c.toilet) < farthest));
}

/** Counters for the tests: polls made, changes read, searches asked for. */
export function updateStats() { return { ...stats }; }

/**
 * Starts polling. `isShown(change)` says whether a change falls in the area on screen;
 * `onShownChange(changes)` asks /api/nearest again; `everyMs()` may shorten the interval (tests).
 */
export function startUpdates({ isShown, onShownChange, everyMs = () => EVERY_MS }) {
  options = { isShown, onShownChange, everyMs };
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") pollNow(); });
  pollNow();
}

/** Polls now (after a write, say); a poll under way is followed by one more. */
export function pollNow() {
  if (!options) return Promise.resolve();
  if (running) { again = true; return running; }
  clearTimeout(timer);
  running = poll().finally(() => {
    running = null;
    if (again) { again = false; pollNow(); return; }
    schedule();
  });
  return running;
}

// Hidden pages skip their turn (no requests from a phone in a pocket) and look again later.
function schedule() {
  clearTimeout(timer);
  timer = setTimeout(() => { if (document.visibilityState === "visible") pollNow(); else schedule(); }, options.everyMs());
}

async function poll() {
  if (isMissing("updates")) return;
  // Nothing shown yet, nothing to keep fresh: the feed is read once there are answers.
  if (cursor == null && startHint == null) return;
  stats.polls++;
  // The first read catches up from the newest record seen: those changes are (nearly all) in
  // the answers already, so only the saved toilets and the pack take them, with no new search.
  const catchingUp = cursor == null;
  let since = cursor ?? String(startHint);
  const shown = [];
  try {
    for (let page = 0; page < PAGES_PER_POLL; page++) {
      const body = await getJSON("updates", { since, limit: 100 });
      for (const change of body.changes ?? []) {
        stats.changes++;
        applyUpdate(change);
        if (!catchingUp && options.isShown(change)) shown.push(change);
      }
      if (body.next != null) { since = String(body.next); cursor = since; stats.cursor = since; }
      if (!body.more) break;
    }
    cursor ??= since;
    stats.cursor = cursor;
  } catch { /* offline or an old server: try again at the next poll */ }
  if (shown.length) { stats.researches++; options.onShownChange(shown); }
}
