// Search: a place, a street or a toilet by name (the server's offline geocoder), then the
// nearest toilets from there. Degrades to a toilet-name search, then to "search from the map".

import { getJSON, isMissing } from "../api.js";
import { esc } from "../format.js";

const HELP_DENIED = `<div class="clay-panel" role="status">
  <h2>Location is off</h2>
  <p>We can't see where you are, and that's fine. Type a street, a place or a toilet's name, and we'll find the nearest toilets from there.</p>
  <p class="clay-muted">To share your location instead, open your browser's site settings for this page, allow Location, then come back.</p>
</div>`;

let lastResults = [];
const kindWord = (kind) => (kind === "toilet" ? "Toilet" : kind === "street" ? "Street" : "Place");

/** The message above the search form, from the location state. */
export function renderSearchMessage(s) {
  const message = document.getElementById("search-message");
  const html = s.locationStatus === "denied" || s.locationStatus === "unavailable"
    ? HELP_DENIED + '<p><button type="button" class="clay-button clay-button--small" data-action="search-map-centre">Search around the middle of the map</button></p>'
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
  if (!response.ok) throw new Error("Search isn't available right now.");
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
  box.innerHTML = `<p role="status">Searching…</p>`;
  try {
    const { results, placesAvailable } = await searchPlaces(q.trim(), origin);
    lastResults = results;
    const note = placesAvailable ? "" : `<p class="clay-muted">Searching streets and places isn't available here yet, so these are toilets by name. You can also move the map and search around its middle.</p>`;
    if (!results.length) {
      box.innerHTML = `${note}<div class="clay-panel"><p>Nothing called “${esc(q)}” here yet. Try a nearby street or a shorter word.</p>
        <button type="button" class="clay-button clay-button--small" data-action="search-map-centre">Search around the middle of the map</button></div>`;
      return;
    }
    box.innerHTML = `${note}<ul class="clay-card-list" aria-label="Places found">${results.map((r, i) => `<li>
      <button type="button" class="clay-button clay-button--block clay-place-button" data-action="pick-place" data-index="${i}">
        <span><strong>${esc(r.name)}</strong><br><span class="clay-muted">${esc(kindWord(r.kind))}${r.detail && r.detail.toLowerCase() !== r.kind ? ` · ${esc(r.detail)}` : ""}</span></span>
      </button></li>`).join("")}</ul>`;
  } catch (error) {
    box.innerHTML = `<div class="clay-panel"><p>${esc(error.message || "Search isn't available right now.")}</p>
      <button type="button" class="clay-button clay-button--small clay-button--accent" data-action="search-retry">Try again</button></div>`;
  }
}

/** The picked search result. */
export function pickedPlace(index) { return lastResults[index] ?? null; }
