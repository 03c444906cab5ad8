// The best pick beside the nearest-first answer, and what the device learns from the user's
// choices. The page asks `rank=best` (with the learned weights) alongside its own order; the
// map shows the best pick's card unless it is the selected toilet, whose card then says so.
// A choice is a tap on "Go" (starting navigation) to a toilet in the best-ranked answer other
// than its top: best-pick-rule.js moves the weights, kept in the settings on this device only.

import { changes, learned, RULE } from "./best-pick-rule.js";
import { findNearest, sortOrder } from "./finder.js";
import { esc } from "./format.js";
import { distanceMeters } from "./geo.js";
import { t } from "./i18n.js";
import "./messages/app.js";
import { settings, update } from "./settings.js";
import { setState, state } from "./state.js";
import { displayName, distanceText } from "./toilet-view.js";

const taught = new Set(); // "search:toilet" already learned from, so a second tap teaches nothing more

/** The rule from /api/config (the core's standard, bounds and learning rate). */
export function rule() { return state.config?.bestPick ?? RULE; }

/** The best-ranked answer to ask beside the main one, or null when the main one is best-ranked. */
export function askBest(origin, needs) {
  return sortOrder() === "best" ? null : findNearest(origin, needs, { rank: "best", routes: null }).catch(() => null);
}

/** The best-ranked results to show beside `found` (`found`'s own when it is best-ranked); null offline. */
export async function bestResults(asked, found) {
  const best = found.offline ? null : asked ? await asked : found;
  return best && !best.offline ? best.results : null;
}

/**
 * Starts navigation to toilet `id` (its card's "Go"): learns from the choice, adds the best pick
 * to the results when it was not among them, and selects it with `select(index)`.
 */
export async function startTo(id, select, keepChoice) {
  learnFrom(id);
  let index = state.results.findIndex((r) => r.id === id);
  const pick = state.best?.find((r) => r.id === id);
  if (index < 0 && pick) { setState({ results: [...state.results, pick] }); index = state.results.length - 1; }
  if (index < 0) return;
  // The user chose this one: the walk's re-ranking does not take them to the nearer ones.
  keepChoice(state.results.filter((r) => r.id !== id && r.walkSeconds < state.results[index].walkSeconds).map((r) => r.id));
  const searchCount = state.searchCount;
  await select(index);
  if (state.searchCount === searchCount) setState({ navigating: true, chosen: { id, searchCount } });
}

function learnFrom(id) {
  const top = state.best?.[0], chosen = state.best?.find((r) => r.id === id);
  const key = `${state.searchCount}:${id}`;
  if (!top?.bestPick || !chosen?.bestPick || chosen === top || taught.has(key)) return;
  taught.add(key);
  update({ bestPickWeights: learned(settings().bestPickWeights, chosen.bestPick.signals, top.bestPick.signals, rule()) });
}

/** A "Go" button (starts navigation to toilet `id`), the same on either card. */
export const goHTML = (id) =>
  `<button type="button" class="clay-button clay-button--small clay-button--primary" data-action="go" data-id="${id}">${esc(t("best.go"))}</button>`;

/** The best pick's line on the selected card when it is the best pick ("" otherwise). */
export function bestLineHTML(s, selected) {
  const top = s.best?.[0];
  if (!top || top.id !== selected.id) return "";
  const same = sortOrder() === "walk" && s.results[0]?.id === top.id;
  return `<p class="clay-best-line" data-best-line><strong>${esc(t(same ? "best.same" : "best.title"))}</strong> ${esc(top.bestPick?.sentence ?? "")}</p>`;
}

/**
 * The best pick's own card beside the selected one, while it is another toilet and the user has
 * neither chosen (Go) nor begun to walk (10 m from where the route starts, as follow.js counts).
 */
export function bestCardHTML(s, selected) {
  const top = s.best?.[0];
  if (!top || top.id === selected?.id || s.chosen?.searchCount === s.searchCount || hasWalked(s)) return "";
  return `<section class="clay-best-card" aria-labelledby="best-card-name" data-toilet-id="${top.id}">
    <p class="clay-best-card__tag">${esc(t("best.title"))}</p>
    <h2 id="best-card-name" class="clay-toilet-card__title">${esc(displayName(top.toilet))}</h2>
    <p class="clay-toilet-card__meta">${esc(distanceText(top))}</p>
    <p data-best-sentence>${esc(top.bestPick?.sentence ?? "")}</p>
    ${goHTML(top.id)}</section>`;
}

function hasWalked(s) {
  const start = s.route?.points?.[0];
  return !s.origin && !!start && !!s.position && distanceMeters(s.position, { latitude: start[0], longitude: start[1] }) > 10;
}

/** What the best pick's part of the map screen depends on (redraw when it changes). */
export function bestKey(s) { return `${s.best?.map((r) => r.id).join("-")}|${s.chosen?.id}:${s.chosen?.searchCount}|${hasWalked(s)}`; }

function learnedItems() {
  const learnt = changes(settings().bestPickWeights, rule()).slice(0, 3);
  if (!learnt.length) return `<li>${esc(t("learn.nothing"))}</li>`;
  return learnt.map(({ factor, up }) => `<li data-learned="${factor}:${up ? "up" : "down"}">${esc(t(`learn.${factor}.${up ? "up" : "down"}`))}</li>`).join("");
}

/** Settings: "What ToiletNow learned", in words from the largest changes, with a reset button. */
export function learnedPanelHTML() {
  return `<section class="clay-panel" aria-labelledby="learned-title"><h2 id="learned-title">${esc(t("learn.title"))}</h2>
    <ul class="clay-plain-list" id="learned-list">${learnedItems()}</ul><p class="clay-muted">${esc(t("learn.how"))}</p>
    <button type="button" class="clay-button" data-action="reset-learned">${esc(t("learn.reset"))}</button>
    <p role="status" class="clay-muted" id="learned-status"></p></section>`;
}

document.addEventListener("click", (event) => {
  if (!event.target.closest('[data-action="reset-learned"]')) return;
  update({ bestPickWeights: null });
  document.getElementById("learned-list").innerHTML = learnedItems();
  document.getElementById("learned-status").textContent = t("learn.resetDone");
});
