// What people who went there said: the `community` block of /api/toilets/{id} (how reliable the
// record is, cleanliness, safety votes, a community closure, approved comments) and how fresh
// each attribute is ("confirmed 3 weeks ago by 4 people").

import { day, esc } from "./format.js";

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/** The "From people who went" panel, or "" when the server sends no community block. */
export function communityHTML(community) {
  if (!community) return "";
  const reliability = community.reliability?.phrase;
  const rating = community.rating;
  const votes = community.votes ?? { safe: 0, unsafe: 0 };
  const closure = community.closure?.closed ? `<p class="clay-notice clay-notice--closed" data-community-closed>Reported closed${community.closure.reason ? `: ${esc(community.closure.reason)}` : ""}.</p>` : "";
  const comments = (community.comments ?? []).map((c) => `<li><p>${esc(c.text)}</p><p class="clay-muted">${esc(day(c.created_at))}</p></li>`).join("");
  return `${closure}
    <p data-reliability>${reliability ? esc(capital(reliability)) : "Nobody has confirmed it yet."}</p>
    <p data-rating>${rating?.count ? `Cleanliness ${esc(rating.average.toFixed(1))} of 5 (${plural(rating.count, "rating", "ratings")})` : "No cleanliness ratings yet."}</p>
    <p data-votes>${votes.safe || votes.unsafe ? `${plural(votes.safe, "person", "people")} felt safe; ${plural(votes.unsafe, "person", "people")} did not.` : "No safety votes yet."}</p>
    ${comments ? `<h3>Comments</h3><ul class="clay-plain-list clay-comments" data-comments>${comments}</ul>` : ""}`;
}

/**
 * "Confirmed 3 weeks ago by 4 people" (or "Added by the community") for an attribute, or "":
 * "never confirmed" under every row of an imported record would say nothing useful.
 */
export function freshnessText(attribute) {
  if (!attribute) return "";
  if (attribute.freshness && attribute.confirmed_by > 0) return capital(attribute.freshness);
  if (attribute.origin === "community") return "Added by the community";
  return "";
}

function capital(text) { return text ? text[0].toUpperCase() + text.slice(1) : text; }
