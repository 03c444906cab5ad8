// Shared pieces of how a toilet is shown: its open state, access badges and the clay-toilet-card.

import { distance, esc, minutes } from "./format.js";
import { t } from "./i18n.js";
import { mascotSVG, moodFor } from "./mascot.js";
import { duration } from "./nav-text.js";
import "./messages/offline.js";

const STATE_WORDS = { open: "Open", closed: "Closed", unknown: "Hours unknown" };

/**
 * The open-state pill: "Open until 22:00", "Closed" or "Hours unknown". An unknown state is
 * always worded as unknown, never as closed.
 */
export function statePill(state, summary = "") {
  const known = state === "open" || state === "closed" ? state : "unknown";
  const text = known !== "unknown" && summary ? summary : STATE_WORDS[known];
  return `<span class="clay-state clay-state--${known}">${esc(text)}</span>`;
}

/** Access badges from a compact toilet; only what is known is claimed, unknown says so. */
export function badges(toilet) {
  const items = [];
  const add = (kind, text) => items.push(`<li class="clay-badge clay-badge--${kind}">${esc(text)}</li>`);
  if (toilet.wheelchair === "yes") add("yes", "♿ Step-free");
  else if (toilet.wheelchair === "limited") add("unknown", "♿ Partly step-free");
  else if (toilet.wheelchair === "no") add("no", "♿ Not step-free");
  else add("unknown", "♿ Step-free? unknown");
  if (toilet.changingTable === "yes") add("yes", "Changing table");
  if (toilet.genderNeutral === "yes") add("yes", "Gender-neutral");
  if (toilet.fee === "no") add("yes", "Free");
  else if (toilet.fee === "yes") add("no", "Paid");
  if (toilet.access === "public") add("yes", "Public");
  else if (toilet.access === "customers") add("unknown", "Customers");
  else if (toilet.access) add("no", `Access: ${toilet.access}`);
  return `<ul class="clay-badges" aria-label="Access">${items.join("")}</ul>`;
}

/** Open state and words for a result: on arrival when the server knows it, else now. */
export function openness(result) {
  const a = result.arrival;
  if (!a?.state) return { state: result.hours.state, summary: result.hours.summary };
  if (a.summary) return { state: a.state, summary: a.summary };
  if (a.state === result.hours.state) return { state: a.state, summary: result.hours.summary };
  if (a.state === "open") {
    const until = a.closesAt ? `, until ${clockTime(a.closesAt, result.toilet.timeZone)}` : "";
    return { state: "open", summary: `Open when you arrive${until}` };
  }
  if (a.state === "closed") return { state: "closed", summary: "Closed when you arrive" };
  return { state: "unknown", summary: "Hours unknown" };
}

function clockTime(iso, timeZone) {
  try { return new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: timeZone || undefined }); } catch { return ""; }
}

/** The distance part of a result: walking time and metres, or the straight-line distance. */
export function distanceText(result) {
  if (result.distanceMeters == null && result.walkMeters == null) return "Distance shows once we know where you are";
  if (result.estimate) return t("offline.estimate", { time: minutes(result.walkSeconds), distance: distance(result.distanceMeters) });
  if (result.walkSeconds != null) return `${result.navigating ? duration(result.walkSeconds) : minutes(result.walkSeconds)} walk · ${distance(result.walkMeters ?? result.distanceMeters)}`;
  return `${distance(result.distanceMeters)} straight-line`;
}

/** A short name that tells same-named toilets apart (most OSM toilets are "Public toilet"). */
export function displayName(toilet, nickname) {
  // An unnamed toilet's derived place ("Public toilet · Rue Grimaldi") before the bare "Public toilet".
  return nickname || toilet.label || toilet.name || "Toilet";
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
      ${result.emergency ? `<span class="clay-badge clay-saved-tag">${esc(t("offline.emergency"))}</span>` : ""}${extra}
    </div>
    <div class="clay-toilet-card__badges">${badges(toilet)}</div>
    <div class="clay-toilet-card__actions">${actions}</div>
  </article>`;
}
