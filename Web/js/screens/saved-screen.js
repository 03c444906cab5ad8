// Saved: toilets kept on this device, with a nickname and an "emergency go-to" tag, emergency
// go-to ones first, then by distance, each with the mascot's mood from its open state. Works offline.

import { now } from "../clock.js";
import { removeSaved, savedToilets, updateSaved } from "../device-store.js";
import { distanceMeters } from "../geo.js";
import { esc } from "../format.js";
import { t } from "../i18n.js";
import "../messages/app.js";
import { mascotSVG } from "../mascot.js";
import { knownToilets, openStateAt } from "../offline-ranking.js";
import { toiletCard } from "../toilet-view.js";

/** Redraws the saved screen; `origin` (may be null) sorts by distance. */
export function renderSaved(origin) {
  const body = document.getElementById("saved-body");
  const saved = savedToilets();
  if (!saved.length) {
    body.innerHTML = `<div class="clay-empty">${mascotSVG("happy")}
      <h2>${esc(t("sv.none"))}</h2>
      <p>${esc(t("sv.how", { save: t("save.submit") }))}</p>
      <a class="clay-button clay-button--accent" href="#/map">${esc(t("sv.find"))}</a></div>`;
    return;
  }
  const known = new Map(knownToilets().map((t) => [t.id, t]));
  const time = now();
  const rows = saved.map((s) => {
    const toilet = { ...s.toilet, ...known.get(s.id) };
    const hours = openStateAt(toilet, time);
    return { s, result: { id: s.id, toilet, hours, distanceMeters: origin ? distanceMeters(origin, toilet) : null, walkSeconds: null } };
  }).sort((a, b) => (b.s.emergency ? 1 : 0) - (a.s.emergency ? 1 : 0) || (a.result.distanceMeters ?? Infinity) - (b.result.distanceMeters ?? Infinity));
  body.innerHTML = `<ul class="clay-card-list" aria-label="${esc(t("saved.title"))}">${rows.map(({ s, result }) => `<li>${toiletCard(result, {
    nickname: s.nickname, headingLevel: 2,
    extra: `${s.nickname ? `<p class="clay-toilet-card__meta">${esc(result.toilet.name)}</p>` : ""}${s.emergency ? `<span class="clay-badge clay-saved-tag">${esc(t("offline.emergency"))}</span>` : ""}`,
    actions: `<a class="clay-button clay-button--small clay-button--accent" href="#/toilet/${s.id}">${esc(t("r.details"))}</a>
      <details class="clay-saved-edit"><summary class="clay-button clay-button--small">${esc(t("sv.edit"))}</summary>
        <form data-saved-form="${s.id}">
          <label class="clay-form-row" for="nick-${s.id}">${esc(t("save.nickname"))}<input id="nick-${s.id}" class="clay-input" name="nickname" maxlength="40" value="${esc(s.nickname)}"></label>
          <label class="clay-toggle" for="emer-${s.id}">${esc(t("offline.emergency"))}<input id="emer-${s.id}" type="checkbox" name="emergency"${s.emergency ? " checked" : ""}></label>
          <div class="clay-links"><button class="clay-button clay-button--small clay-button--accent" type="submit">${esc(t("sv.saveChanges"))}</button>
          <button class="clay-button clay-button--small" type="button" data-action="remove-saved" data-id="${s.id}">${esc(t("save.remove"))}</button></div>
        </form></details>`,
  })}</li>`).join("")}</ul>`;
}

/** Handles the edit forms on the saved screen. */
export function wireSaved(redraw) {
  const body = document.getElementById("saved-body");
  body.addEventListener("submit", (event) => {
    const id = event.target.dataset.savedForm;
    if (!id) return;
    event.preventDefault();
    const form = new FormData(event.target);
    updateSaved(Number(id), { nickname: String(form.get("nickname") ?? "").trim(), emergency: form.get("emergency") === "on" });
    redraw();
  });
  body.addEventListener("click", (event) => {
    const button = event.target.closest('[data-action="remove-saved"]');
    if (button) { removeSaved(Number(button.dataset.id)); redraw(); }
  });
}
