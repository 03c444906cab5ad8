// What the app keeps on the device: saved toilets, toilets seen recently and the region pack.
// Positions of the user are never stored here: only toilets.

const SAVED = "toiletnow.saved";
const SEEN = "toiletnow.seen";
const PACK = "toiletnow.regionPack";
const SEEN_CAP = 300;

function read(key, fallback) {
  try { return JSON.parse(localStorage.getItem(key)) ?? fallback; } catch { return fallback; }
}
function write(key, value) {
  try { localStorage.setItem(key, JSON.stringify(value)); return true; } catch { return false; }
}

/** Turns any yes/no/unknown shaped value into "yes", "no", "limited" or "unknown". */
export function tri(value) {
  if (value === true || value === "yes" || value === "designated") return "yes";
  if (value === false || value === "no") return "no";
  if (value === "limited") return "limited";
  return "unknown";
}

/** A compact toilet (what offline ranking, filtering and "open now" need) from an API TOILET. */
export function compactToilet(toilet) {
  const a = toilet.attributes ?? {};
  const state = (name) => a[name]?.state ?? "unknown";
  const gender = a.gender?.value;
  return {
    id: toilet.id,
    name: toilet.name,
    label: toilet.label ?? null,  // the derived place of an unnamed toilet ("Public toilet · Rue Grimaldi")
    place: toilet.place ?? null,
    latitude: toilet.latitude,
    longitude: toilet.longitude,
    timeZone: toilet.timeZone ?? null,
    wheelchair: state("wheelchair") === "yes" ? tri(a.wheelchair.value) : state("wheelchair"),
    changingTable: state("changing_table"),
    genderNeutral: gender === "unisex" ? "yes" : state("gender") === "yes" ? "no" : "unknown",
    fee: state("fee") === "unknown" ? "unknown" : a.fee.value === true ? "yes" : "no",
    access: a.access?.value ?? null,
    centralKey: a.central_key?.state === "yes",
    allHours: toilet.hours?.raw?.trim() === "24/7",
    hoursState: toilet.hours?.state ?? "unknown",
    hoursSummary: toilet.hours?.summary ?? "Hours unknown",
    nextChange: toilet.hours?.nextChange ?? null,
    week: toilet.hours?.week ?? null,
    seenAt: new Date().toISOString(),
  };
}

/** A compact toilet from a region-pack entry. */
export function packToilet(entry) {
  return {
    id: entry.id, name: entry.name ?? "Toilet", label: entry.label ?? null, place: entry.place ?? null,
    latitude: entry.latitude, longitude: entry.longitude,
    wheelchair: tri(entry.wheelchair), changingTable: tri(entry.changingTable), genderNeutral: tri(entry.genderNeutral),
    fee: tri(entry.fee), access: entry.access ?? null, open: entry.open ?? [], unknownHours: !!entry.unknownHours,
    unknown: entry.unknown ?? null, timeZone: entry.timeZone ?? null,
  };
}

// ---- saved toilets ----
/** Saved toilets: [{id, nickname, emergency, savedAt, toilet: compact}]. */
export function savedToilets() { return read(SAVED, []); }
export function isSaved(id) { return savedToilets().some((s) => s.id === id); }
export function saveToilet(toilet, nickname = "", emergency = false) {
  const list = savedToilets().filter((s) => s.id !== toilet.id);
  list.push({ id: toilet.id, nickname: nickname.trim(), emergency, savedAt: new Date().toISOString(), toilet: compactToilet(toilet) });
  return write(SAVED, list);
}
export function updateSaved(id, changes) {
  write(SAVED, savedToilets().map((s) => (s.id === id ? { ...s, ...changes } : s)));
}
export function removeSaved(id) { write(SAVED, savedToilets().filter((s) => s.id !== id)); }

// ---- toilets seen in answers, for offline use ----
export function rememberSeen(toilets) {
  const byId = new Map(read(SEEN, []).map((t) => [t.id, t]));
  for (const toilet of toilets) byId.set(toilet.id, compactToilet(toilet));
  write(SEEN, [...byId.values()].sort((a, b) => (b.seenAt > a.seenAt ? 1 : -1)).slice(0, SEEN_CAP));
}
export function seenToilets() { return read(SEEN, []); }

// ---- region pack ----
export function regionPack() { return read(PACK, null); }
/** Keeps a region pack; an entry without its own time zone (an older server) gets `timeZone`, the region's. */
export function storeRegionPack(pack, timeZone = null) {
  const toilets = (pack.toilets ?? []).map((entry) => {
    const t = packToilet(entry);
    return { ...t, timeZone: t.timeZone ?? timeZone, packFrom: pack.generatedAt ?? null, packValidUntil: pack.validUntil ?? null };
  });
  const lats = toilets.map((t) => t.latitude), lons = toilets.map((t) => t.longitude);
  const bbox = toilets.length ? [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] : null;
  return write(PACK, { generatedAt: pack.generatedAt, validUntil: pack.validUntil, bbox, toilets });
}

/** Notes `changes` on the kept region pack (e.g. that its base map is kept too). */
export function updateRegionPack(changes) { const pack = regionPack(); if (pack) write(PACK, { ...pack, ...changes }); }

/** Forgets the offline data (region pack, seen toilets, cached files); saved toilets stay. */
export async function clearOfflineData() {
  localStorage.removeItem(PACK);
  localStorage.removeItem(SEEN);
  if ("caches" in window) {
    for (const name of await caches.keys()) await caches.delete(name);
  }
}

// ---- fresh answers from /api/updates (see updates.js) ----
const HOURS_KEYS = ["hoursState", "hoursSummary", "nextChange", "week"];

/**
 * Brings what the device keeps in line with one change of /api/updates: a saved toilet takes
 * the new record (its hours stay: updates carry none); a removed toilet leaves the seen list and
 * the region pack, and a saved one is marked removed; any other change inside the pack's box
 * marks the pack stale, so the next search downloads it again. Returns true if anything changed.
 */
export function applyUpdate(change) {
  let touched = false;
  const pack = regionPack();
  if (change.change === "removed" || !change.toilet) {
    if (seenToilets().some((t) => t.id === change.id)) { write(SEEN, seenToilets().filter((t) => t.id !== change.id)); touched = true; }
    if (pack?.toilets.some((t) => t.id === change.id)) { write(PACK, { ...pack, toilets: pack.toilets.filter((t) => t.id !== change.id) }); touched = true; }
    if (isSaved(change.id)) { updateSaved(change.id, { removed: true }); touched = true; }
    return touched;
  }
  const record = change.toilet;
  const saved = savedToilets().find((s) => s.id === record.id);
  if (saved) {
    const compact = compactToilet(record);
    if (!record.hours) for (const key of HOURS_KEYS) delete compact[key];
    updateSaved(record.id, { removed: false, toilet: { ...saved.toilet, ...compact } });
    touched = true;
  }
  const [w, s, e, n] = pack?.bbox ?? [];
  const inPack = pack && (pack.toilets.some((t) => t.id === record.id) || (record.longitude >= w && record.longitude <= e && record.latitude >= s && record.latitude <= n));
  if (inPack && !pack.stale) { write(PACK, { ...pack, stale: true }); touched = true; }
  return touched;
}
