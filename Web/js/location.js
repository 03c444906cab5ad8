// The device's position: one watch for the whole session. Positions stay in memory only.

/**
 * Watches the position. `onFix(position)` runs on every fix; `onError(status)` when the
 * position cannot be had ("denied", "unavailable" or "timeout").
 */
export function watchLocation(onFix, onError) {
  if (!("geolocation" in navigator)) { onError("unavailable"); return null; }
  const toPosition = (p) => ({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy });
  let fixed = false;
  // The page asked for a first fix before the modules loaded (index.html); use it if it is first.
  window.__toiletnowEarlyFix?.then((p) => { if (p && !fixed) { fixed = true; onFix(toPosition(p)); } });
  return navigator.geolocation.watchPosition(
    (p) => { fixed = true; onFix(toPosition(p)); },
    (error) => {
      if (error.code === error.PERMISSION_DENIED) onError("denied");
      else if (error.code === error.TIMEOUT) onError("timeout");
      else onError("unavailable");
    },
    { enableHighAccuracy: true, maximumAge: 5000, timeout: 15000 },
  );
}

/** The browser's permission state for geolocation: "granted", "denied", "prompt" or "unknown". */
export async function permissionState() {
  try { return (await navigator.permissions.query({ name: "geolocation" })).state; } catch { return "unknown"; }
}
