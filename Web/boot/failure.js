// Never a blank screen: if the app has not started after 6 s (a script failed to load), say so.
// A classic script of its own, as the Content-Security-Policy allows no inline script or handler.
document.getElementById("boot-retry").addEventListener("click", function () { location.reload(); });
setTimeout(function () {
  if (!window.__toiletnow || !window.__toiletnow.booted) {
    var s = document.getElementById("splash"); if (s) s.hidden = true;
    var f = document.getElementById("boot-failure");
    f.hidden = false; f.style.position = "fixed"; f.style.inset = "0"; f.style.zIndex = "5000"; f.style.background = "var(--clay-bg)";
  }
}, 6000);
