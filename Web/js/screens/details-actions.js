// What a person can do from a toilet's details: edit it, report it closed, say it is still
// correct, rate its cleanliness, vote safe / not safe and comment. Each sends one contribution
// and says, right there, what happens next.

import { comment, confirmStillCorrect, editToilet, rate, reportClosed, vote } from "../community.js";
import { FIELDS, currentValue, fieldControl, honeypot } from "../community-fields.js";
import { clearFormErrors, errorWords, showFormError, showStatus } from "../form-errors.js";
import { esc } from "../format.js";
import { t } from "../i18n.js";
import "../messages/app.js";

const w = (key) => esc(t(key));
const stars = [1, 2, 3, 4, 5].map((n) => `<label><input type="radio" name="rating" value="${n}"${n === 1 ? ' data-api-field="rating"' : ""}>${n}</label>`).join("");

/** The "Tell us" panel for `toilet` (a /api/toilets/{id} record). */
export function actionsHTML(toilet) {
  const a = toilet.attributes ?? {};
  const edits = FIELDS.map((f) => fieldControl(f, { prefix: "edit", apiPrefix: "changes", value: currentValue(a[f[0]]) })).join("");
  return `<section class="clay-panel" aria-labelledby="tell-title" id="tell-area"><h2 id="tell-title">${w("tell.title")}</h2>
    <form data-tell="quick" novalidate>
      <div class="clay-links clay-still-correct"><span>${w("tell.still")}</span>
        <button type="button" class="clay-button clay-button--small clay-button--accent" data-send="confirm">${w("tell.yes")}</button>
      </div>
      <fieldset class="clay-fieldset"><legend>${w("tell.closed")}</legend><div class="clay-links">
        <button type="button" class="clay-button clay-button--small" data-send="closure" data-value="temporarily">${w("tell.temporarily")}</button>
        <button type="button" class="clay-button clay-button--small" data-send="closure" data-value="permanently">${w("tell.permanently")}</button>
        <button type="button" class="clay-button clay-button--small" data-send="closure" data-value="gone">${w("tell.gone")}</button></div></fieldset>
      <fieldset class="clay-fieldset"><legend>${w("tell.safe")}</legend><div class="clay-links">
        <button type="button" class="clay-button clay-button--small" data-send="vote" data-value="true">${w("tell.safeYes")}</button>
        <button type="button" class="clay-button clay-button--small" data-send="vote" data-value="false">${w("tell.safeNo")}</button></div></fieldset>
      <p class="clay-form-status" data-form-status role="status"></p>
    </form>
    <form data-tell="rate" novalidate>
      <fieldset class="clay-segmented clay-rating"><legend>${w("tell.clean")}</legend>${stars}</fieldset>
      <button type="submit" class="clay-button clay-button--small clay-button--accent">${w("tell.rate")}</button>
      <p class="clay-form-status" data-form-status role="status"></p>
    </form>
    <form data-tell="comment" novalidate>
      <div class="clay-form-row"><label for="comment-text">${w("tell.comment")}</label>
        <textarea id="comment-text" class="clay-input clay-textarea" name="text" rows="3" maxlength="500" data-api-field="text"></textarea></div>
      ${honeypot("comment")}
      <button type="submit" class="clay-button clay-button--small clay-button--accent">${w("tell.send")}</button>
      <p class="clay-form-status" data-form-status role="status"></p>
    </form>
    <details class="clay-edit"><summary class="clay-button clay-button--small">${w("tell.edit")}</summary>
      <form data-tell="edit" novalidate>${edits}${honeypot("edit")}
        <p class="clay-form-status" data-form-status role="status"></p>
        <button type="submit" class="clay-button clay-button--primary clay-button--block">${w("tell.sendEdit")}</button>
      </form></details>
  </section>`;
}

/** The changes between the record and the edit form: [{field, from, to}], `to: null` = unknown. */
export function changesFrom(toilet, form) {
  const a = toilet.attributes ?? {};
  const changes = [];
  for (const [field] of FIELDS) {
    const from = currentValue(a[field]);
    const to = form.elements.namedItem(field)?.value.trim() || null;
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}


async function run(form, sending) {
  clearFormErrors(form);
  showStatus(form, t("sending"));
  try {
    const contribution = await sending();
    showStatus(form, t(`thanks.${["pending", "rejected"].includes(contribution?.state) ? contribution.state : "approved"}`));
    return contribution;
  } catch (error) {
    if (!showFormError(form, error)) showStatus(form, errorWords(error), "alert");
    return null;
  }
}

/** Handles the "Tell us" panel; `current()` is the shown record, `refresh()` redraws its community data. */
export function wireDetailsActions(body, current, refresh) {
  body.addEventListener("click", async (event) => {
    const button = event.target.closest("[data-send]");
    const toilet = current();
    if (!button || !toilet) return;
    const form = button.closest("form");
    const value = button.dataset.value;
    const send = { confirm: () => confirmStillCorrect(toilet.id), closure: () => reportClosed(toilet.id, value), vote: () => vote(toilet.id, value === "true") }[button.dataset.send];
    if (send && await run(form, send)) refresh();
  });
  body.addEventListener("submit", async (event) => {
    const form = event.target;
    const kind = form.dataset.tell;
    const toilet = current();
    if (!kind || !toilet) return;
    event.preventDefault();
    let sending;
    if (kind === "rate") {
      const rating = Number(form.elements.rating.value);
      if (!rating) { showFormError(form, { field: "rating", message: t("tell.pick") }); return; }
      sending = () => rate(toilet.id, rating);
    } else if (kind === "comment") {
      const text = form.elements.text.value.trim();
      if (!text) { showFormError(form, { field: "text", message: t("tell.empty") }); return; }
      sending = () => comment(toilet.id, text, form.elements.website.value);
    } else if (kind === "edit") {
      const changes = changesFrom(toilet, form);
      if (!changes.length) { showStatus(form, t("tell.nothing")); return; }
      sending = () => editToilet(toilet.id, changes, form.elements.website.value);
    } else return;
    if (await run(form, sending)) { if (kind === "comment") form.reset(); refresh(); }
  });
}
