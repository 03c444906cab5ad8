// The achievements screen (#/achievements, on demand): every card, locked ones with their progress
// ("25/50 toilets found"), unlocked ones with the date. Own use is counted from the events this
// device keeps; contributions from the server's tally, or offline the last tally kept. Opening the
// screen asks for a fresh tally, so an approval that arrived since is celebrated here too.

import { loadAchievements, progressOf } from "../achievements.js";
import { addStyles } from "../celebrate.js";
import { esc } from "../format.js";
import { language, locale, t, tn } from "../i18n.js";
import "../messages/achievements.js";
import { check } from "../usage.js";

const ICONS = { flush: "🚽", bolt: "⚡", calendar: "📅", flag: "🚩", crown: "👑", moon: "🌙", "map-pin": "📍", check: "✅", sparkle: "✨" };
const COUNTS = { toilets_found: "toilets", daily_streak: "days", additions_and_confirmations: "contributions", was_open_answers: "answers", ratings: "ratings" };
const SERVER = new Set(["additions_and_confirmations", "was_open_answers", "ratings"]);
const date = (ms) => new Intl.DateTimeFormat(locale(), { dateStyle: "long" }).format(new Date(ms));

function cardHTML(a, p) {
  const text = a.texts?.[language()] ?? a.texts?.en ?? {};
  const count = COUNTS[a.rule.type];
  const done = p.unlockedAt != null;
  const line = done ? t("ach.unlockedOn", { date: date(p.unlockedAt) }) : count ? tn(`ach.p.${count}`, p.goal, { current: p.current }) : t("ach.p.once");
  const bar = done || !count ? "" : `<progress max="${p.goal}" value="${p.current}" aria-label="${esc(line)}"></progress>`;
  return `<li class="clay-panel clay-achievement" data-achievement="${esc(a.id)}" data-unlocked="${done}">
    <span class="clay-achievement__icon" aria-hidden="true">${ICONS[a.icon] ?? "🏅"}</span>
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
    <p data-achievements-count>${esc(t("ach.count", { done: list.filter((p) => p.unlockedAt != null).length, all: list.length }))}</p>
    <ul class="clay-card-list" aria-label="${esc(t("ach.title"))}">${cards(false)}</ul>
    <p class="clay-muted" data-tally-note>${esc(note)}</p>
    <ul class="clay-card-list" aria-label="${esc(t("mine.title"))}">${cards(true)}</ul>`;
  check();
}
