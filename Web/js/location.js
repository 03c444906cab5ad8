// The device's position: one watch for the whole session. Positions stay in memory only.

/**
 * Watches the position. `onFix(position)` runs on every fix; `onError(status, message)` when
 * the position cannot be had ("denied", "unavailable" or "timeout").
 */
export function watchLocation(onFix, onError) {
  if (!("geolocation" in navigator)) { onError("unavailable", "This browser can't share your location."); return null; }
  const toPosition = (p) => ({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy });
  let fixed = false;
  // The page asked for a first fix before the modules loaded (index.html); use it if it is first.
  window.__toiletnowEarlyFix?.then((p) => { if (p && !fixed) { fixed = true; onFix(toPosition(p)); } });
  return navigator.geolocation.watchPosition(
    (p) => { fixed = true; onFix(toPosition(p)); },
    (error) => {
      if (error.code === error.PERMISSION_DENIED) onError("denied", "Location is off for ToiletNow.");
      else if (error.code === error.TIMEOUT) onError("timeout", "Finding you is taking a while.");
      else onError("unavailable", "Your position isn't available right now.");
    },
    { enableHighAccuracy: true, maximumAge: 5000, timeout: 15000 },
  );
}

/** The browser's permission state for geolocation: "granted", "denied", "prompt" or "unknown". */
export async function permissionState() {
  try { return (await navigator.permissions.query({ name: "geolocation" })).state; } catch { return "unknown"; }
}
