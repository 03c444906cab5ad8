// The user's settings, kept on the device: theme, units and the needs profile.

const KEY = "toiletnow.settings";
const DEFAULTS = { theme: "system", units: "km", needs: [] };
let current = load();
const listeners = new Set();

function load() {
  try { return { ...DEFAULTS, ...JSON.parse(localStorage.getItem(KEY) || "{}") }; } catch { return { ...DEFAULTS }; }
}

/** The current settings. */
export function settings() { return current; }

/** Changes some settings, saves them and tells listeners. */
export function update(changes) {
  current = { ...current, ...changes };
  try { localStorage.setItem(KEY, JSON.stringify(current)); } catch { /* storage full or blocked: keep in memory */ }
  applyTheme();
  for (const listener of listeners) listener(current);
}

/** Calls `listener` after every change. */
export function onChange(listener) { listeners.add(listener); }

const dark = matchMedia("(prefers-color-scheme: dark)");
/** Sets <html data-theme> from the theme setting ("system" follows the device). */
export function applyTheme() {
  const theme = current.theme === "system" ? (dark.matches ? "dark" : "light") : current.theme;
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", theme === "dark" ? "#1c1922" : "#f6efe7");
}
dark.addEventListener?.("change", applyTheme);

/** Every need the server understands, with its label. */
export const NEEDS = [
  ["wheelchair", "Wheelchair"],
  ["changing_table", "Changing table"],
  ["gender_neutral", "Gender-neutral"],
  ["free", "Free"],
  ["public", "Public"],
];
