// The achievements screen (#/achievements, on demand): every card, locked ones with their progress
// ("25/50 toilets found"), unlocked ones with the date. Own use is counted from the events this
// device keeps; contributions from the server's tally, or offline the last tally kept. Opening the
// screen asks for a fresh tally, so an approval that arrived since is celebrated here too.

import { loadAchievements, progressOf } from "../achievements.js";
import { addStyles } from "../celebrate.js";
import { esc } from "../format.js";
import { language, locale, num, t, tn } from "../i18n.js";
import "../messages/achievements.js";
import { check } from "../usage.js";

// The core's icon names, drawn as line icons (emoji fonts are not on every device).
const ICONS = {
  flush: "M7 3h6v8H7zM4 11h16a8 8 0 0 1-16 0zM9 18l-1 3h8l-1-3", bolt: "M13 2 4 14h7l-1 8 9-12h-7z",
  calendar: "M4 5h16v15H4zM4 10h16M8 3v4M16 3v4", flag: "M5 21V4h11l-2 4 2 4H5", crown: "M3 19h18M4 8l4 4 4-7 4 7 4-4-2 9H6z",
  moon: "M20 14A8 8 0 1 1 10 4a6.5 6.5 0 0 0 10 10z", "map-pin": "M12 21s7-6.3 7-12a7 7 0 1 0-14 0c0 5.7 7 12 7 12zM12 7v4", check: "M4 12l5 5L20 6",
  sparkle: "M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z",
};
const icon = (name) => `<svg class="clay-achievement__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${ICONS[name] ?? ICONS.sparkle}"/></svg>`;
const COUNTS = { toilets_found: "toilets", daily_streak: "days", additions_and_confirmations: "contributions", was_open_answers: "answers", ratings: "ratings" };
const SERVER = new Set(["additions_and_confirmations", "was_open_answers", "ratings"]);
const date = (ms) => new Intl.DateTimeFormat(locale(), { dateStyle: "long" }).format(new Date(ms));

function cardHTML(a, p) {
  const text = a.texts?.[language()] ?? a.texts?.en ?? {};
  const count = COUNTS[a.rule.type];
  const done = p.unlockedAt != null;
  const line = done ? t("ach.unlockedOn", { date: date(p.unlockedAt) }) : count ? tn(`ach.p.${count}`, p.goal, { current: num(p.current) }) : t("ach.p.once");
  const bar = done || !count ? "" : `<progress max="${p.goal}" value="${p.current}" aria-label="${esc(line)}"></progress>`;
  return `<li class="clay-panel clay-achievement" data-achievement="${esc(a.id)}" data-unlocked="${done}">
    ${icon(a.icon)}
    <div><h2>${esc(text.title ?? a.id)}</h2><p>${esc(text.description ?? "")}</p>
    <p class="clay-achievement__state" data-progress>${esc(line)}</p>${bar}</div></li>`;
}

/** Draws the screen from what is kept at once, then again when the server has answered. */
export async function renderAchievements() {
  const body = document.getElementById("achievements-body");
  addStyles();
  const book = await loadAchievements(true);
  if (!book.achievements?.length) {
    body.innerHTML = `<p class="clay-notice" role="alert">${esc(t("ach.unavailable"))}</p>`;
    return;
  }
  const list = progressOf(book);
  const byId = new Map(list.map((p) => [p.id, p]));
  const note = book.tally ? (book.online ? t("ach.server") : t("ach.kept", { date: date(book.tallyAt) })) : t(book.online ? "ach.noToken" : "ach.noTally");
  const cards = (server) => book.achievements.filter((a) => SERVER.has(a.rule.type) === server).map((a) => cardHTML(a, byId.get(a.id))).join("");
  body.innerHTML = `<p class="clay-muted">${esc(t("ach.intro"))}</p>
    <p data-achievements-count>${esc(t("ach.count", { done: num(list.filter((p) => p.unlockedAt != null).length), all: num(list.length) }))}</p>
    <ul class="clay-card-list" aria-label="${esc(t("ach.title"))}">${cards(false)}</ul>
    <p class="clay-muted" data-tally-note>${esc(note)}</p>
    <ul class="clay-card-list" aria-label="${esc(t("mine.title"))}">${cards(true)}</ul>`;
  check();
}
