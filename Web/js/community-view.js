// What people who went there said: the `community` block of /api/toilets/{id} and each
// attribute's freshness. Those phrases are the server's, in the language api.js asks for.

import { day, esc, upperFirst } from "./format.js";
import { num, t, tn } from "./i18n.js";
import "./messages/app.js";

/** The "From people who went" panel, or "" when the server sends no community block. */
export function communityHTML(community) {
  if (!community) return "";
  const rating = community.rating;
  const votes = community.votes ?? { safe: 0, unsafe: 0 };
  const reason = community.closure?.reason;
  const closure = community.closure?.closed ? `<p class="clay-notice clay-notice--closed" data-community-closed>${esc(reason ? t("cm.closedBecause", { reason }) : t("cm.closed"))}</p>` : "";
  const comments = (community.comments ?? []).map((c) => `<li><p>${esc(c.text)}</p><p class="clay-muted">${esc(day(c.created_at))}</p></li>`).join("");
  return `${closure}
    <p data-reliability>${esc(community.reliability?.phrase ? upperFirst(community.reliability.phrase) : t("cm.none"))}</p>
    <p data-rating>${esc(rating?.count ? t("cm.rating", { average: num(rating.average, 1), ratings: tn("ratings", rating.count) }) : t("cm.noRating"))}</p>
    <p data-votes>${esc(votes.safe || votes.unsafe ? t("cm.votes", { safe: tn("people", votes.safe), unsafe: tn("people", votes.unsafe) }) : t("cm.noVotes"))}</p>
    ${comments ? `<h3>${esc(t("cm.comments"))}</h3><ul class="clay-plain-list clay-comments" data-comments>${comments}</ul>` : ""}`;
}

/**
 * "Confirmed 3 weeks ago by 4 people" (or "Added by the community") for an attribute, or "":
 * "never confirmed" under every row of an imported record would say nothing useful.
 */
export function freshnessText(attribute) {
  if (!attribute) return "";
  if (attribute.freshness && attribute.confirmed_by > 0) return upperFirst(attribute.freshness);
  if (attribute.origin === "community") return t("cm.added");
  return "";
}
