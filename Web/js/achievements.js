// Achievements on the device (issue 12), loaded on demand: the definitions and the server's tally of
// approved contributions (GET /api/achievements with the device token; offline, the last answer
// kept), progress from the device's own events (usage.js, rules in achievement-rules.js), the
// celebration of each new unlock (once: the shown ones are remembered with their date) and the
// nudges one step before an unlock (at most once per achievement per day).

import { getJSON } from "./api.js";
import { now } from "./clock.js";
import { deviceToken } from "./device-token.js";
import { esc } from "./format.js";
import { language, t } from "./i18n.js";
import { nudges, progress } from "./achievement-rules.js";
import { addStyles, celebrate } from "./celebrate.js";
import { alertUser, runChecks } from "./notify.js";
import { usageEvents } from "./usage.js";
import "./messages/achievements.js";

const KEY = "toiletnow.achievements"; // {achievements, tally, tallyAt, unlocked: {id: ms}, nudged: {id: day}}
let refreshed = null;

function kept() { try { return JSON.parse(localStorage.getItem(KEY)) ?? {}; } catch { return {}; } }
function keep(changes) {
  const next = { ...kept(), ...changes };
  try { localStorage.setItem(KEY, JSON.stringify(next)); } catch { /* storage full: in memory only */ }
  return next;
}

/** The definitions and tally, from the server once per visit of the page, else those kept. */
export async function loadAchievements(force = false) {
  if (force || !refreshed) {
    refreshed = (async () => {
      const token = deviceToken();
      // A token the server does not know (a new database) still gets the definitions, with no tally.
      const answer = await getJSON("achievements", {}, token ? { Authorization: `Bearer ${token}` } : {})
        .catch((error) => { if (error.code === "unknown_token") return getJSON("achievements"); throw error; });
      keep({ achievements: answer.achievements, tally: answer.tally ?? null, tallyAt: answer.tally ? now().getTime() : null });
      return true;
    })().catch(() => false);
  }
  const online = await refreshed;
  return { ...kept(), online };
}

/** The user's time zone: days and hours of the rules are theirs. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: timeZone() }).format(now());

/** Every achievement with its progress; an unlock once seen keeps its date (the log is trimmed). */
export function progressOf(book) {
  const list = progress(book.achievements ?? [], usageEvents(), book.tally ?? null, timeZone(), now().getTime());
  const unlocked = book.unlocked ?? {};
  return list.map((p) => (p.unlockedAt == null && unlocked[p.id] != null ? { ...p, current: p.goal, unlockedAt: unlocked[p.id] } : p));
}

/** The title of an achievement in the app's language. */
const title = (a) => (a.texts?.[language()] ?? a.texts?.en)?.title ?? a.id;

/** The nudge's words: "Only 1 more toilet to unlock First Flush!". */
function nudgeText(a) {
  const unit = { toilets_found: "toilets", daily_streak: "days" }[a.rule.type] ?? "contributions";
  return t(`ach.nudge.${unit}`, { title: title(a) });
}

/**
 * After an event or a new tally: celebrates new unlocks once, nudges once a day, runs the alerts'
 * checks. Call it through usage.js's check(), which runs one at a time.
 */
export async function checkAchievements() {
  const book = await loadAchievements();
  if (!book.achievements?.length) return;
  const byId = new Map(book.achievements.map((a) => [a.id, a]));
  const list = progressOf(book);
  const unlocked = { ...(book.unlocked ?? {}) };
  const fresh = list.filter((p) => p.unlockedAt != null && unlocked[p.id] == null);
  for (const p of fresh) unlocked[p.id] = p.unlockedAt;
  const day = today(), nudged = { ...(book.nudged ?? {}) };
  const due = nudges(book.achievements, list).filter((p) => nudged[p.id] !== day);
  for (const p of due) nudged[p.id] = day;
  keep({ unlocked, nudged });
  const alerts = [];
  if (fresh.length) {
    const lines = fresh.map((p) => t("ach.unlocked", { title: title(byId.get(p.id)) }));
    const nudge = document.getElementById("nudge");
    if (nudge) nudge.hidden = true; // it may name what was just unlocked
    await celebrate(lines);
    alerts.push(...lines.map((line) => alertUser("achievements", line, t("ach.alertBody"), "#/achievements")));
  }
  if (due.length) {
    const lines = due.map((p) => nudgeText(byId.get(p.id)));
    await showNudge(lines);
    alerts.push(...lines.map((line) => alertUser("nudges", line, t("ach.alertBody"), "#/achievements")));
  }
  await Promise.all([...alerts, runChecks()]);
}

// A gentle line just above the map card for a while. It floats out of the overlay's flow (the walking
// camera frames the dot between the overlays, whose size must not change) and lets taps through to the map.
async function showNudge(lines) {
  await addStyles();
  let line = document.getElementById("nudge");
  if (!line) {
    line = document.createElement("p");
    line.id = "nudge";
    line.className = "clay-notice clay-nudge";
    line.setAttribute("role", "status");
    document.getElementById("map-bottom")?.prepend(line);
  }
  line.innerHTML = lines.map(esc).join("<br>");
  line.hidden = false;
  clearTimeout(showNudge.timer);
  showNudge.timer = setTimeout(() => { line.hidden = true; }, 12000);
}
