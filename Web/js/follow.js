// Following the user along the route: progress worked out on the device at every fix (one
// source of truth for the banner, the card and the list), a new route when the user has left
// the old one, a kind word and three pulses on arrival, and a switch to a better toilet.

import { now } from "./clock.js";
import { findNearest, routeTo, straightRoute } from "./finder.js";
import { distanceMeters } from "./geo.js";
import { routeProgress } from "./nav-progress.js";
import { CHECK_EVERY_FIXES, switchChoice } from "./nav-rerank.js";
import { selectedResult, setState, state } from "./state.js";
import { foundClosed, hasArrived } from "./was-open.js";

/** Three pulses on arrival (the specs ask for three). */
export const ARRIVAL_PULSES = [200, 100, 200, 100, 200];
const nav = (window.__toiletnowNav = { reroutes: 0, switches: 0, busy: false });
const declined = new Set(); // toilets the user undid a switch away from, in memory only
let pending = null;
let fixes = 0;
let lastSwitchAt = -Infinity;
let arrivedAt = null;
let walkFrom = { searchCount: -1, position: null };
const WALK_BEGINS_METERS = 10;

/** How many times the route was recomputed because the user left it (for tests). */
export function rerouteCount() { return nav.reroutes; }

/**
 * Follows the user along the chosen route: the banner counts down, and a walk that leaves the
 * route (more than 30 m on two fixes in a row) asks for a new one. `search` runs when no walking
 * route can be had.
 */
export async function followPosition(position, search) {
  const result = selectedResult();
  if (!result || !state.route || state.origin) return;
  if (nav.busy) { pending = position; return; }
  // The walk (and the camera following it) begins 10 m from where the results were found, so a
  // second fix from the same spot keeps the first view framing all three results.
  if (walkFrom.searchCount !== state.searchCount) {
    const [latitude, longitude] = state.route.points[0];
    walkFrom = { searchCount: state.searchCount, position: { latitude, longitude } };
  }
  const navigating = state.navigating || distanceMeters(position, walkFrom.position) > WALK_BEGINS_METERS;
  if (state.route.kind === "straight") {
    const results = state.results.map((r) => ({ ...r, distanceMeters: distanceMeters(position, r.toilet) }));
    setState({ results, route: straightRoute(results[state.selectedIndex], position), progress: null, navigating });
  } else {
    const progress = routeProgress(state.route, position, state.progress);
    setState({ progress, wasOff: progress.isOff, navigating: navigating || progress.along > WALK_BEGINS_METERS });
  }
  arrive();
  if (state.switched && fixes - state.switched.fix >= 10) setState({ switched: null });
  nav.busy = true;
  try {
    if (state.progress?.shouldReroute) await reroute(position, search);
    else if (++fixes % CHECK_EVERY_FIXES === 0 && state.route.kind === "walking" && !hasArrived(state)) await rerank(position);
  } finally {
    nav.busy = false;
  }
  if (pending) {
    const next = pending;
    pending = null;
    followPosition(next, search);
  }
}

function arrive() {
  const id = selectedResult()?.id;
  if (id == null || arrivedAt === id || !hasArrived(state)) return;
  arrivedAt = id;
  // Browsers allow vibration only after the user has touched the page (they have, to get here).
  if (navigator.userActivation?.hasBeenActive ?? true) navigator.vibrate?.(ARRIVAL_PULSES);
}

async function reroute(position, search) {
  nav.reroutes++;
  const result = selectedResult();
  result.route = null;
  const route = await routeTo(result, position, state.ranking);
  if (route.kind === "walking") setState({ route, progress: null, wasOff: false });
  else search();
}

// Asks the server again from the walker and switches when the rule of nav-rerank.js says so.
async function rerank(position) {
  const chosen = selectedResult();
  let found;
  try { found = await findNearest(position, state.needs); } catch { return; }
  if (found.offline || selectedResult() !== chosen) return;
  const fresh = found.results.filter((r) => !foundClosed(r.id));
  const closesAt = chosen.hours.state === "open" ? Date.parse(chosen.full?.hours?.nextChange ?? "") : NaN;
  const current = { id: chosen.id, remainingSeconds: state.progress?.remainingSeconds ?? 0, closedOnArrival: closesAt < now().getTime() + (state.progress?.remainingSeconds ?? 0) * 1000 };
  const choice = switchChoice({ current, fresh, skip: (id) => declined.has(id), now: Date.now(), lastSwitchAt });
  if (!choice) return;
  const undo = { results: state.results, selectedIndex: state.selectedIndex, route: state.route, progress: state.progress, wasOff: state.wasOff };
  const route = await routeTo(fresh[choice.index], position, found.ranking);
  lastSwitchAt = Date.now();
  nav.switches++;
  setState({ results: fresh, ranking: found.ranking, selectedIndex: choice.index, route, progress: null, wasOff: false, switched: { closed: choice.closed, undo, to: fresh[choice.index].id, fix: fixes, searchCount: state.searchCount } });
}

/** Toilets the user passed over when choosing where to go: never switched to on the way. */
export function keepChoice(ids) { for (const id of ids) declined.add(id); }

/** Goes back to the toilet chosen before the last switch (the "Undo" button), in one tap. */
export function undoSwitch() {
  const switched = state.switched;
  if (!switched) return;
  declined.add(switched.to);
  setState({ ...switched.undo, switched: null });
}

document.addEventListener("click", (event) => { if (event.target.closest("[data-nav-undo]")) undoSwitch(); });
