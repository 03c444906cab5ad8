// Where the walker is on the route: metres walked and left, the step they are on, the part still
// to walk, and whether they have left the route. Pure: the same fixes give the same answers.

import { distanceMeters } from "./geo.js";

/** Farther than this from the line is off the route (two such fixes in a row ask for a new one). */
export const OFF_ROUTE_METERS = 30;
const measured = new WeakMap();
const ll = ([latitude, longitude]) => ({ latitude, longitude });

// Metres along the drawn line at each point, and where each step starts in the server's metres
// (its `location` on the line when the server sends one, else the sum of the steps before).
function measure(route) {
  let m = measured.get(route);
  if (m) return m;
  const cum = [0];
  for (let i = 1; i < route.points.length; i++) cum.push(cum[i - 1] + distanceMeters(ll(route.points[i - 1]), ll(route.points[i])));
  const line = cum[cum.length - 1] || 1;
  // The card and the banner start from the server's metres: the line is scaled to them.
  m = { cum, scale: (route.meters || line) / line, starts: [] };
  let sum = 0;
  for (const step of route.steps ?? []) {
    const at = step.location ? nearest(route, m.cum, { latitude: step.location[1], longitude: step.location[0] }, sum / m.scale - 10) : null;
    m.starts.push(at && at.d < 15 ? Math.max(sum, at.along * m.scale) : sum);
    sum = m.starts[m.starts.length - 1] + (step.meters ?? 0);
  }
  measured.set(route, m);
  return m;
}

// The point of the line nearest `p` at or after `from` line metres: {d, along, index}.
function nearest(route, cum, p, from = -Infinity) {
  const k = Math.cos((p.latitude * Math.PI) / 180) * 111320;
  const xy = ([lat, lon]) => [(lon - p.longitude) * k, (lat - p.latitude) * 110540];
  let best = null;
  for (let i = 0; i < route.points.length - 1; i++) {
    if (cum[i + 1] < from) continue;
    const [ax, ay] = xy(route.points[i]), [bx, by] = xy(route.points[i + 1]);
    const dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    const d = Math.hypot(ax + t * dx, ay + t * dy);
    if (!best || d < best.d - 0.5) best = { d, along: cum[i] + t * (cum[i + 1] - cum[i]), index: i };
  }
  return best ?? { d: 0, along: 0, index: 0 };
}

// The route's points from `along` line metres to the end: the part still to walk.
function rest(route, cum, along) {
  let i = 0;
  while (i < cum.length - 2 && cum[i + 1] <= along) i++;
  const [a, b] = [route.points[i], route.points[i + 1] ?? route.points[i]];
  const t = cum[i + 1] > cum[i] ? Math.min(1, Math.max(0, (along - cum[i]) / (cum[i + 1] - cum[i]))) : 0;
  return [[a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], ...route.points.slice(i + 1)];
}

/**
 * The walker at `position` on a walking `route` ({points, meters, seconds, steps}), after
 * `previous` (this function's last answer on the same route, or null). Metres walked only grow,
 * so the remaining distance never goes up on the route nor on the first fix off it.
 * - Complexity: O(points + steps) per fix.
 */
export function routeProgress(route, position, previous) {
  const m = measure(route);
  const from = previous ? previous.along / m.scale - 25 : -Infinity;
  let hit = nearest(route, m.cum, position, from);
  if (hit.d > OFF_ROUTE_METERS && previous) {
    const anywhere = nearest(route, m.cum, position);
    if (anywhere.d < hit.d) hit = anywhere;
  }
  const isOff = hit.d > OFF_ROUTE_METERS;
  const total = route.meters || m.cum[m.cum.length - 1];
  let along = isOff ? (previous?.along ?? 0) : Math.min(total, hit.along * m.scale);
  if (previous) along = Math.max(along, previous.along);
  let stepIndex = 0;
  while (stepIndex < m.starts.length - 1 && m.starts[stepIndex + 1] <= along + 2) stepIndex++;
  const remainingMeters = Math.max(0, total - along);
  return {
    along, remainingMeters,
    remainingSeconds: route.seconds != null && total ? (remainingMeters * route.seconds) / total : remainingMeters / 1.3,
    distanceFromRouteMeters: hit.d, isOff, shouldReroute: isOff && !!previous?.isOff,
    stepIndex, stepRemainingMeters: Math.max(0, (m.starts[stepIndex + 1] ?? total) - along),
    rest: rest(route, m.cum, along / m.scale),
  };
}
