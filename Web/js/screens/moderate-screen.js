// The moderator's page (#/moderate): paste the token `toiletnow moderators add` printed (kept
// on this device, apart from the device token), then work through the queue, oldest first:
// approve, or reject with a reason (required: the person sees it). A toilet's history lets a
// moderator revert one revision, also with a reason.

import { asModerator, moderatorToken, setModeratorToken } from "../device-token.js";
import { contributionItem, pagerHTML } from "../contribution-view.js";
import { clearFormErrors, errorWords, showFormError, showStatus } from "../form-errors.js";
import { esc } from "../format.js";
import { num, t } from "../i18n.js";
import "../messages/app.js";
import { historyHTML } from "./moderate-history.js";

let onModerated = () => {};
const w = (key, values) => esc(t(key, values));

function tokenFormHTML() {
  const known = !!moderatorToken();
  return `<form id="moderator-token-form" class="clay-panel" novalidate>
    <div class="clay-form-row"><label for="moderator-token">${w("mod.token")}</label>
      <span class="clay-field-hint" id="moderator-token-hint">${w(known ? "mod.kept" : "mod.hint")}</span>
      <input id="moderator-token" class="clay-input" name="token" type="password" autocomplete="current-password" spellcheck="false" aria-describedby="moderator-token-hint" data-api-field="Authorization"></div>
    <div class="clay-links"><button type="submit" class="clay-button clay-button--small clay-button--accent">${w("mod.use")}</button>
      ${known ? `<button type="button" class="clay-button clay-button--small" data-moderate="forget">${w("mod.forget")}</button>` : ""}</div>
    <p class="clay-form-status" data-form-status role="status"></p></form>`;
}

function queueItemHTML(c) {
  const author = c.author != null ? `<p class="clay-muted">${w("mod.from", { author: c.author })}</p>` : "";
  const history = c.toilet ? `<button type="button" class="clay-button clay-button--small" data-history="${esc(c.toilet.id)}">${w("mod.history")}</button>` : "";
  return contributionItem(c, { toilet: c.toilet, extra: `${author}
    <form data-reject="${esc(c.id)}" novalidate>
      <div class="clay-form-row"><label for="reason-${esc(c.id)}">${w("mod.reason")}</label>
        <input id="reason-${esc(c.id)}" class="clay-input" name="reason" type="text" maxlength="200" autocomplete="off" data-api-field="reason"></div>
      <div class="clay-links"><button type="button" class="clay-button clay-button--small clay-button--accent" data-approve="${esc(c.id)}">${w("mod.approve")}</button>
        <button type="submit" class="clay-button clay-button--small">${w("mod.reject")}</button>${history}</div>
      <p class="clay-form-status" data-form-status role="status"></p></form>` });
}

async function renderQueue(page = 1) {
  const area = document.getElementById("moderate-queue");
  if (!moderatorToken()) { area.innerHTML = ""; return; }
  try {
    const answer = await asModerator("GET", "moderation/queue", { page, per_page: 20 });
    const items = answer.items ?? [];
    area.innerHTML = `<h2 id="queue-title">${w("mod.queue", { n: num(answer.total ?? items.length) })}</h2>
      ${items.length ? `<ul class="clay-card-list" aria-labelledby="queue-title">${items.map(queueItemHTML).join("")}</ul>${pagerHTML(answer, "queue")}` : `<p>${w("mod.empty")}</p>`}`;
  } catch (error) {
    area.innerHTML = "";
    const form = document.getElementById("moderator-token-form");
    if (!showFormError(form, error)) showStatus(form, errorWords(error), "alert");
  }
}

/** Draws the moderator page. */
export function renderModerate() {
  document.getElementById("moderate-body").innerHTML = `${tokenFormHTML()}
    <div id="moderate-queue"></div>
    <section class="clay-panel" aria-labelledby="history-title"><h2 id="history-title">${w("mod.toiletHistory")}</h2>
      <form id="history-form" novalidate><div class="clay-form-row"><label for="history-toilet">${w("mod.number")}</label>
        <input id="history-toilet" class="clay-input" name="toilet" type="text" inputmode="numeric" autocomplete="off" data-api-field="toilet"></div>
        <button type="submit" class="clay-button clay-button--small clay-button--accent">${w("mod.show")}</button>
        <p class="clay-form-status" data-form-status role="status"></p></form>
      <div id="history-area"></div></section>`;
  renderQueue();
}

async function showHistory(id) {
  const form = document.getElementById("history-form");
  form.elements.toilet.value = id;
  clearFormErrors(form);
  try {
    const answer = await asModerator("GET", `toilets/${encodeURIComponent(id)}/history`, {});
    document.getElementById("history-area").innerHTML = historyHTML(answer);
  } catch (error) {
    document.getElementById("history-area").innerHTML = "";
    showFormError(form, { ...error, field: "toilet", message: errorWords(error) });
  }
}

async function act(form, sending, after) {
  clearFormErrors(form);
  showStatus(form, t("sending"));
  try { await sending(); showStatus(form, t("mod.done")); onModerated(); after(); } catch (error) { if (!showFormError(form, error)) showStatus(form, errorWords(error), "alert"); }
}

/** Handles the page; `moderated()` runs after each approval, rejection or revert. */
export function wireModerate(moderated) {
  onModerated = moderated;
  const body = document.getElementById("moderate-body");
  body.addEventListener("submit", (event) => {
    const form = event.target;
    event.preventDefault();
    if (form.id === "moderator-token-form") {
      const token = form.elements.token.value.trim();
      if (!token) { showFormError(form, { field: "Authorization", message: t("mod.paste") }); return; }
      setModeratorToken(token);
      renderModerate();
    } else if (form.id === "history-form") {
      const id = form.elements.toilet.value.trim();
      if (!/^\d+$/.test(id)) { showFormError(form, { field: "toilet", message: t("mod.typeNumber") }); return; }
      showHistory(id);
    } else if (form.dataset.reject) {
      const reason = form.elements.reason.value.trim();
      if (!reason) { showFormError(form, { field: "reason", message: t("mod.why") }); return; }
      act(form, () => asModerator("POST", `moderation/contributions/${form.dataset.reject}/reject`, { reason }), () => renderQueue());
    } else if (form.dataset.revert) {
      const reason = form.elements.reason.value.trim();
      if (!reason) { showFormError(form, { field: "reason", message: t("mod.whyRevert") }); return; }
      act(form, () => asModerator("POST", `moderation/revisions/${form.dataset.revert}/revert`, { reason }), () => showHistory(form.dataset.toilet));
    }
  });
  body.addEventListener("click", (event) => {
    const el = event.target.closest("[data-approve], [data-history], [data-queue-page], [data-moderate]");
    if (!el) return;
    if (el.dataset.approve) act(el.closest("form"), () => asModerator("POST", `moderation/contributions/${el.dataset.approve}/approve`), () => renderQueue());
    if (el.dataset.history) showHistory(el.dataset.history);
    if (el.dataset.queuePage) renderQueue(Number(el.dataset.queuePage));
    if (el.dataset.moderate === "forget") { setModeratorToken(""); renderModerate(); }
  });
}
