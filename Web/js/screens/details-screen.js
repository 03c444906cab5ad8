// Details: everything known about one toilet, with "unknown" never shown as "no".

import { getJSON } from "../api.js";
import { now, pinnedISO } from "../clock.js";
import { compactToilet, removeSaved, saveToilet, savedToilets } from "../device-store.js";
import { day, esc } from "../format.js";
import { appleMapsURL, googleMapsURL, osmURL } from "../links.js";
import { mascotSVG, moodFor } from "../mascot.js";
import { knownToilets, openStateAt } from "../offline-ranking.js";
import { badges, statePill } from "../toilet-view.js";
import { communityHTML, freshnessText } from "../community-view.js";
import { actionsHTML, wireDetailsActions } from "./details-actions.js";

const LABELS = {
  name: "Name", operator: "Run by", address: "Address", access: "Who may use it", fee: "Costs money", charge: "Price",
  wheelchair: "Wheelchair accessible", changing_table: "Baby changing table", changing_table_adult: "Adult changing table",
  gender: "Gender", central_key: "Needs a key (e.g. RADAR, Eurokey)", opening_hours: "Opening hours", check_date: "Last checked",
  description: "Note", level: "Floor", disposal: "Kind of toilet", positions: "Positions", drinking_water: "Drinking water", shower: "Shower",
};
const VALUE_WORDS = {
  gender: { unisex: "Gender-neutral", gender_segregated: "Separate for women and men", male: "Men", female: "Women" },
  wheelchair: { yes: "Yes", limited: "Partly", no: "No", designated: "Yes, designed for it" },
  access: { public: "Everyone", customers: "Customers", key: "With a key", permit: "With a permit", private: "Private", yes: "Everyone" },
  disposal: { flush: "Flush", pitlatrine: "Pit latrine", chemical: "Chemical", bucket: "Bucket", dry: "Dry (compost)" },
};

let current = null;

function addressText(value) {
  if (!value || typeof value !== "object") return String(value ?? "");
  if (!value.street && !value.city && !value.postcode) return "";
  const street = [value.houseNumber, value.street].filter(Boolean).join(" ");
  return [street, [value.postcode, value.city].filter(Boolean).join(" "), value.country].filter(Boolean).join(", ");
}

const capitalised = (text) => (text ? text[0].toUpperCase() + text.slice(1) : text);

function valueText(name, attribute) {
  if (name === "address" && attribute.state === "yes" && !addressText(attribute.value)) attribute = { state: "unknown" };
  if (attribute.state === "unknown") return `<span class="clay-badge clay-badge--unknown">Unknown</span>`;
  const v = attribute.value;
  let text;
  if (name === "address") text = addressText(v);
  else if (typeof v === "boolean" || v == null) text = attribute.state === "yes" ? "Yes" : "No";
  else text = VALUE_WORDS[name]?.[v] ?? capitalised(String(v));
  const kind = (attribute.state === "no") === (name !== "fee") ? "no" : "yes"; // costing nothing is good news
  return `<span class="clay-badge clay-badge--${kind}">${esc(text)}</span>`;
}

function hoursHTML(hours) {
  const rows = (hours.week ?? []).map((d) => {
    // Open times as they are; an unsure stretch right after one reads "maybe later"; closed
    // times are left out. A day with only unsure times says "Unsure", never "Closed".
    const intervals = d.intervals ?? [];
    const open = intervals.filter((i) => i.state === "open");
    const text = open.length
      ? open.map((i) => `${i.from}–${i.to}${intervals.some((u) => u.state === "unknown" && u.from === i.to) ? " (maybe later)" : ""}`).join(", ")
      : intervals.some((i) => i.state === "unknown") ? "Unsure" : intervals.length ? "Closed" : "Unknown";
    return `<tr class="${d.isToday ? "is-today" : ""}"${d.isToday ? ' aria-current="date"' : ""}><th scope="row">${esc(d.weekday)}${d.isToday ? " (today)" : ""}</th><td>${esc(text)}</td></tr>`;
  }).join("");
  return `<p>${statePill(hours.state, hours.summary)}</p>
    ${hours.raw ? `<p class="clay-muted">As written in OpenStreetMap: <code>${esc(hours.raw)}</code></p>` : ""}
    ${hours.problem ? `<p class="clay-muted">We couldn't read all of these hours, so we say "unknown" where unsure.</p>` : ""}
    ${rows ? `<table class="clay-hours-table"><caption class="visually-hidden">Opening hours this week</caption><tbody>${rows}</tbody></table>` : ""}`;
}

function sourceHTML(toilet) {
  const a = toilet.attributes ?? {};
  const checked = a.check_date?.state === "yes" ? a.check_date.value : null;
  const sources = (toilet.sources ?? []).map((s) => `<li><a href="${esc(s.url)}" rel="noopener">OpenStreetMap ${esc(s.type)} ${esc(s.id)}</a>, version ${esc(s.version)}, edited ${esc(day(s.timestamp))}</li>`).join("");
  return `<p>${checked ? `Last confirmed on ${esc(day(checked))}.` : `Last changed on ${esc(day(toilet.updatedAt))}; nobody has confirmed it since.`}</p>
    <ul>${sources}</ul><p class="clay-muted">Data © OpenStreetMap contributors, ODbL.</p>`;
}

function saveHTML(toilet) {
  const saved = savedToilets().find((s) => s.id === toilet.id);
  if (saved) {
    return `<p>Saved${saved.nickname ? ` as “${esc(saved.nickname)}”` : ""}${saved.emergency ? " · emergency go-to" : ""}.</p>
      <button type="button" class="clay-button" data-action="unsave">Remove from saved</button>`;
  }
  return `<form id="save-form">
    <label class="clay-form-row" for="save-nickname">Nickname (optional)
      <input id="save-nickname" class="clay-input" name="nickname" maxlength="40" placeholder="e.g. Station, lower floor"></label>
    <label class="clay-toggle" for="save-emergency">Emergency go-to <input id="save-emergency" type="checkbox" name="emergency"></label>
    <button type="submit" class="clay-button clay-button--primary clay-button--block">Save this toilet</button>
  </form>`;
}

function render(toilet, offline) {
  const body = document.getElementById("details-body");
  const compact = compactToilet(toilet);
  const a = toilet.attributes ?? {};
  const rows = Object.keys(LABELS).filter((name) => a[name]).map((name) => {
    const fresh = freshnessText(a[name]);
    return `<dt>${esc(LABELS[name])}</dt><dd data-attribute="${name}" data-state="${a[name].state}">${valueText(name, a[name])}</dd>${fresh ? `<dd class="clay-freshness" data-freshness="${name}">${esc(fresh)}</dd>` : ""}`;
  }).join("");
  const address = a.address?.state === "yes" ? addressText(a.address.value) : "";
  // Without addr:*, the nearest street the import derived ("near Rue Grimaldi"), marked as derived.
  const derivedAddress = address ? "" : toilet.place?.address ?? "";
  body.innerHTML = `
    <p><a href="#/map" data-action="back">← Back</a></p>
    <div class="clay-panel clay-details-head">
      ${mascotSVG(moodFor(toilet.hours?.state))}
      <div><h1 id="details-title">${esc(toilet.name)}</h1>
      ${toilet.label ? `<p class="clay-muted" data-place-label>${esc(toilet.label)}</p>` : ""}
      <p>${address ? esc(address) : derivedAddress ? `<span data-derived-address>${esc(derivedAddress)}</span>` : '<span class="clay-muted">Address unknown</span>'}</p></div>
    </div>
    ${offline ? '<p class="clay-notice clay-notice--offline">You\'re offline: this is what was saved on this device.</p>' : ""}
    <div class="clay-panel">${badges(compact)}</div>
    <section class="clay-panel" aria-labelledby="hours-title"><h2 id="hours-title">Opening hours</h2>${hoursHTML(toilet.hours ?? { state: "unknown", summary: "Hours unknown" })}</section>
    <section class="clay-panel" aria-labelledby="directions-title"><h2 id="directions-title">Walking directions</h2>
      <div class="clay-links">
        <a class="clay-button clay-button--small" href="${esc(appleMapsURL(toilet))}" target="_blank" rel="noopener">Apple Maps</a>
        <a class="clay-button clay-button--small" href="${esc(googleMapsURL(toilet))}" target="_blank" rel="noopener">Google Maps</a>
        <a class="clay-button clay-button--small" href="${esc(osmURL(toilet))}" target="_blank" rel="noopener">OpenStreetMap</a>
      </div></section>
    ${toilet.community ? `<section class="clay-panel" aria-labelledby="community-title"><h2 id="community-title">From people who went</h2><div id="community-area">${communityHTML(toilet.community)}</div></section>` : ""}
    <section class="clay-panel" aria-labelledby="save-title"><h2 id="save-title">Save</h2><div id="save-area">${saveHTML(toilet)}</div></section>
    ${rows ? `<section class="clay-panel" aria-labelledby="facts-title"><h2 id="facts-title">Everything we know</h2><dl class="clay-attribute-list">${rows}</dl></section>` : ""}
    ${offline ? "" : actionsHTML(toilet)}
    <section class="clay-panel" aria-labelledby="source-title"><h2 id="source-title">Where this comes from</h2>${sourceHTML(toilet)}</section>`;
}

/** A full-looking toilet from a compact snapshot kept on the device (offline details). */
function fromSnapshot(t) {
  const flag = (v) => ({ state: v === "limited" ? "yes" : v ?? "unknown", value: v === "limited" ? "limited" : v === "yes" ? true : v === "no" ? false : null });
  const hours = openStateAt(t, now());
  return {
    id: t.id, name: t.name, latitude: t.latitude, longitude: t.longitude, sources: [], updatedAt: t.seenAt,
    hours: { state: hours.state, summary: hours.summary },
    attributes: { wheelchair: flag(t.wheelchair), changing_table: flag(t.changingTable), fee: flag(t.fee) },
  };
}

/** Shows the details of toilet `id`: from the server, or from the device when offline. */
export async function showDetails(id) {
  const body = document.getElementById("details-body");
  body.innerHTML = `<p role="status">Loading…</p><h1 id="details-title" class="visually-hidden">Toilet details</h1>`;
  try {
    current = await getJSON(`toilets/${encodeURIComponent(id)}`, { at: pinnedISO() });
    render(current, false);
  } catch (error) {
    const snapshot = knownToilets().find((t) => String(t.id) === String(id));
    if (snapshot) { current = fromSnapshot(snapshot); render(current, true); return; }
    body.innerHTML = `<h1 id="details-title">We couldn't open this toilet</h1><p>${esc(error.message)}</p>
      <button type="button" class="clay-button clay-button--accent" data-action="retry-details" data-id="${esc(id)}">Try again</button>
      <p><a href="#/map">Back to the map</a></p>`;
  }
}

/** Fetches the shown toilet again and redraws its community data and freshness (after a write). */
async function refreshCommunity() {
  if (!current) return;
  try {
    const fresh = await getJSON(`toilets/${encodeURIComponent(current.id)}`, { at: pinnedISO() });
    if (String(fresh.id) !== String(current.id)) return;
    current = fresh;
    const area = document.getElementById("community-area");
    if (area) area.innerHTML = communityHTML(fresh.community);
    for (const [name, attribute] of Object.entries(fresh.attributes ?? {})) {
      const cell = document.querySelector(`[data-freshness="${name}"]`);
      if (cell) cell.textContent = freshnessText(attribute);
    }
  } catch { /* the page keeps what it shows */ }
}

/** Handles the save form and buttons on the details screen. */
export function wireDetails(onSavedChange) {
  const body = document.getElementById("details-body");
  wireDetailsActions(body, () => current, refreshCommunity);
  body.addEventListener("submit", (event) => {
    if (event.target.id !== "save-form" || !current) return;
    event.preventDefault();
    const form = new FormData(event.target);
    saveToilet(current, String(form.get("nickname") ?? ""), form.get("emergency") === "on");
    document.getElementById("save-area").innerHTML = saveHTML(current);
    onSavedChange();
  });
  body.addEventListener("click", (event) => {
    const action = event.target.closest("[data-action]")?.dataset.action;
    if (action === "unsave" && current) { removeSaved(current.id); document.getElementById("save-area").innerHTML = saveHTML(current); onSavedChange(); }
    if (action === "retry-details") showDetails(event.target.dataset.id);
    if (action === "back" && history.length > 1) { event.preventDefault(); history.back(); }
  });
}

