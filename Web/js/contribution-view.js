// A contribution in words, for "My contributions" and the moderator's queue.

import { day, esc } from "./format.js";

const CLOSURE = { temporarily: "closed for now", permanently: "closed for good", gone: "gone" };
const STATE = { pending: ["unknown", "Waiting for a check"], approved: ["yes", "Approved"], rejected: ["no", "Rejected"] };

const shown = (v) => (v == null ? "unknown" : `“${v}”`);

/** What was said: "Added “Kiosk toilet”", "Changed wheelchair from “no” to “yes”", "Rated 4 of 5"… */
export function contributionSummary(c) {
  switch (c.kind) {
    case "add": {
      const details = Object.entries(c.fields ?? {}).filter(([f]) => f !== "name").map(([f, v]) => `${f.replaceAll("_", " ")}: ${v}`);
      return `Added ${shown(c.fields?.name ?? "a toilet")}${details.length ? ` (${details.join(", ")})` : ""}`;
    }
    case "edit": return (c.changes ?? []).map((ch) => `Changed ${ch.field.replaceAll("_", " ")} from ${shown(ch.from)} to ${shown(ch.to)}`).join("; ") || "Edit";
    case "report_closed": return `Reported ${CLOSURE[c.closure] ?? "closed"}`;
    case "confirm": return c.field ? `Confirmed ${c.field.replaceAll("_", " ")}` : "Confirmed it is still correct";
    case "was_open": return c.open ? "Was open when I got there" : "Was not open when I got there";
    case "rate": return `Rated cleanliness ${c.rating} of 5`;
    case "vote": return c.safe ? "Felt safe" : "Did not feel safe";
    case "comment": return `Comment: ${shown(c.text)}`;
    default: return c.kind;
  }
}

/** The state badge, with the rejection's reason. */
export function stateHTML(c) {
  const [kind, words] = STATE[c.state] ?? ["unknown", c.state];
  const how = c.state === "approved" && c.approval ? ` (${c.approval === "agreement" ? "others agreed" : c.approval === "moderator" ? "by a moderator" : "at once"})` : "";
  return `<span class="clay-badge clay-badge--${kind}" data-contribution-state="${esc(c.state)}">${esc(words + how)}</span>${c.reason ? ` <span class="clay-muted">Reason: ${esc(c.reason)}</span>` : ""}`;
}

/** The toilet a contribution is about: a link, or words for a new toilet. */
export function toiletLink(c, toilet = null) {
  const name = toilet?.name ?? (c.toilet_id != null ? `Toilet ${c.toilet_id}` : null);
  if (c.toilet_id != null) return `<a href="#/toilet/${esc(c.toilet_id)}">${esc(name)}</a>`;
  if (c.latitude == null) return "<span>New toilet</span>";
  const [lat, lon] = [c.latitude.toFixed(5), c.longitude.toFixed(5)];
  const map = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=19/${lat}/${lon}`;
  return `<span>New toilet at <a href="${esc(map)}" target="_blank" rel="noopener">${esc(lat)}, ${esc(lon)}</a></span>`;
}

/** One list item: what, about which toilet, when, and its state. */
export function contributionItem(c, { toilet = null, extra = "" } = {}) {
  return `<li class="clay-panel clay-contribution" data-contribution-id="${esc(c.id)}" data-kind="${esc(c.kind)}">
    <p><strong>${esc(contributionSummary(c))}</strong></p>
    <p>${toiletLink(c, toilet)} · <span class="clay-muted">${esc(day(c.created_at))}</span></p>
    <p>${stateHTML(c)}</p>${extra}</li>`;
}

/** Previous / next page buttons for a list answer ({page, per_page, total}). */
export function pagerHTML(answer, action) {
  const pages = Math.max(1, Math.ceil((answer.total ?? 0) / (answer.per_page || 20)));
  if (pages <= 1) return "";
  return `<nav class="clay-links clay-pager" aria-label="Pages">
    <button type="button" class="clay-button clay-button--small" data-${action}-page="${answer.page - 1}"${answer.page <= 1 ? " disabled" : ""}>Newer</button>
    <span>Page ${answer.page} of ${pages}</span>
    <button type="button" class="clay-button clay-button--small" data-${action}-page="${answer.page + 1}"${answer.page >= pages ? " disabled" : ""}>Older</button></nav>`;
}
