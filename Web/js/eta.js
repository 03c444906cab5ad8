// The walk's numbers, from one place: time and metres left for the banner, the card and the
// list alike, and the open state on arrival.

import { DETOUR, WALK_SPEED } from "./finder.js";
import { distance, lowerFirst, minutes } from "./format.js";
import { duration } from "./nav-text.js";
import { openness } from "./toilet-view.js";
import { t } from "./i18n.js";
import "./messages/app.js";

/** {seconds, meters, summary, walking, note} for the selected result on its route. */
export function etaFor(result, route, progress, fallbackNote) {
  const walking = route?.kind === "walking";
  let meters, seconds;
  if (walking) {
    // The route's own numbers, then what is left of them as the walker goes.
    meters = progress?.remainingMeters ?? route.meters ?? result.walkMeters;
    seconds = progress?.remainingSeconds ?? route.seconds ?? result.walkSeconds ?? meters / WALK_SPEED;
  } else {
    meters = route?.meters ?? result.walkMeters ?? result.distanceMeters;
    seconds = route ? route.seconds : result.walkSeconds ?? (meters * DETOUR) / WALK_SPEED;
  }
  const summary = openness(result).summary ?? t("h.unknown");
  const note = walking ? (result.explanation ?? t("eta.walking")) : (fallbackNote ?? t("eta.straight"));
  return { seconds, meters, summary, walking, note };
}

/** The results as shown: the selected one carries the time and metres left on its walking route. */
export function shownResults(s) {
  const selected = s.results[s.selectedIndex];
  if (!selected || s.route?.kind !== "walking") return s.results;
  const e = etaFor(selected, s.route, s.progress);
  return s.results.map((r) => (r === selected ? { ...r, walkMeters: e.meters, walkSeconds: e.seconds, navigating: true } : r));
}

/** "2 min 15 sec · 320 m · open until 22:00" (whole minutes and "≈" for a straight-line estimate). */
export function etaLine(eta) {
  return `${eta.walking ? duration(eta.seconds) : `≈ ${minutes(eta.seconds)}`} · ${distance(eta.meters)} · ${lowerFirst(eta.summary)}`;
}
