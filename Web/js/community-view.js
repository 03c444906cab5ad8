// What people who went there said: the `community` block of /api/toilets/{id} (how reliable the
// record is, cleanliness, safety votes, a community closure, approved comments) and how fresh
// each attribute is ("confirmed 3 weeks ago by 4 people"). The server's English phrases are read
// back into their parts and worded again in the language in use (Intl.RelativeTimeFormat), so
// they agree with the server's clock.

import { now } from "./clock.js";
import { ago, day, esc, upperFirst } from "./format.js";
import { num, t, tn } from "./i18n.js";
import "./messages/app.js";

const DAY = 86400000;
const AGO = [[/^today$/, 0], [/^yesterday$/, 1], [/^(\d+) days ago$/, 1], [/^a week ago$/, 7], [/^(\d+) weeks ago$/, 7], [/^a month ago$/, 35], [/^(\d+) months ago$/, 30]];

/** The server's "3 weeks ago" (Freshness.ago) in the language in use; as it is when it is new to us. */
function agoWords(text) {
  if (text === "over a year ago") return t("ago.year");
  for (const [pattern, days] of AGO) {
    const match = pattern.exec(text);
    if (match) return ago(new Date(now() - days * Number(match[1] ?? 1) * DAY), now());
  }
  return text;
}

/** The reliability phrase ("confirmed open yesterday", "confirmed 3 weeks ago by 4 people", "not confirmed yet"). */
function reliabilityWords(phrase) {
  if (!phrase || phrase === "not confirmed yet") return t("cm.none");
  const open = /^confirmed open (.+)$/.exec(phrase);
  if (open) return upperFirst(t("cm.open", { ago: agoWords(open[1]) }));
  const by = /^confirmed (.+) by (\d+) (?:person|people)$/.exec(phrase);
  if (by) return upperFirst(t("cm.by", { ago: agoWords(by[1]), people: tn("people", Number(by[2])) }));
  return upperFirst(phrase);
}

/** The "From people who went" panel, or "" when the server sends no community block. */
export function communityHTML(community) {
  if (!community) return "";
  const rating = community.rating;
  const votes = community.votes ?? { safe: 0, unsafe: 0 };
  const reason = community.closure?.reason;
  const closure = community.closure?.closed ? `<p class="clay-notice clay-notice--closed" data-community-closed>${esc(reason ? t("cm.closedBecause", { reason }) : t("cm.closed"))}</p>` : "";
  const comments = (community.comments ?? []).map((c) => `<li><p>${esc(c.text)}</p><p class="clay-muted">${esc(day(c.created_at))}</p></li>`).join("");
  return `${closure}
    <p data-reliability>${esc(reliabilityWords(community.reliability?.phrase))}</p>
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
  if (attribute.freshness && attribute.confirmed_by > 0) return reliabilityWords(attribute.freshness);
  if (attribute.origin === "community") return t("cm.added");
  return "";
}
