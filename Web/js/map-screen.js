// The landing screen: the ETA banner, calm notices and the preview card over the map.

import { distance, esc } from "./format.js";
import { t } from "./i18n.js";
import "./messages/app.js";
import { etaFor, etaLine, shownResults } from "./eta.js";
import { stepText } from "./nav-text.js";
import { hasArrived } from "./was-open.js";
import { toiletCard } from "./toilet-view.js";
import { directionsURL } from "./links.js";
import { settings } from "./settings.js";
import { bestCardHTML, bestKey, bestLineHTML, goHTML } from "./best-pick.js";

/** The notice shown above results (offline, errors, nothing found, location off), or "". */
export function noticeHTML(s) {
  if (s.switched?.searchCount === s.searchCount) {
    return `<span>${esc(t(s.switched.closed ? "walk.rerankClosed" : "walk.rerank"))}</span><button type="button" class="clay-button clay-button--small clay-button--accent" data-nav-undo>${esc(t("walk.undo"))}</button>`;
  }
  if (s.error) {
    return `<span>${esc(t("n.error", { message: s.error.message }))}</span><button type="button" class="clay-button clay-button--small clay-button--accent" data-action="retry">${esc(t("retry"))}</button>`;
  }
  const retry = `<button type="button" class="clay-button clay-button--small clay-button--accent" data-action="retry">${esc(t("offline.retry"))}</button>`;
  if (s.offline && (s.results.length || !s.needs.length)) return `<span>${esc(t(s.results.length ? "offline.notice" : "offline.empty"))}</span>${retry}`;
  const filtered = s.needs.length > 0 || !!settings().minRating;
  if (s.origin && filtered && !s.loading && s.searchCount > 0 && !s.results.length) {
    return `<span>${esc(t("offline.noMatchPlace", { place: s.origin.label ?? "" }))}</span><button type="button" class="clay-button clay-button--small clay-button--accent" data-action="clear-filters">${esc(t("offline.clearFilters"))}</button>`;
  }
  if (s.origin) {
    return `<span>${esc(t("n.near", { place: s.origin.label ?? "" }))}</span>${s.position ? `<button type="button" class="clay-button clay-button--small clay-button--accent" data-action="use-my-location">${esc(t("n.useMine"))}</button>` : ""}`;
  }
  if (s.locationStatus === "timeout" && !s.position) {
    return `<span>${esc(t("n.slow"))}</span><a class="clay-button clay-button--small clay-button--accent" href="#/search">${esc(t("n.searchPlace"))}</a>`;
  }
  if (s.locationStatus === "denied" && !s.origin) {
    return `<span>${esc(t("n.denied"))}</span><a class="clay-button clay-button--small clay-button--accent" href="#/search">${esc(t("n.searchPlace"))}</a>`;
  }
  if (!s.loading && s.searchCount > 0 && !s.results.length) {
    return `<span>${esc(t(filtered ? "n.noMatch" : "n.none"))}</span>${filtered
      ? `<button type="button" class="clay-button clay-button--small clay-button--accent" data-action="clear-filters">${esc(t("offline.clearFilters"))}</button>`
      : `<a class="clay-button clay-button--small clay-button--accent" href="#/search">${esc(t("n.searchPlace"))}</a>`}`;
  }
  return "";
}

/** Shows `html` in a notice element, or hides it. */
export function showNotice(element, html, offline) {
  element.hidden = !html;
  element.classList.toggle("clay-notice--offline", !!offline);
  if (element.innerHTML !== html) element.innerHTML = html;
}

/** Redraws the banner, the notice and the preview card from the state. */
export function renderMapScreen(s) {
  const selected = shownResults(s)[s.selectedIndex];
  const eta = document.getElementById("eta-banner");
  if (selected && s.route) {
    const e = etaFor(selected, s.route, s.progress, s.fallback);
    eta.hidden = false;
    eta.dataset.toiletId = selected.id;
    eta.dataset.routeKind = s.route.kind;
    eta.dataset.seconds = Math.round(e.seconds);
    eta.dataset.meters = Math.round(e.meters);
    eta.dataset.arrived = hasArrived(s);
    eta.innerHTML = `<div><span data-eta-line>${esc(etaLine(e))}</span>${eta.dataset.arrived === "true" ? `<div data-arrived>${esc(t("walk.arrived"))}</div>` : stepHTML(s, e.note)}</div>`;
  } else if (s.loading) {
    eta.hidden = false;
    eta.innerHTML = `<div>${esc(t("n.finding"))}</div>`;
  } else {
    eta.hidden = true;
  }
  showNotice(document.getElementById("map-notice"), noticeHTML(s), s.offline);
  const preview = document.getElementById("preview");
  if (selected) {
    const actions = `${goHTML(selected.id)}<a class="clay-button clay-button--small clay-button--accent" href="#/toilet/${selected.id}">${esc(t("r.details"))}</a>
      <a class="clay-button clay-button--small" href="${esc(directionsURL(selected.toilet))}" target="_blank" rel="noopener">${esc(t("r.directions"))}</a>`;
    const html = toiletCard(selected, { index: s.selectedIndex, actions, headingLevel: 2, extra: bestLineHTML(s, selected) }) + bestCardHTML(s, selected);
    if (preview.dataset.key !== cardKey(s, selected)) {
      preview.innerHTML = html;
      preview.dataset.key = cardKey(s, selected);
    }
  } else {
    preview.innerHTML = "";
    preview.dataset.key = "";
  }
}

// The step being walked with the distance left on it, and the next one ("Then: …").
function stepHTML(s, note) {
  const steps = s.route.steps ?? [];
  const i = s.progress?.stepIndex ?? 0;
  if (!steps[i]) return `<small>${esc(note)}</small>`;
  const left = s.progress?.stepRemainingMeters ?? steps[i].meters;
  const now = `${stepText(steps[i])}${steps[i + 1] && left > 0 ? `, ${distance(left)}` : ""}`;
  const next = steps[i + 1] ? `<small data-step-next>${esc(t("walk.then", { text: stepText(steps[i + 1]) }))}</small>` : "";
  return `<small data-step="${i}">${esc(now)}</small>${next}`;
}

function cardKey(s, r) { return `${r.id}|${s.selectedIndex}|${Math.round(r.distanceMeters)}|${Math.round(r.walkSeconds)}|${Math.round(r.walkMeters)}|${r.hours.state}|${s.offline}|${settings().units}|${bestKey(s)}|${r.rating?.average}`; }

