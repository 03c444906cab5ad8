// Add a toilet: drop a pin (tap the small map, drag the pin, type the position, or use my
// position), say what is known (every choice defaults to "Unknown") and send it. A toilet
// already within 50 m makes the server ask "Is it one of these?"; the person can still add it.

import { addToilet } from "../community.js";
import { ADD_FIELDS, FIELDS, fieldControl, honeypot, knownValues } from "../community-fields.js";
import { clearFormErrors, showFormError, showStatus } from "../form-errors.js";
import { distance, esc } from "../format.js";
import { language, t } from "../i18n.js";
import "../messages/app.js";
import { createPinMap } from "../pin-map.js";

let pinMap = null;
let lastRequest = null; // {pin, fields, website} of the last send, for "add it anyway"
let context = () => ({});

const w = (key, values) => esc(t(key, values));
const position = (name, label) => `<div class="clay-form-row"><label for="add-${name}">${w(label)}</label>
  <input id="add-${name}" class="clay-input" name="${name}" type="text" inputmode="decimal" autocomplete="off" data-api-field="${name}"></div>`;

function formHTML() {
  const fields = ADD_FIELDS.map((name) => fieldControl(FIELDS.find((f) => f[0] === name), { prefix: "add", apiPrefix: "fields" })).join("");
  return `<p>${w("add.tap")}</p>
    <div id="add-map" class="clay-pin-map"></div>
    <div class="clay-links clay-pin-buttons">
      <button type="button" class="clay-button clay-button--small" data-add="use-position">${w("n.useMine")}</button>
      <button type="button" class="clay-button clay-button--small" data-add="map-centre">${w("add.centre")}</button>
    </div>
    <form id="add-form" class="clay-panel" novalidate>
      <fieldset class="clay-fieldset clay-pin-fields"><legend>${w("add.where")}</legend>${position("latitude", "add.lat")}${position("longitude", "add.lon")}</fieldset>
      <fieldset class="clay-fieldset"><legend>${w("add.what")}</legend>${fields}</fieldset>
      ${honeypot("add")}
      <p class="clay-form-status" data-form-status role="status"></p>
      <button type="submit" class="clay-button clay-button--primary clay-button--block">${w("add.submit")}</button>
    </form>
    <div id="add-result"></div>`;
}

function pinFromForm(form) {
  const latitude = Number(form.elements.latitude.value.replace(",", "."));
  const longitude = Number(form.elements.longitude.value.replace(",", "."));
  const filled = form.elements.latitude.value.trim() && form.elements.longitude.value.trim();
  return filled && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

function placePin(pin, pan) {
  const form = document.getElementById("add-form");
  form.elements.latitude.value = pin.latitude.toFixed(6);
  form.elements.longitude.value = pin.longitude.toFixed(6);
  pinMap?.setPin(pin, pan);
}

/** Shows the add screen (drawn once; the map is created when first visible). */
export function showAdd() {
  const body = document.getElementById("add-body");
  // Drawn once per language: a new language draws it again (and the map with it).
  if (body.dataset.lang !== language()) { body.innerHTML = formHTML(); body.dataset.lang = language(); pinMap = null; }
  const { origin, config } = context();
  if (!pinMap) pinMap = createPinMap(document.getElementById("add-map"), origin, config, (pin) => placePin(pin, false));
  else pinMap.refresh();
}

function duplicatesHTML(duplicates) {
  const items = duplicates.map((d) => `<li><a href="#/toilet/${esc(d.id)}">${esc(d.name || t("c.toilet", { id: d.id }))}</a>, ${w("add.from", { distance: distance(d.distance_meters) })}</li>`).join("");
  return `<section class="clay-panel" aria-labelledby="dup-title" data-duplicates>
    <h2 id="dup-title" tabindex="-1">${w("add.dup")}</h2>
    <p>${w(duplicates.length === 1 ? "add.dupOne" : "add.dupMany")}</p>
    <ul class="clay-plain-list">${items}</ul>
    <button type="button" class="clay-button clay-button--accent" data-add="confirm-new">${w("add.anyway")}</button></section>`;
}

function thanksHTML(contribution) {
  const live = contribution?.state === "approved";
  return `<section class="clay-panel" aria-labelledby="added-title" data-added="${esc(contribution?.id ?? "")}" data-state="${esc(contribution?.state ?? "")}">
    <h2 id="added-title" tabindex="-1">${w("wo.thanks")}</h2>
    <p>${w(live ? "add.live" : "add.pending")}</p>
    <p><a href="#/mine">${w("add.seeMine")}</a></p></section>`;
}

async function send(form, confirmNew) {
  const result = document.getElementById("add-result");
  clearFormErrors(form);
  if (!confirmNew) {
    const pin = pinFromForm(form);
    if (!pin) { showFormError(form, { field: "latitude", message: t("add.noPin") }); return; }
    lastRequest = { pin, fields: knownValues(form, ADD_FIELDS), website: form.elements.website.value };
  }
  const button = form.querySelector("button[type=submit]");
  button.disabled = true;
  showStatus(form, t("sending"));
  try {
    const contribution = await addToilet(lastRequest.pin, lastRequest.fields, { confirmNew, website: lastRequest.website });
    form.reset();
    pinMap?.clearPin();
    showStatus(form, "");
    result.innerHTML = thanksHTML(contribution);
    document.getElementById("added-title").focus();
  } catch (error) {
    if (error.code === "possible_duplicate" && Array.isArray(error.body?.duplicates)) {
      showStatus(form, "");
      result.innerHTML = duplicatesHTML(error.body.duplicates);
      document.getElementById("dup-title").focus();
    } else {
      result.innerHTML = "";
      showFormError(form, error);
    }
  } finally {
    button.disabled = false;
  }
}

/** Handles the add screen; `getContext()` gives {origin, position, config, mapCentre}. */
export function wireAdd(getContext) {
  context = getContext;
  const body = document.getElementById("add-body");
  body.addEventListener("submit", (event) => {
    if (event.target.id !== "add-form") return;
    event.preventDefault();
    send(event.target, false);
  });
  body.addEventListener("change", (event) => {
    if (event.target.name !== "latitude" && event.target.name !== "longitude") return;
    const pin = pinFromForm(event.target.form);
    if (pin) pinMap?.setPin(pin, true);
  });
  body.addEventListener("click", (event) => {
    const action = event.target.closest("[data-add]")?.dataset.add;
    const form = document.getElementById("add-form");
    if (action === "confirm-new" && lastRequest) send(form, true);
    if (action === "map-centre" && pinMap) placePin(pinMap.centre(), false);
    if (action === "use-position") {
      const { position } = context();
      if (position) placePin(position, true);
      else showStatus(form, t("add.noPosition"), "alert");
    }
  });
}
