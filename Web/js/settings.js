// The user's settings, kept on the device: theme, units, language ("auto" follows the browser)
// and the needs profile.

const KEY = "toiletnow.settings";
const DEFAULTS = { theme: "system", units: "km", language: "auto", needs: [] };
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

/** Every need the server understands (its label is t(`need.${key}`)). */
export const NEEDS = ["wheelchair", "changing_table", "gender_neutral", "free", "public", "no_key", "open_24_7"];
