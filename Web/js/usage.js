// The device's own use, for the achievements (issue 12): when a search showed toilets and when the
// user arrived at the toilet the app guided them to. Never a position: an arrival names the toilet.
// Kept in localStorage beside the saved toilets, the last 2,000 events (the oldest go first; an
// achievement once unlocked is remembered with its date by achievements.js, so trimming takes none back).

import { now } from "./clock.js";
import { selectedResult } from "./state.js";
import { hasArrived } from "./was-open.js";

const KEY = "toiletnow.events";
const EVENTS_KEPT = 2000;
const BURST_MS = 10 * 60 * 1000; // searches closer together than this are one use
const firstShown = new Map(); // toilet id → when the search that first showed it began (memory only)
const arrivedAt = new Set(); // toilet ids arrived at in this visit of the page
let checks = 0; // checks finished, for the browser tests
let queue = Promise.resolve(); // one check at a time, so an unlock is celebrated once

/** The events kept on this device, oldest first: `{type: "searched", at}`, `{type: "arrived", toilet, at, searchStartedAt}` (ms). */
export function usageEvents() {
  try { return JSON.parse(localStorage.getItem(KEY)) ?? []; } catch { return []; }
}

function record(event) {
  const events = [...usageEvents(), event].slice(-EVENTS_KEPT);
  try { localStorage.setItem(KEY, JSON.stringify(events)); } catch { /* storage full: not kept */ }
  check();
}

/** Looks for new unlocks and nudges, loading the achievements module only now (it is not in the shell). */
export function check() {
  queue = queue.then(() => import("./achievements.js")).then((m) => m.checkAchievements()).catch((error) => console.error(error)).finally(() => { checks++; });
  return queue;
}

/** After a search that began at `startedAt` (ms) answered: notes the use if it showed toilets. */
export function noteSearch(startedAt, results) {
  if (!results.length) return;
  for (const r of results) if (!firstShown.has(r.id)) firstShown.set(r.id, startedAt);
  const last = usageEvents().findLast((e) => e.type === "searched");
  const at = now().getTime();
  if (last && at >= last.at && at - last.at < BURST_MS) { check(); return; }
  record({ type: "searched", at });
}

/** A view: notes the arrival at the selected toilet (the "Was it open?" moment, within 30 m), once per visit. */
export function noteArrival(s) {
  const result = selectedResult();
  if (!result || arrivedAt.has(result.id) || !hasArrived(s)) return;
  arrivedAt.add(result.id);
  const at = now().getTime();
  record({ type: "arrived", toilet: result.id, at, searchStartedAt: firstShown.get(result.id) ?? at });
}

/** How many checks (celebrations, nudges, alerts) have finished: for the browser tests. */
export function checksDone() { return checks; }
