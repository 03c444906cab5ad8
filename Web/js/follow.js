// Following the user along the route: progress from the server's off-route check when it has
// one, else worked out on the device; a new route when the user has left the old one.

import { getJSON, isMissing } from "./api.js";
import { routeTo, straightRoute } from "./finder.js";
import { distanceMeters, progressAlong } from "./geo.js";
import { selectedResult, setState, state } from "./state.js";

const OFF_ROUTE_METERS = 30;
let reroutes = 0;

/** How many times the route was recomputed because the user left it (for tests). */
export function rerouteCount() { return reroutes; }

let progressBusy = false;
let pendingPosition = null;
/**
 * Follows the user along the chosen route: the banner counts down, and a walk that leaves the
 * route (more than 30 m on two fixes in a row) asks for a new one. `search` runs when no walking
 * route can be had.
 */
export async function followPosition(position, search) {
  const result = selectedResult();
  if (!result || !state.route || state.origin) return;
  if (progressBusy) { pendingPosition = position; return; }
  if (state.route.kind === "straight") {
    const results = state.results.map((r) => ({ ...r, distanceMeters: distanceMeters(position, r.toilet) }));
    setState({ results, route: straightRoute(results[state.selectedIndex], position), progress: null });
    return;
  }
  progressBusy = true;
  try {
    const progress = await routeProgress(state.route, position, state.wasOff);
    setState({ progress, wasOff: progress.isOff });
    if (progress.shouldReroute) await reroute(position, search);
  } finally {
    progressBusy = false;
  }
  if (pendingPosition) {
    const next = pendingPosition;
    pendingPosition = null;
    followPosition(next, search);
  }
}

async function routeProgress(route, position, wasOff) {
  if (route.polyline && !isMissing("route/progress")) {
    try {
      return await getJSON("route/progress", { polyline: route.polyline, lat: position.latitude.toFixed(6), lon: position.longitude.toFixed(6), wasOff: String(!!wasOff) });
    } catch { /* worked out on the device below */ }
  }
  const p = progressAlong(route.points, position);
  const isOff = p.distanceFromRouteMeters > OFF_ROUTE_METERS;
  const perMeter = route.meters ? route.seconds / route.meters : 1 / 1.3;
  return { ...p, isOff, shouldReroute: isOff && !!wasOff, remainingSeconds: p.remainingMeters * perMeter };
}

async function reroute(position, search) {
  reroutes++;
  const result = selectedResult();
  result.route = null;
  const route = await routeTo(result, position, state.ranking);
  if (route.kind === "walking") setState({ route, progress: null, wasOff: false });
  else search();
}
