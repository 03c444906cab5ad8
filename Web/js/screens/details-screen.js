// Details: everything known about one toilet, with "unknown" never shown as "no".

import { getJSON } from "../api.js";
import { now, pinnedISO } from "../clock.js";
import { compactToilet, removeSaved, saveToilet, savedToilets } from "../device-store.js";
import { day, esc, upperFirst } from "../format.js";
import { has, locale, t } from "../i18n.js";
import { appleMapsURL, googleMapsURL, osmURL } from "../links.js";
import { mascotSVG, moodFor } from "../mascot.js";
import { knownToilets, openStateAt } from "../offline-ranking.js";
import { badges, statePill } from "../toilet-view.js";
import { communityHTML, freshnessText } from "../community-view.js";
import { sourcesListHTML } from "../sources-view.js";
import { actionsHTML, wireDetailsActions } from "./details-actions.js";
import "../messages/app.js";

const FACTS = ["name", "operator", "address", "access", "fee", "charge", "wheelchair", "changing_table", "changing_table_adult", "gender",
  "central_key", "opening_hours", "check_date", "description", "level", "disposal", "positions", "drinking_water", "shower"];

let current = null;

function addressText(value) {
  if (!value || typeof value !== "object") return String(value ?? "");
  if (!value.street && !value.city && !value.postcode) return "";
  const street = [value.houseNumber, value.street].filter(Boolean).join(" ");
  return [street, [value.postcode, value.city].filter(Boolean).join(" "), value.country].filter(Boolean).join(", ");
}

function valueText(name, attribute) {
  if (name === "address" && attribute.state === "yes" && !addressText(attribute.value)) attribute = { state: "unknown" };
  if (attribute.state === "unknown") return `<span class="clay-badge clay-badge--unknown">${esc(t("unknown"))}</span>`;
  const v = attribute.value;
  let text;
  if (name === "address") text = addressText(v);
  else if (typeof v === "boolean" || v == null) text = t(attribute.state === "yes" ? "yes" : "no");
  else text = has(`v.${name}.${v}`) ? t(`v.${name}.${v}`) : v === "yes" || v === "no" ? t(v) : upperFirst(String(v));
  const kind = (attribute.state === "no") === (name !== "fee") ? "no" : "yes"; // costing nothing is good news
  return `<span class="clay-badge clay-badge--${kind}">${esc(text)}</span>`;
}

/** The day's name in the locale, from its date ("lundi"); the server's short English name otherwise. */
function weekday(d) {
  const date = new Date(`${d.date}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? d.weekday : upperFirst(date.toLocaleDateString(locale(), { weekday: "long", timeZone: "UTC" }));
}

function hoursHTML(hours) {
  const rows = (hours.week ?? []).map((d) => {
    // Open times as they are; an unsure stretch right after one reads "maybe later"; closed
    // times are left out. A day with only unsure times says "Unsure", never "Closed".
    const intervals = d.intervals ?? [];
    const open = intervals.filter((i) => i.state === "open");
    const text = open.length
      ? open.map((i) => `${i.from}–${i.to}${intervals.some((u) => u.state === "unknown" && u.from === i.to) ? ` ${t("h.maybe")}` : ""}`).join(", ")
      : t(intervals.some((i) => i.state === "unknown") ? "h.unsure" : intervals.length ? "h.closed" : "unknown");
    return `<tr class="${d.isToday ? "is-today" : ""}"${d.isToday ? ' aria-current="date"' : ""}><th scope="row">${esc(weekday(d))}${d.isToday ? ` ${esc(t("h.today"))}` : ""}</th><td>${esc(text)}</td></tr>`;
  }).join("");
  return `<p>${statePill(hours.state, hours.summary)}</p>
    ${hours.raw ? `<p class="clay-muted">${esc(t("h.raw"))} <code>${esc(hours.raw)}</code></p>` : ""}
    ${hours.text ? `<p class="clay-muted" data-hours-text>${esc(t("h.text", { text: hours.text }))}</p>` : ""}
    ${hours.problem ? `<p class="clay-muted">${esc(t("h.problem"))}</p>` : ""}
    ${rows ? `<table class="clay-hours-table"><caption class="visually-hidden">${esc(t("h.week"))}</caption><tbody>${rows}</tbody></table>` : ""}`;
}

function sourceHTML(toilet) {
  const a = toilet.attributes ?? {};
  const checked = a.check_date?.state === "yes" ? a.check_date.value : null;
  const osm = (toilet.sources ?? []).some((s) => s.dataset === "osm");
  return `<p>${esc(checked ? t("src.checked", { date: day(checked) }) : t("src.changed", { date: day(toilet.updatedAt) }))}</p>
    ${sourcesListHTML(toilet)}${osm ? `<p class="clay-muted">${esc(t("src.data"))}</p>` : ""}`;
}

function saveHTML(toilet) {
  const saved = savedToilets().find((s) => s.id === toilet.id);
  if (saved) {
    return `<p>${esc(saved.nickname ? t("save.as", { nickname: saved.nickname }) : t("save.saved"))}${saved.emergency ? ` · ${esc(t("offline.emergency"))}` : ""}.</p>
      <button type="button" class="clay-button" data-action="unsave">${esc(t("save.remove"))}</button>`;
  }
  return `<form id="save-form">
    <label class="clay-form-row" for="save-nickname">${esc(t("save.nickname"))}
      <input id="save-nickname" class="clay-input" name="nickname" maxlength="40" placeholder="${esc(t("save.hint"))}"></label>
    <label class="clay-toggle" for="save-emergency">${esc(t("offline.emergency"))} <input id="save-emergency" type="checkbox" name="emergency"></label>
    <button type="submit" class="clay-button clay-button--primary clay-button--block">${esc(t("save.submit"))}</button>
  </form>`;
}

function render(toilet, offline) {
  const body = document.getElementById("details-body");
  const compact = compactToilet(toilet);
  const a = toilet.attributes ?? {};
  const rows = FACTS.filter((name) => a[name]).map((name) => {
    const fresh = freshnessText(a[name]);
    return `<dt>${esc(t(`attr.${name}`))}</dt><dd data-attribute="${name}" data-state="${a[name].state}">${valueText(name, a[name])}</dd>${fresh ? `<dd class="clay-freshness" data-freshness="${name}">${esc(fresh)}</dd>` : ""}`;
  }).join("");
  const address = a.address?.state === "yes" ? addressText(a.address.value) : "";
  // Without addr:*, the nearest street the import derived ("near Rue Grimaldi"), marked as derived.
  const derivedAddress = address ? "" : toilet.place?.address ?? "";
  body.innerHTML = `
    <p><a href="#/map" data-action="back">${esc(t("d.back"))}</a></p>
    <div class="clay-panel clay-details-head">
      ${mascotSVG(moodFor(toilet.hours?.state))}
      <div><h1 id="details-title">${esc(toilet.name)}</h1>
      ${toilet.label ? `<p class="clay-muted" data-place-label>${esc(toilet.label)}</p>` : ""}
      <p>${address ? esc(address) : derivedAddress ? `<span data-derived-address>${esc(derivedAddress)}</span>` : `<span class="clay-muted">${esc(t("d.noAddress"))}</span>`}</p></div>
    </div>
    ${offline ? `<p class="clay-notice clay-notice--offline">${esc(t("d.offline"))}</p>` : ""}
    <div class="clay-panel">${badges(compact)}</div>
    <section class="clay-panel" aria-labelledby="hours-title"><h2 id="hours-title">${esc(t("attr.opening_hours"))}</h2>${hoursHTML(toilet.hours ?? { state: "unknown", summary: t("h.unknown") })}</section>
    <section class="clay-panel" aria-labelledby="directions-title"><h2 id="directions-title">${esc(t("d.directions"))}</h2>
      <div class="clay-links">
        <a class="clay-button clay-button--small" href="${esc(appleMapsURL(toilet))}" target="_blank" rel="noopener">Apple Maps</a>
        <a class="clay-button clay-button--small" href="${esc(googleMapsURL(toilet))}" target="_blank" rel="noopener">Google Maps</a>
        <a class="clay-button clay-button--small" href="${esc(osmURL(toilet))}" target="_blank" rel="noopener">OpenStreetMap</a>
      </div></section>
    ${toilet.community ? `<section class="clay-panel" aria-labelledby="community-title"><h2 id="community-title">${esc(t("d.community"))}</h2><div id="community-area">${communityHTML(toilet.community)}</div></section>` : ""}
    <section class="clay-panel" aria-labelledby="save-title"><h2 id="save-title">${esc(t("d.save"))}</h2><div id="save-area">${saveHTML(toilet)}</div></section>
    ${rows ? `<section class="clay-panel" aria-labelledby="facts-title"><h2 id="facts-title">${esc(t("d.facts"))}</h2><dl class="clay-attribute-list">${rows}</dl></section>` : ""}
    ${offline ? "" : actionsHTML(toilet)}
    <section class="clay-panel" aria-labelledby="source-title"><h2 id="source-title">${esc(t("d.source"))}</h2>${sourceHTML(toilet)}</section>`;
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
  body.innerHTML = `<p role="status">${esc(t("loading"))}</p><h1 id="details-title" class="visually-hidden">${esc(t("d.title"))}</h1>`;
  try {
    current = await getJSON(`toilets/${encodeURIComponent(id)}`, { at: pinnedISO() });
    render(current, false);
  } catch (error) {
    const snapshot = knownToilets().find((t) => String(t.id) === String(id));
    if (snapshot) { current = fromSnapshot(snapshot); render(current, true); return; }
    body.innerHTML = `<h1 id="details-title">${esc(t("d.failed"))}</h1><p>${esc(error.message)}</p>
      <button type="button" class="clay-button clay-button--accent" data-action="retry-details" data-id="${esc(id)}">${esc(t("retry"))}</button>
      <p><a href="#/map">${esc(t("d.toMap"))}</a></p>`;
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

