// My contributions: what this device has told ToiletNow, newest first, and what became of each
// (waiting for a check, approved, or rejected with the reason).

import { deviceToken, getAsDevice } from "../device-token.js";
import { contributionItem, pagerHTML } from "../contribution-view.js";
import { errorWords } from "../form-errors.js";
import { esc } from "../format.js";
import { num, t } from "../i18n.js";
import "../messages/app.js";

const w = (key, values) => esc(t(key, values));

/** Draws page `page` of this device's contributions. */
export async function renderMine(page = 1) {
  const body = document.getElementById("mine-body");
  if (!deviceToken()) {
    body.innerHTML = `<div class="clay-empty"><h2>${w("mine.none")}</h2>
      <p>${w("mine.empty")}</p>
      <a class="clay-button clay-button--accent" href="#/add">${w("add")}</a></div>`;
    return;
  }
  body.setAttribute("aria-busy", "true");
  try {
    const answer = await getAsDevice("contributions/mine", { page, per_page: 20 });
    const items = answer.items ?? [];
    body.innerHTML = items.length
      ? `<p class="clay-muted">${w("mine.total", { n: num(answer.total ?? items.length) })}</p>
        <ul class="clay-card-list" aria-label="${w("mine.title")}">${items.map((c) => contributionItem(c)).join("")}</ul>${pagerHTML(answer, "mine")}`
      : `<div class="clay-empty"><h2>${w("mine.none")}</h2><p>${w("mine.empty")}</p></div>`;
  } catch (error) {
    body.innerHTML = `<p class="clay-notice" role="alert">${esc(errorWords(error))}</p>
      <button type="button" class="clay-button clay-button--accent" data-mine-page="${page}">${w("retry")}</button>`;
  } finally {
    body.removeAttribute("aria-busy");
  }
}

/** Handles paging on the screen. */
export function wireMine() {
  document.getElementById("mine-body").addEventListener("click", (event) => {
    const button = event.target.closest("[data-mine-page]");
    if (button) renderMine(Number(button.dataset.minePage));
  });
}
