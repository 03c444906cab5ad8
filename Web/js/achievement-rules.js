// The core's achievement rules (Sources/Achievements), read again on the device, which keeps its
// own events and never sends them: progress from those events and the server's tally of approved
// contributions. The definitions (rule, goal) come from /api/achievements. A browser test checks
// this file against `toiletnow achievements` over seeded logs, so the two cannot drift apart.

/** The user's calendar day (days since 1970-01-01) and hour of `ms` in `timeZone`. */
export function civil(ms, timeZone) {
  const parts = {};
  for (const { type, value } of civilFormat(timeZone).formatToParts(new Date(ms))) parts[type] = value;
  const hour = Number(parts.hour) % 24;
  return { day: Math.floor(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / 86400000), hour };
}

const formats = new Map();
function civilFormat(timeZone) {
  if (!formats.has(timeZone)) {
    formats.set(timeZone, new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric" }));
  }
  return formats.get(timeZone);
}

/**
 * Every achievement's progress: `{id, current, goal, unlockedAt}` (ms or null). `events` are
 * `{type: "searched", at}` and `{type: "arrived", toilet, at, searchStartedAt}` (ms); `tally` is the
 * server's `{additionsAndConfirmations, wasOpenAnswers, ratings}` (ISO dates) or null.
 */
export function progress(definitions, events, tally, timeZone, now) {
  const past = events.filter((e) => e.at <= now).sort((a, b) => a.at - b.at);
  return definitions.map((a) => {
    const goal = Math.max(1, a.goal);
    const [current, unlockedAt] = measure(a.rule, goal, past, tally, timeZone, now);
    return { id: a.id, current: unlockedAt == null ? Math.min(current, goal) : goal, goal, unlockedAt };
  });
}

function measure(rule, goal, events, tally, timeZone, now) {
  const arrivals = events.filter((e) => e.type === "arrived");
  switch (rule.type) {
    case "toilets_found": {
      const seen = new Set();
      let reached = null;
      for (const e of arrivals) if (!seen.has(e.toilet) && seen.add(e.toilet).size === goal) reached = e.at;
      return [seen.size, reached];
    }
    case "quick_arrival": return first(arrivals.find((e) => e.at >= e.searchStartedAt && e.at - e.searchStartedAt <= rule.seconds * 1000));
    case "night_arrival": return first(arrivals.find((e) => civil(e.at, timeZone).hour < rule.beforeHour));
    case "daily_streak": return streak(events, goal, timeZone, now);
    case "additions_and_confirmations": return counted(tally?.additionsAndConfirmations, goal, now);
    case "was_open_answers": return counted(tally?.wasOpenAnswers, goal, now);
    case "ratings": return counted(tally?.ratings, goal, now);
    default: return [0, null];
  }
}

function first(event) { return event ? [1, event.at] : [0, null]; }

function counted(dates, goal, now) {
  const past = (dates ?? []).map((d) => Date.parse(d)).filter((t) => t <= now).sort((a, b) => a - b);
  return [past.length, past.length >= goal ? past[goal - 1] : null];
}

function streak(events, goal, timeZone, now) {
  let run = 0, last = null;
  for (const e of events) {
    const day = civil(e.at, timeZone).day;
    if (day === last) continue;
    run = last !== null && day === last + 1 ? run + 1 : 1;
    last = day;
    if (run === goal) return [goal, e.at];
  }
  return [last !== null && civil(now, timeZone).day - last <= 1 ? run : 0, null];
}

/** The achievements one step from unlocking, as the core says: counted goals, never one-off feats. */
export function nudges(definitions, progressList) {
  const rules = new Map(definitions.map((a) => [a.id, a.rule.type]));
  return progressList.filter((p) => p.unlockedAt == null && p.goal - p.current === 1 && (p.goal > 1 || rules.get(p.id) === "toilets_found"));
}
