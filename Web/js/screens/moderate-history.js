// A toilet's revisions (GET /api/toilets/{id}/history), oldest first, each with a revert form.

import { day, esc } from "../format.js";
import { has, t } from "../i18n.js";
import { fieldName } from "../community-fields.js";
import { quoted } from "../contribution-view.js";
import "../messages/app.js";

const w = (key, values) => esc(t(key, values));
const word = (prefix, value) => (has(`${prefix}.${value}`) ? t(`${prefix}.${value}`) : value);

function revisionHTML(r, toiletId) {
  const changes = (r.changes ?? []).map((c) => `<li>${w("c.pair", { field: fieldName(c.field, true), value: `${quoted(c.field, c.from)} → ${quoted(c.field, c.to)}` })}</li>`).join("");
  const by = `${word("rev", r.source)}${r.author ? ` ${t("rev.device", { author: r.author })}` : ""}`;
  return `<li class="clay-panel" data-revision="${esc(r.revision)}">
    <p><strong>${w("rev.title", { n: r.revision })}</strong>: ${w("rev.line", { change: word("rev", r.change), by, date: day(r.at) })}</p>
    ${changes ? `<ul>${changes}</ul>` : ""}
    <form data-revert="${esc(r.revision)}" data-toilet="${esc(toiletId)}" novalidate>
      <div class="clay-form-row"><label for="revert-${esc(r.revision)}">${w("rev.reason", { n: r.revision })}</label>
        <input id="revert-${esc(r.revision)}" class="clay-input" name="reason" type="text" maxlength="200" autocomplete="off" data-api-field="reason"></div>
      <button type="submit" class="clay-button clay-button--small">${w("rev.revert")}</button>
      <p class="clay-form-status" data-form-status role="status"></p></form></li>`;
}

/** The history answer as a list of revisions with their revert forms. */
export function historyHTML(answer) {
  const revisions = answer.revisions ?? [];
  if (!revisions.length) return `<p>${w("rev.none")}</p>`;
  return `<ol class="clay-card-list" aria-label="${w("rev.list", { id: answer.toilet_id })}">${revisions.map((r) => revisionHTML(r, answer.toilet_id)).join("")}</ol>`;
}
