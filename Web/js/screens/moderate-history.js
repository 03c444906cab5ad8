// A toilet's revisions (GET /api/toilets/{id}/history), oldest first, each with a revert form.

import { day, esc } from "../format.js";

const shown = (v) => (v == null ? "unknown" : `“${v}”`);
const SOURCES = { import: "from the import", community: "by the community", moderator: "by a moderator" };

function revisionHTML(r, toiletId) {
  const changes = (r.changes ?? []).map((c) => `<li>${esc(c.field.replaceAll("_", " "))}: ${esc(shown(c.from))} → ${esc(shown(c.to))}</li>`).join("");
  const by = `${esc(SOURCES[r.source] ?? r.source)}${r.author ? ` (device ${esc(r.author)})` : ""}`;
  return `<li class="clay-panel" data-revision="${esc(r.revision)}">
    <p><strong>Revision ${esc(r.revision)}</strong>: ${esc(r.change)} ${by}, ${esc(day(r.at))}</p>
    ${changes ? `<ul>${changes}</ul>` : ""}
    <form data-revert="${esc(r.revision)}" data-toilet="${esc(toiletId)}" novalidate>
      <div class="clay-form-row"><label for="revert-${esc(r.revision)}">Reason to revert revision ${esc(r.revision)}</label>
        <input id="revert-${esc(r.revision)}" class="clay-input" name="reason" type="text" maxlength="200" autocomplete="off" data-api-field="reason"></div>
      <button type="submit" class="clay-button clay-button--small">Revert</button>
      <p class="clay-form-status" data-form-status role="status"></p></form></li>`;
}

/** The history answer as a list of revisions with their revert forms. */
export function historyHTML(answer) {
  const revisions = answer.revisions ?? [];
  if (!revisions.length) return "<p>No revisions.</p>";
  return `<ol class="clay-card-list" aria-label="Revisions of toilet ${esc(answer.toilet_id)}">${revisions.map((r) => revisionHTML(r, answer.toilet_id)).join("")}</ol>`;
}
