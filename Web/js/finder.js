// Finding the nearest toilets: the server when it answers, the device when offline.

import { getJSON, isMissing } from "./api.js";
import { now, pinnedISO } from "./clock.js";
import { compactToilet, rememberSeen } from "./device-store.js";
import { distanceMeters, routePoints } from "./geo.js";
import { DETOUR, WALK_SPEED, rankOffline } from "./offline-ranking.js";
import { weightsParam } from "./best-pick-rule.js";
import { settings } from "./settings.js";
import { t } from "./i18n.js";
import "./messages/app.js";

// Straight-line estimates use the offline ranking's speed and detour, so card and banner agree.
export { DETOUR, WALK_SPEED };

function normalise(item) {
  const full = item.toilet;
  return {
    id: full.id,
    toilet: compactToilet(full),
    full,
    distanceMeters: item.distanceMeters,
    walkSeconds: item.walkSeconds ?? null,
    walkMeters: item.walkMeters ?? null,
    hours: { state: full.hours?.state ?? "unknown", summary: full.hours?.summary ?? t("h.unknown") },
    arrival: item.arrival ?? null,
    explanation: item.explanation ?? null,
    route: item.route ?? null,
    rating: item.rating ?? null,     // {average, count} when people rated it
    bestPick: item.bestPick ?? null, // {score, parts, signals, sentence} with rank=best
  };
}

/** The order the user chose (settings `sort`): walk | best | rating | cleanliness. */
export function sortOrder() { return settings().sort ?? "walk"; }

/**
 * The nearest toilets from `origin` meeting `needs` and the minimum rating, in the order `rank`
 * (the learned weights travel with `best`, and only there).
 * Returns {results, ranking, fallback, offline}; throws ApiError when the server fails.
 */
export async function findNearest(origin, needs, { rank = sortOrder(), routes = "all" } = {}) {
  try {
    const body = await getJSON("nearest", {
      lat: origin.latitude.toFixed(6), lon: origin.longitude.toFixed(6), limit: 3,
      needs: needs.join(","), at: pinnedISO(), routes, rank: rank === "walk" ? null : rank,
      weights: rank === "best" ? weightsParam(settings().bestPickWeights) : null, minRating: settings().minRating,
    });
    const results = (body.results ?? []).map(normalise);
    rememberSeen(results.map((r) => r.full));
    return { results, ranking: body.ranking ?? "straight_line", fallback: body.fallback ?? null, offline: false };
  } catch (error) {
    if (!error.isOffline) throw error;
    return { results: rankOffline(origin, needs, now()), ranking: "offline", fallback: null, offline: true };
  }
}

/** The route to `result` from `origin`: walking when the server has one, else a straight line. */
export async function routeTo(result, origin, ranking) {
  if (!result.route && ranking === "walking" && !isMissing("route")) {
    try {
      result.route = await getJSON("route", { from: `${origin.latitude.toFixed(6)},${origin.longitude.toFixed(6)}`, to: result.id });
    } catch { /* no route: a straight line says so below */ }
  }
  if (result.route) {
    const points = routePoints(result.route);
    if (points.length >= 2) {
      return { kind: "walking", points, meters: result.route.meters, seconds: result.route.seconds, steps: result.route.steps ?? [], polyline: result.route.polyline ?? null };
    }
  }
  return straightRoute(result, origin);
}

/** A dashed straight line from `origin` to the toilet, with an estimated walking time. */
export function straightRoute(result, origin) {
  const meters = distanceMeters(origin, result.toilet);
  return {
    kind: "straight",
    points: [[origin.latitude, origin.longitude], [result.toilet.latitude, result.toilet.longitude]],
    meters, seconds: (meters * DETOUR) / WALK_SPEED, steps: [], polyline: null,
  };
}
