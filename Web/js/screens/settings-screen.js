// Settings: theme, units, needs profile, location permission, offline data and about.

import { clearOfflineData } from "../device-store.js";
import { esc } from "../format.js";
import { permissionState } from "../location.js";
import { NEEDS, settings, update } from "../settings.js";

const radio = (name, value, label, checked) =>
  `<label><input type="radio" name="${name}" value="${value}"${checked ? " checked" : ""}>${esc(label)}</label>`;

const LOCATION_WORDS = {
  granted: "Allowed. Your position is used only to ask for nearby toilets, and never stored.",
  prompt: "We'll ask when you look for toilets.",
  denied: "Off. You can still search a place. To turn it on: open this site's settings in your browser (the icon beside the address), allow Location, then reload.",
  unknown: "Your browser doesn't say.",
};

/** Draws the settings screen. */
export async function renderSettings(config) {
  const s = settings();
  const body = document.getElementById("settings-body");
  const location = await permissionState();
  const attribution = esc(config?.attribution ?? "© OpenStreetMap contributors, ODbL");
  const attributionURL = esc(config?.attributionURL ?? "https://www.openstreetmap.org/copyright");
  body.innerHTML = `
  <section class="clay-panel" aria-labelledby="look-title"><h2 id="look-title">Look and units</h2>
    <fieldset class="clay-segmented"><legend>Theme</legend>
      ${radio("theme", "light", "Light", s.theme === "light")}${radio("theme", "dark", "Dark", s.theme === "dark")}${radio("theme", "system", "Like my device", s.theme === "system")}</fieldset>
    <fieldset class="clay-segmented"><legend>Distances</legend>
      ${radio("units", "km", "Kilometres", s.units === "km")}${radio("units", "miles", "Miles", s.units === "miles")}</fieldset>
  </section>
  <section class="clay-panel" aria-labelledby="needs-title"><h2 id="needs-title">What I need</h2>
    <p class="clay-muted">We only show toilets that meet these, every time. You can still change filters on the map.</p>
    ${NEEDS.map(([key, label]) => `<label class="clay-toggle" for="need-${key}">${esc(label)}<input id="need-${key}" type="checkbox" data-profile-need="${key}"${s.needs.includes(key) ? " checked" : ""}></label>`).join("")}
  </section>
  <section class="clay-panel" aria-labelledby="location-title"><h2 id="location-title">Location</h2>
    <p data-location-state="${location}">${esc(LOCATION_WORDS[location] ?? LOCATION_WORDS.unknown)}</p>
  </section>
  <section class="clay-panel" aria-labelledby="offline-title"><h2 id="offline-title">Offline</h2>
    <p>ToiletNow keeps the app, your saved toilets and toilets of the area you're in, so it still works with no signal.</p>
    <button type="button" class="clay-button" data-action="clear-offline">Clear offline data</button>
    <p role="status" id="offline-status" class="clay-muted"></p>
  </section>
  <section class="clay-panel" aria-labelledby="help-title"><h2 id="help-title">Help others</h2>
    <p>Add a toilet we don't know, fix what we know, or say whether one was open. No account: what you send is tied to this device only, never to where you are.</p>
    <div class="clay-links"><a class="clay-button clay-button--small clay-button--accent" href="#/add">Add a toilet</a>
      <a class="clay-button clay-button--small" href="#/mine">My contributions</a>
      <a class="clay-button clay-button--small" href="#/moderate">Moderator page</a></div>
  </section>
  <section class="clay-panel" aria-labelledby="about-title"><h2 id="about-title">About</h2>
    <p>ToiletNow finds the nearest toilet you can actually use, right now. No account, no tracking: your position is sent only to ask for nearby toilets and is never stored.</p>
    <p>Map and toilet data <a href="${attributionURL}" rel="noopener">${attribution}</a>.</p>
    <p class="clay-muted">Something wrong or missing? Fixes to OpenStreetMap help everyone.</p>
  </section>`;
}

/** Handles changes on the settings screen. */
export function wireSettings(onNeedsProfile) {
  const body = document.getElementById("settings-body");
  body.addEventListener("change", (event) => {
    const input = event.target;
    if (input.name === "theme" || input.name === "units") update({ [input.name]: input.value });
    if (input.dataset.profileNeed) {
      const needs = [...body.querySelectorAll("[data-profile-need]:checked")].map((i) => i.dataset.profileNeed);
      update({ needs });
      onNeedsProfile(needs);
    }
  });
  body.addEventListener("click", async (event) => {
    if (event.target.closest('[data-action="clear-offline"]')) {
      await clearOfflineData();
      document.getElementById("offline-status").textContent = "Offline data cleared. Your saved toilets are still here.";
    }
  });
}
