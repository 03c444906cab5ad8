// Shake to find: a shake (acceleration over 3 g) re-runs the search, with a short vibration
// where the device has one. A cooldown keeps one shake from searching several times.

const G = 9.80665;
const THRESHOLD = 3 * G;
const COOLDOWN_MS = 2500;

/** Calls `onShake()` on each shake. Returns a function that stops listening. */
export function listenForShake(onShake) {
  let last = 0;
  const handler = (event) => {
    const a = event.accelerationIncludingGravity ?? event.acceleration;
    if (!a || a.x == null) return;
    const magnitude = Math.hypot(a.x ?? 0, a.y ?? 0, a.z ?? 0);
    const t = performance.now();
    if (magnitude > THRESHOLD && t - last > COOLDOWN_MS) {
      last = t;
      navigator.vibrate?.([120, 60, 120, 60, 120]); // three pulses, as the specs ask
      onShake(magnitude);
    }
  };
  window.addEventListener("devicemotion", handler);
  return () => window.removeEventListener("devicemotion", handler);
}

/** iOS asks before sharing motion; this asks (it must run from a tap). True when allowed. */
export async function askForMotion() {
  const ask = globalThis.DeviceMotionEvent?.requestPermission;
  if (!ask) return true;
  try { return (await ask.call(DeviceMotionEvent)) === "granted"; } catch { return false; }
}
