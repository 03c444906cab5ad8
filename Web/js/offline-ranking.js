// Nearest toilets with no network: saved, region-pack and recently seen toilets, ranked on the
// device by straight-line distance, filtered by the same needs as the server.

import { distanceMeters } from "./geo.js";
import { regionPack, savedToilets, seenToilets } from "./device-store.js";

const RESTRICTED = new Set(["customers", "key", "permit", "private", "no"]);

/** Does a compact toilet meet every need? Unknown meets "free" and "public", never the others. */
export function meetsNeeds(toilet, needs) {
  return needs.every((need) => {
    switch (need) {
      case "wheelchair": return toilet.wheelchair === "yes";
      case "changing_table": return toilet.changingTable === "yes";
      case "gender_neutral": return toilet.genderNeutral === "yes";
      case "free": return toilet.fee !== "yes";
      case "public": return !RESTRICTED.has(toilet.access);
      default: return true;
    }
  });
}

/** Open state of a compact toilet at `time`: from pack intervals, else a still-valid snapshot. */
export function openStateAt(toilet, time) {
  if (Array.isArray(toilet.open) && !toilet.unknownHours) {
    const t = time.getTime();
    const interval = toilet.open.find(([from, to]) => Date.parse(from) <= t && t < Date.parse(to));
    if (interval) return { state: "open", summary: `Open until ${clock(interval[1])}` };
    if (toilet.packValidUntil && t < Date.parse(toilet.packValidUntil)) return { state: "closed", summary: "Closed now" };
  }
  if (toilet.hoursState && toilet.hoursState !== "unknown" && toilet.nextChange && time < new Date(toilet.nextChange)) {
    return { state: toilet.hoursState, summary: toilet.hoursSummary };
  }
  return { state: "unknown", summary: "Hours unknown" };
}

function clock(iso) {
  return new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
}

/** Every toilet the device knows, one per id (saved snapshots win over pack, pack over seen). */
export function knownToilets() {
  const byId = new Map();
  for (const t of seenToilets()) byId.set(t.id, t);
  for (const t of regionPack()?.toilets ?? []) byId.set(t.id, { ...byId.get(t.id), ...t });
  for (const s of savedToilets()) byId.set(s.id, { ...byId.get(s.id), ...s.toilet, open: byId.get(s.id)?.open ?? s.toilet.open, removed: !!s.removed });
  return [...byId.values()];
}

/** The `limit` nearest known toilets meeting `needs`, in the API's result shape. */
export function rankOffline(position, needs, time, limit = 3) {
  return knownToilets()
    .filter((t) => !t.removed && meetsNeeds(t, needs))
    .map((t) => ({ toilet: t, distanceMeters: distanceMeters(position, t), offline: true, hours: openStateAt(t, time) }))
    .sort((a, b) => a.distanceMeters - b.distanceMeters)
    .slice(0, limit);
}
