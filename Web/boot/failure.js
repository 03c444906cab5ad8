// Never a blank screen: if the app has not started after 6 s (a script failed to load), say so.
// A classic script of its own, as the Content-Security-Policy allows no inline script or handler.
// The splash and this message show without the modules: their words are here, chosen as i18n.js does.
(function () {
  var words = {
    en: "You'll make it. Relax.|Something went wrong while opening ToiletNow.|It's not you. Please try once more.|Try again",
    es: "Vas a llegar. Con calma.|Algo ha fallado al abrir ToiletNow.|No es culpa tuya. Vuelve a intentarlo.|Reintentar",
    fr: "Vous allez y arriver. Respirez.|Un problème est survenu à l'ouverture de ToiletNow.|Vous n'y êtes pour rien. Veuillez réessayer.|Réessayer",
    de: "Du schaffst das. Ganz ruhig.|Beim Öffnen von ToiletNow ist etwas schiefgelaufen.|Das liegt nicht an dir. Bitte versuch es noch einmal.|Noch einmal versuchen",
  };
  var code;
  try { code = JSON.parse(localStorage.getItem("toiletnow.settings") || "{}").language; } catch (e) { /* blocked storage: the browser's */ }
  (navigator.languages || [navigator.language]).concat("en").forEach(function (t) { if (!words[code]) code = String(t).slice(0, 2).toLowerCase(); });
  document.documentElement.lang = code;
  ["splash-text", "boot-failure-title", "boot-failure-text", "boot-retry"].forEach(function (id, i) {
    document.getElementById(id).textContent = words[code].split("|")[i];
  });
})();
document.getElementById("boot-retry").addEventListener("click", function () { location.reload(); });
setTimeout(function () {
  if (!window.__toiletnow || !window.__toiletnow.booted) {
    var s = document.getElementById("splash"); if (s) s.hidden = true;
    var f = document.getElementById("boot-failure");
    f.hidden = false; f.style.position = "fixed"; f.style.inset = "0"; f.style.zIndex = "5000"; f.style.background = "var(--clay-bg)";
  }
}, 6000);
