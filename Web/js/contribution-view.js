// A contribution in words, for "My contributions" and the moderator's queue.

import { day, esc } from "./format.js";
import { t } from "./i18n.js";
import { fieldName, valueWords } from "./community-fields.js";
import "./messages/app.js";

const STATE = { pending: "unknown", approved: "yes", rejected: "no" };
const HOW = { agreement: "c.agreement", moderator: "c.moderator" };

/** A value inside a sentence: “yes” in the language's quotes, or unknown. */
export const quoted = (field, v) => (v == null ? t("c.unknown") : t("c.quoted", { text: valueWords(field, v) }));

/** What was said: "Added “Kiosk toilet”", "Changed wheelchair from “no” to “yes”", "Rated 4 of 5"… */
export function contributionSummary(c) {
  switch (c.kind) {
    case "add": {
      const details = Object.entries(c.fields ?? {}).filter(([f]) => f !== "name").map(([f, v]) => t("c.pair", { field: fieldName(f), value: valueWords(f, v) }));
      const what = c.fields?.name ? quoted("name", c.fields.name) : t("c.aToilet");
      return `${t("c.added", { what })}${details.length ? ` (${details.join(", ")})` : ""}`;
    }
    case "edit": return (c.changes ?? []).map((ch) => t("c.changed", { field: fieldName(ch.field), from: quoted(ch.field, ch.from), to: quoted(ch.field, ch.to) })).join("; ") || t("c.edit");
    case "report_closed": return t(["temporarily", "permanently", "gone"].includes(c.closure) ? `c.rc.${c.closure}` : "cm.closed");
    case "confirm": return c.field ? t("c.confirmed", { field: fieldName(c.field) }) : t("c.confirmedAll");
    case "was_open": return t(c.open ? "c.wasOpen" : "c.wasClosed");
    case "rate": return t("c.rated", { rating: c.rating });
    case "vote": return t(c.safe ? "c.safe" : "c.unsafe");
    case "comment": return t("c.comment", { text: quoted("text", c.text) });
    default: return c.kind;
  }
}

/** The state badge, with the rejection's reason. */
export function stateHTML(c) {
  const kind = STATE[c.state] ?? "unknown";
  const words = STATE[c.state] ? t(`c.${c.state}`) : c.state;
  const how = c.state === "approved" && c.approval ? ` (${t(HOW[c.approval] ?? "c.atOnce")})` : "";
  return `<span class="clay-badge clay-badge--${kind}" data-contribution-state="${esc(c.state)}">${esc(words + how)}</span>${c.reason ? ` <span class="clay-muted">${esc(t("c.reason", { reason: c.reason }))}</span>` : ""}`;
}

/** The toilet a contribution is about: a link, or words for a new toilet. */
export function toiletLink(c, toilet = null) {
  const name = toilet?.name ?? (c.toilet_id != null ? t("c.toilet", { id: c.toilet_id }) : null);
  if (c.toilet_id != null) return `<a href="#/toilet/${esc(c.toilet_id)}">${esc(name)}</a>`;
  if (c.latitude == null) return `<span>${esc(t("c.new"))}</span>`;
  const [lat, lon] = [c.latitude.toFixed(5), c.longitude.toFixed(5)];
  const map = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=19/${lat}/${lon}`;
  return `<span>${esc(t("c.newAt"))} <a href="${esc(map)}" target="_blank" rel="noopener">${esc(lat)}, ${esc(lon)}</a></span>`;
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
  return `<nav class="clay-links clay-pager" aria-label="${esc(t("c.pages"))}">
    <button type="button" class="clay-button clay-button--small" data-${action}-page="${answer.page - 1}"${answer.page <= 1 ? " disabled" : ""}>${esc(t("c.newer"))}</button>
    <span>${esc(t("c.page", { page: answer.page, pages }))}</span>
    <button type="button" class="clay-button clay-button--small" data-${action}-page="${answer.page + 1}"${answer.page >= pages ? " disabled" : ""}>${esc(t("c.older"))}</button></nav>`;
}
