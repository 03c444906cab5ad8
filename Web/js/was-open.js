// "Was it open?": when the user walking to the chosen toilet is within 30 m of it, or the ETA
// has run out, a card asks, with Yes / No; one tap sends it (POST /api/toilets/{id}/visits).
// Asked once per toilet per visit of the page; the answer helps the next person.

import { reportVisit } from "./community.js";
import { errorWords } from "./form-errors.js";
import { distanceMeters } from "./geo.js";
import { esc } from "./format.js";
import { t } from "./i18n.js";
import "./messages/app.js";
import { selectedResult } from "./state.js";

const ARRIVED_METERS = 30;
const FOUND_CLOSED_MS = 60 * 60 * 1000;
const asked = new Set(); // toilet ids, in memory only
const foundClosedAt = new Map(); // toilet id → when this user said it was not open (in memory only)
let showing = null;

/** Did the user find toilet `id` closed in the last hour? Then it is not offered to them again. */
export function foundClosed(id) { return Date.now() - (foundClosedAt.get(id) ?? -Infinity) < FOUND_CLOSED_MS; }

/** Has the user arrived at the selected toilet (30 m, or nothing left on the route)? */
export function hasArrived(s) {
  const result = selectedResult();
  if (!result || !s.position || s.origin || s.offline) return false;
  if (distanceMeters(s.position, result.toilet) <= ARRIVED_METERS) return true;
  const p = s.progress;
  return !!p && !p.isOff && ((p.remainingSeconds != null && p.remainingSeconds <= 0) || (p.remainingMeters != null && p.remainingMeters <= 0));
}

/** Shows the card on arrival (a view: runs after every state change). */
export function renderWasOpen(s) {
  const card = document.getElementById("was-open");
  if (showing != null || !hasArrived(s)) return;
  const result = selectedResult();
  if (asked.has(result.id)) return;
  asked.add(result.id);
  showing = result.id;
  card.dataset.toiletId = result.id;
  card.innerHTML = `<h2 id="was-open-title">${esc(t("wo.title"))}</h2>
    <p class="clay-muted">${esc(t("wo.text", { name: result.toilet.name }))}</p>
    <div class="clay-links">
      <button type="button" class="clay-button clay-button--small clay-button--accent" data-was-open="yes">${esc(t("yes"))}</button>
      <button type="button" class="clay-button clay-button--small" data-was-open="no">${esc(t("no"))}</button>
      <button type="button" class="clay-button clay-button--small" data-was-open="later">${esc(t("wo.later"))}</button></div>
    <p class="clay-form-status" role="status" data-form-status></p>`;
  card.hidden = false;
}

function close(card) { card.hidden = true; card.innerHTML = ""; showing = null; }

/** Handles the card's buttons; `onClosed(id)` runs after a "No" (look for another toilet). */
export function wireWasOpen(onClosed) {
  const card = document.getElementById("was-open");
  card.addEventListener("click", async (event) => {
    const answer = event.target.closest("[data-was-open]")?.dataset.wasOpen;
    if (!answer || showing == null) return;
    if (answer === "later") { close(card); return; }
    const status = card.querySelector("[data-form-status]");
    for (const b of card.querySelectorAll("button")) b.disabled = true;
    const id = showing;
    try {
      await reportVisit(id, answer === "yes");
      status.textContent = t(answer === "yes" ? "wo.thanks" : "wo.sorry");
      card.dataset.sent = answer;
      setTimeout(() => close(card), 2500);
      if (answer === "no") { foundClosedAt.set(id, Date.now()); onClosed(id); }
    } catch (error) {
      status.textContent = errorWords(error);
      for (const b of card.querySelectorAll("button")) b.disabled = false;
    }
  });
}
