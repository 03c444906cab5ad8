// ToiletNow service worker: keeps the app shell (and Leaflet) so the app opens with no network.
// API answers are never cached here: they carry the user's position in their address.
// The region pack and saved toilets live in the page's storage (see js/device-store.js).

const VERSION = "toiletnow-shell-v1";
const SHELL = [
  "/", "/index.html", "/manifest.webmanifest", "/css/tokens.css", "/css/clay.css",
  "/icons/icon.svg", "/icons/icon-maskable.svg",
  "/boot/early.js", "/boot/failure.js",
  "/js/api.js", "/js/app.js", "/js/basemap.js", "/js/best-pick-rule.js", "/js/best-pick.js", "/js/cant-wait.js", "/js/clock.js", "/js/community-fields.js",
  "/js/community-view.js", "/js/community.js", "/js/contribution-view.js", "/js/device-store.js",
  "/js/device-token.js", "/js/eta.js", "/js/filters.js", "/js/finder.js", "/js/follow.js", "/js/form-errors.js",
  "/js/format.js", "/js/geo.js", "/js/i18n.js", "/js/links.js", "/js/location.js", "/js/map-screen.js", "/js/map-view.js",
  "/js/mascot.js", "/js/messages/app.js", "/js/nav-camera.js",
  "/js/nav-progress.js", "/js/nav-rerank.js", "/js/nav-text.js",
  "/js/offline-ranking.js", "/js/pin-map.js", "/js/router.js", "/js/screens/add-screen.js",
  "/js/screens/details-actions.js", "/js/screens/details-screen.js", "/js/screens/list-screen.js",
  "/js/screens/mine-screen.js", "/js/screens/moderate-history.js", "/js/screens/moderate-screen.js",
  "/js/screens/saved-screen.js", "/js/screens/search-screen.js", "/js/screens/settings-screen.js",
  "/js/settings.js", "/js/shake.js", "/js/sources-view.js", "/js/state.js", "/js/toilet-view.js", "/js/updates.js", "/js/usage.js", "/js/was-open.js",
  // Loaded on demand (not preloaded), kept here so they work offline.
  "/css/achievements.css", "/js/achievement-rules.js", "/js/achievements.js", "/js/celebrate.js", "/js/notify.js", "/js/messages/achievements.js", "/js/screens/achievements-screen.js",
  "/vendor/leaflet/leaflet.min.js", "/vendor/leaflet/leaflet.css",
];

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(VERSION);
    // One by one, so a missing file (e.g. no Leaflet on this server) doesn't stop the rest.
    await Promise.all(SHELL.map((url) => cache.add(new Request(url, { cache: "reload" })).catch(() => null)));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== VERSION && name !== "toiletnow-offline") await caches.delete(name);
    await self.clients.claim();
  })());
});

// Network first (so a new version shows at once), the cache when there is no network.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  event.respondWith((async () => {
    const cache = await caches.open(VERSION);
    try {
      const response = await fetch(request);
      if (response.ok && !url.search) cache.put(request, response.clone());
      return response;
    } catch {
      const cached = await cache.match(request, { ignoreSearch: true }) ?? (request.mode === "navigate" ? await cache.match("/") : null);
      return cached ?? new Response("Offline · Sin conexión · Hors ligne", { status: 503, headers: { "Content-Type": "text/plain" } });
    }
  })());
});

// An alert shown through the worker (Chrome on Android, see js/notify.js) opens the app at its page.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = `/${event.notification.data?.href ?? ""}`;
  event.waitUntil(self.clients.matchAll({ type: "window" }).then(([client]) => (client ? client.navigate(url).then((c) => c?.focus()) : self.clients.openWindow(url))));
});
