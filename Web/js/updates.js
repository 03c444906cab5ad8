// Fresh answers without a reload: polls GET /api/updates?since=… every 15 s while the page is
// visible (and at once after the user's own write, or when the page comes back into view).
// A change in the area the user is looking at asks for the nearest toilets again; every change
// also refreshes the saved toilets and the offline region pack (device-store.js applyUpdate).

import { getJSON, isMissing } from "./api.js";
import { applyUpdate } from "./device-store.js";
import { distanceMeters } from "./geo.js";

const CURSOR = "toiletnow.updates-cursor";
const EVERY_MS = 15000;
const PAGES_PER_POLL = 20; // a first catch-up of a big region goes on at the next poll

let options = null;
let timer = null;
let running = null;
let again = false;
const stats = { polls: 0, changes: 0, researches: 0 };

function cursor() { try { return localStorage.getItem(CURSOR); } catch { return null; } }
function keepCursor(next) { try { localStorage.setItem(CURSOR, next); } catch { /* in memory only: starts over next time */ } }

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

/** Counters for the tests: polls made, changes read, searches asked for. */
export function updateStats() { return { ...stats }; }

/**
 * Starts polling. `isShown(change)` says whether a change falls in the area on screen;
 * `onShownChange()` asks /api/nearest again; `everyMs()` may shorten the interval (tests).
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
  stats.polls++;
  const start = cursor();
  // With no cursor yet this device is catching up: what changed before it looked is already in
  // the answers it gets, so only the saved toilets and the pack take those changes.
  const catchingUp = start == null;
  let since = start;
  let shown = false;
  try {
    for (let page = 0; page < PAGES_PER_POLL; page++) {
      const body = await getJSON("updates", { since, limit: 100 });
      for (const change of body.changes ?? []) {
        stats.changes++;
        applyUpdate(change);
        if (!catchingUp && options.isShown(change)) shown = true;
      }
      if (body.next != null) { since = String(body.next); keepCursor(since); }
      if (!body.more) break;
    }
  } catch { /* offline or an old server: try again at the next poll */ }
  if (shown) { stats.researches++; options.onShownChange(); }
}
