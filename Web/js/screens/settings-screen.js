// Settings: theme, units, language, needs profile, location permission, offline data and about.
// A new language applies at once (router.js redraws the screen) and is kept with the others.

import { learnedPanelHTML } from "../best-pick.js";
import { clearOfflineData } from "../device-store.js";
import { esc } from "../format.js";
import { LANGUAGES, t } from "../i18n.js";
import { permissionState } from "../location.js";
import { NEEDS, settings, update } from "../settings.js";
import "../messages/app.js";
import { getJSON } from "../api.js";
import { regionSourcesHTML } from "../sources-view.js";

/** The regions and their sources for About; none when offline (the OSM line above still shows). */
async function regionsForAbout() {
  try { return await getJSON("regions"); } catch { return []; }
}

const radio = (name, value, label, checked) =>
  `<label><input type="radio" name="${name}" value="${value}"${checked ? " checked" : ""}>${esc(label)}</label>`;
const radios = (name, choices) => choices.map(([value, label]) => radio(name, value, label, settings()[name] === value)).join("");
const panel = (id, title, html) => `<section class="clay-panel" aria-labelledby="${id}-title"><h2 id="${id}-title">${esc(t(title))}</h2>${html}</section>`;
let refocus = null; // the input to give focus back to once a new language has redrawn the screen

/** Draws the settings screen. */
export async function renderSettings(config) {
  const s = settings();
  const body = document.getElementById("settings-body");
  const location = await permissionState();
  const attribution = esc(config?.attribution ?? "© OpenStreetMap contributors, ODbL");
  const attributionURL = esc(config?.attributionURL ?? "https://www.openstreetmap.org/copyright");
  const languages = [["auto", t("set.auto")], ...LANGUAGES];
  const { notifyPanelHTML } = await import("../notify.js"); // on demand (issue 12: ach)
  body.innerHTML = panel("look", "set.look", `
    <fieldset class="clay-segmented"><legend>${esc(t("set.theme"))}</legend>${radios("theme", [["light", t("set.light")], ["dark", t("set.dark")], ["system", t("set.system")]])}</fieldset>
    <fieldset class="clay-segmented"><legend>${esc(t("set.units"))}</legend>${radios("units", [["km", t("set.km")], ["miles", t("set.miles")]])}</fieldset>
    <fieldset class="clay-segmented"><legend>${esc(t("set.language"))}</legend>${languages.map(([code, name]) =>
      `<label${code === "auto" ? "" : ` lang="${code}"`}><input type="radio" name="language" value="${code}"${(s.language ?? "auto") === code ? " checked" : ""}>${esc(name)}</label>`).join("")}</fieldset>`)
  + panel("needs", "set.needs", `<p class="clay-muted">${esc(t("set.needsText"))}</p>
    ${NEEDS.map((key) => `<label class="clay-toggle" for="need-${key}">${esc(t(`need.${key}`))}<input id="need-${key}" type="checkbox" data-profile-need="${key}"${s.needs.includes(key) ? " checked" : ""}></label>`).join("")}`)
  + notifyPanelHTML()
  + learnedPanelHTML()
  + panel("location", "set.location", `<p data-location-state="${location}">${esc(t(`loc.${location in { granted: 1, prompt: 1, denied: 1 } ? location : "unknown"}`))}</p>`)
  + panel("offline", "set.offline", `<p>${esc(t("set.offlineText"))}</p>
    <button type="button" class="clay-button" data-action="clear-offline">${esc(t("set.clear"))}</button>
    <p role="status" id="offline-status" class="clay-muted"></p>`)
  + panel("help", "set.help", `<p>${esc(t("set.helpText"))}</p>
    <div class="clay-links"><a class="clay-button clay-button--small clay-button--accent" href="#/add">${esc(t("add"))}</a>
      <a class="clay-button clay-button--small" href="#/mine">${esc(t("mine.title"))}</a>
      <a class="clay-button clay-button--small" href="#/moderate">${esc(t("moderate.title"))}</a></div>`)
  + panel("about", "set.about", `<p>${esc(t("set.aboutText"))}</p>
    <p>${esc(t("set.data"))} <a href="${attributionURL}" rel="noopener">${attribution}</a>.</p>
    <div data-region-sources>${regionSourcesHTML(await regionsForAbout())}</div>
    <p class="clay-muted">${esc(t("set.fix"))}</p>`);
  if (refocus) { body.querySelector(`input[name="language"][value="${refocus}"]`)?.focus(); refocus = null; }
}

/** Handles changes on the settings screen. */
export function wireSettings(onNeedsProfile) {
  const body = document.getElementById("settings-body");
  body.addEventListener("change", (event) => {
    const input = event.target;
    if (input.name === "language") refocus = input.value;
    if (input.name === "theme" || input.name === "units" || input.name === "language") update({ [input.name]: input.value });
    if (input.dataset.profileNeed) {
      const needs = [...body.querySelectorAll("[data-profile-need]:checked")].map((i) => i.dataset.profileNeed);
      update({ needs });
      onNeedsProfile(needs);
    }
  });
  body.addEventListener("click", async (event) => {
    if (event.target.closest('[data-action="clear-offline"]')) {
      await clearOfflineData();
      document.getElementById("offline-status").textContent = t("set.cleared");
    }
  });
}
