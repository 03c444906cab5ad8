// Smart re-ranking while walking: when to leave the chosen toilet for another one.
//
// The rule (README, "Navigation"): every CHECK_EVERY_FIXES fixes the app asks the server again
// from where the walker is. It switches when
//   - the chosen toilet will be closed when the walker gets there (at the current ETA) and
//     another qualifying one will not be, or
//   - another qualifying toilet is now at least SOONER_SECONDS (2 min) and SOONER_SHARE (30 %)
//     sooner than what is left of the current walk.
// Qualifying: not closed on arrival, not found closed by this user, not one they undid a switch
// away from. Never twice within MIN_GAP_MS (a minute), so the destination does not flicker.

export const CHECK_EVERY_FIXES = 5;
export const SOONER_SECONDS = 120;
export const SOONER_SHARE = 0.3;
export const MIN_GAP_MS = 60_000;

/**
 * The index in `fresh` (the server's new ranking from the walker: [{id, walkSeconds, arrival}])
 * to switch to, with why, or null to stay. `current` is {id, remainingSeconds, closedOnArrival};
 * `skip(id)` says a toilet does not qualify; `now` and `lastSwitchAt` are milliseconds.
 */
export function switchChoice({ current, fresh, skip = () => false, now, lastSwitchAt = -Infinity }) {
  if (now - lastSwitchAt < MIN_GAP_MS) return null;
  const mine = fresh.find((r) => r.id === current.id);
  const closed = current.closedOnArrival || mine?.arrival?.state === "closed";
  const index = fresh.findIndex((r) => r.id !== current.id && r.walkSeconds != null && r.arrival?.state !== "closed" && !skip(r.id));
  if (index < 0) return null;
  if (closed) return { index, closed: true };
  const left = mine?.walkSeconds ?? current.remainingSeconds;
  const sooner = left - fresh[index].walkSeconds;
  return sooner >= SOONER_SECONDS && sooner >= SOONER_SHARE * left ? { index, closed: false } : null;
}
