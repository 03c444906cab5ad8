// Runs before first paint, as a classic (blocking) script: no inline script is allowed by the
// Content-Security-Policy (script-src 'self'), so this lives in its own file.
// Theme before first paint, so dark never flashes light. Mirrors settings.js applyTheme().
try {
  var t = (JSON.parse(localStorage.getItem("toiletnow.settings") || "{}").theme) || "system";
  if (t === "system") t = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  document.documentElement.dataset.theme = t;
} catch (e) { document.documentElement.dataset.theme = "light"; }
// Ask for the position now, while the rest loads: every millisecond counts here.
// The fix stays in memory; js/location.js picks it up.
window.__toiletnowEarlyFix = new Promise(function (resolve) {
  try {
    navigator.geolocation.getCurrentPosition(resolve, function () { resolve(null); },
      { enableHighAccuracy: true, maximumAge: 5000, timeout: 15000 });
  } catch (e) { resolve(null); }
});
