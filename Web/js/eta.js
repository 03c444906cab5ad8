// The ETA banner's numbers: minutes and metres left, and the open state on arrival.

import { DETOUR, WALK_SPEED } from "./finder.js";
import { distance, lowerFirst, minutes } from "./format.js";
import { openness } from "./toilet-view.js";

/** {seconds, meters, summary, kind, note} for the selected result on its route. */
export function etaFor(result, route, progress, fallbackNote) {
  let meters = progress?.remainingMeters ?? route?.meters ?? result.walkMeters ?? result.distanceMeters;
  if (route?.kind === "walking" && route.meters && progress) meters = Math.min(meters, route.meters);
  let seconds;
  // Minutes left follow the route's own pace, so the banner agrees with the card at the start.
  if (route?.kind === "walking" && route.seconds != null && route.meters) seconds = (meters * route.seconds) / route.meters;
  else if (progress?.remainingSeconds != null) seconds = progress.remainingSeconds;
  else if (route?.kind !== "straight" && result.walkSeconds != null && !progress) seconds = result.walkSeconds;
  else seconds = (meters * DETOUR) / WALK_SPEED;
  const summary = openness(result).summary ?? "Hours unknown";
  const walking = route?.kind === "walking";
  const note = walking ? (result.explanation ?? "Walking route") : (fallbackNote ?? "Straight-line distance; the walk may be longer");
  return { seconds, meters, summary, walking, note };
}

/** "4 min · 320 m · open until 22:00" (with "≈" when it is a straight-line estimate). */
export function etaLine(eta) {
  return `${eta.walking ? "" : "≈ "}${minutes(eta.seconds)} · ${distance(eta.meters)} · ${lowerFirst(eta.summary)}`;
}
