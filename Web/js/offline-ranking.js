// Nearest toilets with no network: saved, region-pack and recently seen toilets, ranked on the
// device by the server's rules (Sources/Finder: FinderPolicy, CandidateCollector, ArrivalVerdict)
// over an estimated walk: the straight line × DETOUR at the server's walking speed.
//   - A toilet counts as open only if it is open on arrival and for MARGIN after it.
//   - Closed on arrival: never offered. Unknown hours: offered after every known-open one.
//   - Emergency go-to toilets win ties: walks within TIE_SECONDS of each other.

import { distanceMeters } from "./geo.js";
import { locale, t } from "./i18n.js";
import "./messages/app.js";
import { regionPack, savedToilets, seenToilets } from "./device-store.js";

/** WalkingProfile.standard: 1.4 m/s on the flat. */
export const WALK_SPEED = 1.4;
/** Streets are longer than the straight line: 1.3 is the usual urban detour factor. */
export const DETOUR = 1.3;
const MARGIN_MS = 300_000; // FinderPolicy.arrivalMarginSeconds
const SLACK_SECONDS = 600; // FinderPolicy.unknownHoursSlackSeconds
/** A tie: a minute apart, well inside the estimate's own error (the detour factor). */
export const TIE_SECONDS = 60;
const RESTRICTED = new Set(["customers", "key", "permit", "private", "no"]);

/** Does a compact toilet meet every need? Unknown meets "free", "public" and "no_key", never the others. */
export function meetsNeeds(toilet, needs) {
  return needs.every((need) => {
    switch (need) {
      case "wheelchair": return toilet.wheelchair === "yes";
      case "changing_table": return toilet.changingTable === "yes";
      case "gender_neutral": return toilet.genderNeutral === "yes";
      case "free": return toilet.fee !== "yes";
      case "public": return !RESTRICTED.has(toilet.access);
      case "no_key": return toilet.access !== "key" && !toilet.centralKey;
      case "open_24_7": return toilet.allHours === true; // known 24/7 only, as the server
      default: return true;
    }
  });
}

/**
 * {state, closesAt} of a compact toilet at `time`, staying open at least `marginMs` after it:
 * from the region pack's open intervals within the pack's week, else from a snapshot of an
 * online answer until its next change. Outside its open spans a toilet is unknown inside the
 * pack's unknown spans and closed elsewhere (an older pack without them: unknown all week when
 * any part of it is).
 */
export function verdictAt(toilet, time, marginMs = 0) {
  const at = time.getTime();
  const until = Date.parse(toilet.packValidUntil), from = Date.parse(toilet.packFrom ?? "") || -Infinity;
  if (Array.isArray(toilet.open) && from <= at && at < until) {
    const hit = toilet.open.find(([from, to]) => Date.parse(from) <= at && at < Date.parse(to));
    const closes = hit ? Date.parse(hit[1]) : 0;
    if (hit && closes - at >= marginMs) return { state: "open", closesAt: closes >= until ? null : closes };
    // The pack's unknown spans tell closed from unknown; an older pack has only the week's flag.
    const unknown = Array.isArray(toilet.unknown) ? toilet.unknown.some(([from, to]) => Date.parse(from) <= at && at < Date.parse(to)) : toilet.unknownHours;
    return { state: unknown ? "unknown" : "closed", closesAt: null };
  }
  const next = toilet.nextChange ? Date.parse(toilet.nextChange) : Infinity;
  if ((toilet.hoursState === "open" || toilet.hoursState === "closed") && at < next) {
    if (toilet.hoursState === "closed" || next - at < marginMs) return { state: "closed", closesAt: null, snapshot: true };
    return { state: "open", closesAt: Number.isFinite(next) ? next : null, snapshot: true };
  }
  return { state: "unknown", closesAt: null };
}

/** "18:00" in the toilet's own time zone (as Details shows it), in the user's locale. */
export function clock(ms, timeZone) {
  const options = { hour: "2-digit", minute: "2-digit" };
  try { return new Date(ms).toLocaleTimeString(locale(), { ...options, timeZone: timeZone || undefined }); } catch { return new Date(ms).toLocaleTimeString(locale(), options); }
}

/** Open state of a compact toilet at `time`, with its words. */
export function openStateAt(toilet, time) {
  const v = verdictAt(toilet, time);
  if (v.snapshot && toilet.hoursSummary) return { state: v.state, summary: toilet.hoursSummary };
  if (v.state === "open") return { state: "open", summary: v.closesAt ? t("offline.openUntil", { time: clock(v.closesAt, toilet.timeZone) }) : t("offline.openAlways") };
  return { state: v.state, summary: t(v.state === "closed" ? "offline.closedNow" : "offline.unknown") };
}

/** Every toilet the device knows, one per id (saved snapshots win over pack, pack over seen). */
export function knownToilets() {
  const byId = new Map();
  for (const t of seenToilets()) byId.set(t.id, t);
  for (const t of regionPack()?.toilets ?? []) byId.set(t.id, { ...byId.get(t.id), ...t });
  for (const s of savedToilets()) {
    const known = byId.get(s.id);
    byId.set(s.id, { ...known, ...s.toilet, open: known?.open ?? s.toilet.open, timeZone: s.toilet.timeZone ?? known?.timeZone, removed: !!s.removed });
  }
  return [...byId.values()];
}

function arrivalWords(v, toilet) {
  if (v.state === "open") return v.closesAt ? t("offline.openArrival", { time: clock(v.closesAt, toilet.timeZone) }) : t("offline.openAlways");
  return t("offline.unknown");
}

/**
 * The `limit` best known toilets meeting `needs` for a walk starting at `time`, in the finder's
 * result shape. Like CandidateCollector: known-open first, then up to `limit` unknown ones;
 * known-open ones are looked for until SLACK_SECONDS past the last unknown one kept.
 */
export function rankOffline(position, needs, time, limit = 3) {
  const emergency = new Set(savedToilets().filter((s) => s.emergency).map((s) => s.id));
  const candidates = knownToilets().filter((toilet) => !toilet.removed && meetsNeeds(toilet, needs)).map((toilet) => {
    const meters = distanceMeters(position, toilet);
    const seconds = (meters * DETOUR) / WALK_SPEED;
    const isEmergency = emergency.has(toilet.id);
    const verdict = verdictAt(toilet, new Date(time.getTime() + seconds * 1000), MARGIN_MS);
    return { toilet, meters, seconds, isEmergency, verdict, key: seconds - (isEmergency ? TIE_SECONDS : 0) };
  }).sort((a, b) => a.key - b.key);
  const open = [], unknown = [];
  for (const c of candidates) {
    if (open.length >= limit || (unknown.length >= limit && c.key > unknown[limit - 1].key + SLACK_SECONDS)) break;
    if (c.verdict.state === "open") open.push(c);
    else if (c.verdict.state === "unknown" && unknown.length < limit) unknown.push(c);
  }
  return [...open, ...unknown].slice(0, limit).map((c) => ({
    id: c.toilet.id, toilet: c.toilet, full: null, distanceMeters: c.meters, walkSeconds: c.seconds, walkMeters: null,
    estimate: true, emergency: c.isEmergency, hours: openStateAt(c.toilet, time),
    arrival: { state: c.verdict.state, summary: arrivalWords(c.verdict, c.toilet) }, explanation: null, route: null, offline: true,
  }));
}
