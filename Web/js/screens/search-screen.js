// Search: a place, a street or a toilet by name (the server's offline geocoder), then the
// nearest toilets from there. Degrades to a toilet-name search, then to "search from the map".

import { getJSON, isMissing } from "../api.js";
import { esc } from "../format.js";
import { has, t } from "../i18n.js";
import "../messages/app.js";

const helpDenied = () => `<div class="clay-panel" role="status">
  <h2>${esc(t("s.off"))}</h2><p>${esc(t("s.offText"))}</p><p class="clay-muted">${esc(t("s.offHow"))}</p></div>`;
const mapCentreButton = () => `<button type="button" class="clay-button clay-button--small" data-action="search-map-centre">${esc(t("s.mapCentre"))}</button>`;

let lastResults = [];
const kindWord = (kind) => t(kind === "toilet" ? "r.toilet" : kind === "street" ? "s.street" : "s.place");

// A toilet's detail is its address; a place's is its kind ("station"), shown when we have words for it.
const detailWords = (r) => (r.kind === "toilet" ? (r.detail !== "toilet" ? r.detail : "") : r.detail !== r.kind && has(`p.${r.detail}`) ? t(`p.${r.detail}`) : "");

/** The message above the search form, from the location state. */
export function renderSearchMessage(s) {
  const message = document.getElementById("search-message");
  const html = s.locationStatus === "denied" || s.locationStatus === "unavailable"
    ? `${helpDenied()}<p>${mapCentreButton()}</p>`
    : "";
  if (message.innerHTML !== html) message.innerHTML = html;
}

async function searchPlaces(q, origin) {
  if (!isMissing("search")) {
    try {
      const body = await getJSON("search", { q, lat: origin?.latitude?.toFixed(5), lon: origin?.longitude?.toFixed(5), limit: 10 });
      return { results: body.results ?? [], placesAvailable: true };
    } catch (error) {
      if (!error.isMissing) throw error;
    }
  }
  // No place search on this server yet: toilets by name through the Refuge-compatible search.
  const url = `/api/v1/restrooms/search?${new URLSearchParams({ query: q, per_page: 10 })}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(t("s.unavailable"));
  const rows = await response.json();
  return {
    results: rows.map((r) => ({ kind: "toilet", name: r.name, detail: [r.street, r.city].filter(Boolean).join(", "), latitude: r.latitude, longitude: r.longitude, toiletId: r.id })),
    placesAvailable: false,
  };
}

/** Runs a search for `q` and shows the results. */
export async function runSearch(q, origin) {
  const box = document.getElementById("search-results");
  if (!q.trim()) { box.innerHTML = ""; return; }
  box.innerHTML = `<p role="status">${esc(t("s.searching"))}</p>`;
  try {
    const { results, placesAvailable } = await searchPlaces(q.trim(), origin);
    lastResults = results;
    const note = placesAvailable ? "" : `<p class="clay-muted">${esc(t("s.byName"))}</p>`;
    if (!results.length) {
      box.innerHTML = `${note}<div class="clay-panel"><p>${esc(t("s.nothing", { q }))}</p>
        ${mapCentreButton()}</div>`;
      return;
    }
    box.innerHTML = `${note}<ul class="clay-card-list" aria-label="${esc(t("s.found"))}">${results.map((r, i) => `<li>
      <button type="button" class="clay-button clay-button--block clay-place-button" data-action="pick-place" data-index="${i}">
        <span><strong>${esc(r.name)}</strong><br><span class="clay-muted">${esc(kindWord(r.kind))}${detailWords(r) ? ` · ${esc(detailWords(r))}` : ""}</span></span>
      </button></li>`).join("")}</ul>`;
  } catch (error) {
    box.innerHTML = `<div class="clay-panel"><p>${esc(error.message || t("s.unavailable"))}</p>
      <button type="button" class="clay-button clay-button--small clay-button--accent" data-action="search-retry">${esc(t("retry"))}</button></div>`;
  }
}

/** The picked search result. */
export function pickedPlace(index) { return lastResults[index] ?? null; }
