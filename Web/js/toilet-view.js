// Shared pieces of how a toilet is shown: its open state, access badges and the clay-toilet-card.

import { clockTime, distance, esc, minutes } from "./format.js";
import { has, num, t, tn } from "./i18n.js";
import { mascotSVG, moodFor } from "./mascot.js";
import { duration } from "./nav-text.js";
import "./messages/app.js";

const STATE_WORDS = { open: "r.open", closed: "h.closed", unknown: "h.unknown" };

/**
 * The open-state pill: "Open until 22:00", "Closed" or "Hours unknown". An unknown state is
 * always worded as unknown, never as closed.
 */
export function statePill(state, summary = "") {
  const known = state === "open" || state === "closed" ? state : "unknown";
  const text = known !== "unknown" && summary ? summary : t(STATE_WORDS[known]);
  return `<span class="clay-state clay-state--${known}">${esc(text)}</span>`;
}

/** Access badges from a compact toilet; only what is known is claimed, unknown says so. */
export function badges(toilet) {
  const items = [];
  const add = (kind, text) => items.push(`<li class="clay-badge clay-badge--${kind}">${esc(text)}</li>`);
  if (toilet.wheelchair === "yes") add("yes", t("r.stepFree"));
  else if (toilet.wheelchair === "limited") add("unknown", t("r.partly"));
  else if (toilet.wheelchair === "no") add("no", t("r.notStepFree"));
  else add("unknown", t("r.stepFreeUnknown"));
  if (toilet.changingTable === "yes") add("yes", t("need.changing_table"));
  if (toilet.genderNeutral === "yes") add("yes", t("need.gender_neutral"));
  if (toilet.fee === "no") add("yes", t("need.free"));
  else if (toilet.fee === "yes") add("no", t("r.paid"));
  if (toilet.access === "public") add("yes", t("need.public"));
  else if (toilet.access === "customers") add("unknown", t("v.access.customers"));
  else if (toilet.access) add("no", t("r.access", { access: has(`v.access.${toilet.access}`) ? t(`v.access.${toilet.access}`) : toilet.access }));
  return `<ul class="clay-badges" aria-label="${esc(t("r.accessLabel"))}">${items.join("")}</ul>`;
}

/** Open state and words for a result: on arrival when the server knows it, else now. */
export function openness(result) {
  const a = result.arrival;
  if (!a?.state) return { state: result.hours.state, summary: result.hours.summary };
  if (a.summary) return { state: a.state, summary: a.summary };
  if (a.state === result.hours.state) return { state: a.state, summary: result.hours.summary };
  if (a.state === "open") {
    return { state: "open", summary: a.closesAt ? t("offline.openArrival", { time: clockTime(a.closesAt, result.toilet.timeZone) }) : t("offline.openAlways") };
  }
  if (a.state === "closed") return { state: "closed", summary: t("offline.closedArrival") };
  return { state: "unknown", summary: t("h.unknown") };
}

/** The distance part of a result: walking time and metres, or the straight-line distance. */
export function distanceText(result) {
  if (result.distanceMeters == null && result.walkMeters == null) return t("r.noDistance");
  if (result.estimate) return t("offline.estimate", { time: minutes(result.walkSeconds), distance: distance(result.distanceMeters) });
  if (result.walkSeconds != null) return t("r.walk", { time: result.navigating ? duration(result.walkSeconds) : minutes(result.walkSeconds), distance: distance(result.walkMeters ?? result.distanceMeters) });
  return t("r.straight", { distance: distance(result.distanceMeters) });
}

/** A short name that tells same-named toilets apart (most OSM toilets are "Public toilet"). */
export function displayName(toilet, nickname) {
  // An unnamed toilet's derived place ("Public toilet · Rue Grimaldi") before the bare "Public toilet".
  return nickname || toilet.label || toilet.name || t("r.toilet");
}

/**
 * The clay-toilet-card for a result. `actions` is extra markup for the buttons row.
 * `headingLevel` keeps the document outline right where the card sits.
 */
export function toiletCard(result, { index = null, actions = "", selected = false, headingLevel = 2, nickname = "", extra = "" } = {}) {
  const toilet = result.toilet;
  const { state, summary } = openness(result);
  const h = `h${headingLevel}`;
  const number = index != null ? `<span aria-hidden="true">${index + 1}. </span>` : "";
  return `<article class="clay-toilet-card${selected ? " clay-toilet-card--selected" : ""}" data-toilet-id="${toilet.id}" data-state="${state}">
    <div class="clay-toilet-card__mascot">${mascotSVG(moodFor(state))}</div>
    <div>
      <${h} class="clay-toilet-card__title">${number}${esc(displayName(toilet, nickname))}</${h}>
      <p class="clay-toilet-card__meta">${statePill(state, summary)}</p>
      <p class="clay-toilet-card__meta">${esc(distanceText(result))}</p>
      ${result.rating?.count ? `<p class="clay-toilet-card__meta" data-rating-average="${result.rating.average}">${esc(tn("card.rating", result.rating.count, { average: num(result.rating.average, 1) }))}</p>` : ""}
      ${result.emergency ? `<span class="clay-badge clay-saved-tag">${esc(t("offline.emergency"))}</span>` : ""}${extra}
    </div>
    <div class="clay-toilet-card__badges">${badges(toilet)}</div>
    <div class="clay-toilet-card__actions">${actions}</div>
  </article>`;
}
