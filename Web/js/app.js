// ToiletNow web app: boots the screens, follows the device's position, finds toilets and keeps
// the route and the ETA banner true as the user walks.

import { getJSON, isMissing } from "./api.js";
import { storeOfflineBasemap } from "./basemap.js";
import { now, pin } from "./clock.js";
import { regionPack, storeRegionPack, updateRegionPack } from "./device-store.js";
import { findNearest, routeTo, straightRoute } from "./finder.js";
import { followPosition, keepChoice, rerouteCount } from "./follow.js";
import { askBest, bestResults, startTo } from "./best-pick.js";
import { distanceMeters } from "./geo.js";
import { renderFilters } from "./filters.js";
import { watchLocation } from "./location.js";
import { renderMapScreen } from "./map-screen.js";
import { renderCamera, wireCamera } from "./nav-camera.js";
import * as mapView from "./map-view.js";
import { go, startRouter } from "./router.js";
import { applyTheme, onChange, settings, update } from "./settings.js";
import { askForMotion, listenForShake } from "./shake.js";
import { searchOrigin, selectedResult, setState, state, subscribe } from "./state.js";
import { wireCantWait } from "./cant-wait.js";
import { renderList } from "./screens/list-screen.js";
import { showDetails, wireDetails } from "./screens/details-screen.js";
import { pickedPlace, renderSearchMessage, runSearch } from "./screens/search-screen.js";
import { renderSaved, wireSaved } from "./screens/saved-screen.js";
import { renderSettings, wireSettings } from "./screens/settings-screen.js";
import { onWrite } from "./community.js";
import { answerIsBehind, changeIsShown, noteRevisions, pollNow, startUpdates, updateStats } from "./updates.js";
import { foundClosed, renderWasOpen, wireWasOpen } from "./was-open.js";
import { checksDone, noteArrival, noteSearch } from "./usage.js";
import { language, t } from "./i18n.js";
import "./messages/app.js";

const hooks = { booted: false, readyAt: null, shakes: 0, swReady: null, pollMs: 15000 };
let searchToken = 0;
let lastSearchFrom = null; // in memory only, like every position
let currentScreen = "map";


// ---- finding toilets ----
async function search() {
  const origin = searchOrigin();
  if (!origin) {
    if (state.locationStatus === "denied" || state.locationStatus === "unavailable") go("#/search");
    return;
  }
  const token = ++searchToken;
  const startedAt = now().getTime();
  lastSearchFrom = origin;
  setState({ loading: true, error: null });
  try {
    const main = findNearest(origin, state.needs);
    const asked = askBest(origin, state.needs); // beside the main answer, at the same time
    const found = await main;
    if (token !== searchToken) return;
    found.results = found.results.filter((r) => !foundClosed(r.id));
    noteRevisions(found.results.map((r) => r.full?.revision));
    if (!state.searchCount) performance.mark("toiletnow:first-results");
    const first = found.results[0];
    const route = first ? await routeTo(first, origin, found.ranking) : null;
    const best = await bestResults(asked, found);
    if (token !== searchToken) return;
    setState({ ...found, best, selectedIndex: 0, route, progress: null, wasOff: false, loading: false, searchCount: state.searchCount + 1, framed: false });
    noteSearch(startedAt, found.results);
    if (!found.offline) downloadRegionPack(origin, first?.toilet.timeZone ?? null);
  } catch (error) {
    if (token !== searchToken) return;
    setState({ loading: false, error: { message: error.message || t("app.failed") }, searchCount: state.searchCount + 1 });
  }
}

/** Switches the destination, its route and the banner together. */
async function select(index) {
  const result = state.results[index];
  const origin = searchOrigin();
  if (!result || !origin) return;
  const route = result.route || state.ranking !== "walking" ? await routeTo(result, origin, state.ranking) : straightRoute(result, origin);
  setState({ selectedIndex: index, route, progress: null, wasOff: false });
  if (state.ranking === "walking" && route.kind === "straight") {
    const walking = await routeTo(result, origin, state.ranking);
    if (state.selectedIndex === index) setState({ route: walking });
  }
}

function onFix(position) {
  const first = !state.position;
  if (first) performance.mark("toiletnow:first-fix");
  setState({ position, locationStatus: "granted" });
  if (first) { hideSplash(); if (!state.origin) search(); return; }
  // Nothing found yet: look again once the user has walked on (not on every fix).
  if (!state.results.length && !state.loading && !state.origin) {
    if (!lastSearchFrom || distanceMeters(lastSearchFrom, position) > 100) search();
    return;
  }
  followPosition(position, search);
}

/** Where the data is, for a map with no position: a region's box or centre, else any toilet. */
async function showRegion() {
  if (state.position || state.origin) return;
  try {
    const regions = await getJSON("regions");
    const config = state.config ?? await getJSON("config").catch(() => null);
    const located = (r) => r.bbox || r.center;
    const region = regions.find((r) => r.name === config?.startRegion && located(r)) ?? regions.find(located);
    if (region?.center) { mapView.centre(region.center, 14); return; }
    if (region?.bbox) { const [w, s, e, n] = region.bbox; mapView.centre({ latitude: (s + n) / 2, longitude: (w + e) / 2 }, 14); return; }
    const response = await fetch("/api/v1/restrooms?per_page=1");
    const [toilet] = response.ok ? await response.json() : [];
    if (toilet && !state.position && !state.origin) mapView.centre(toilet, 14);
  } catch { /* the map stays on the world view; search still works */ }
}

function onLocationError(status) {
  // Once we know where the user is, a passing hiccup (no fix for a moment) changes nothing.
  if (state.position && status !== "denied") return;
  setState({ locationStatus: status });
  hideSplash();
  showRegion();
  if ((status === "denied" || status === "unavailable") && !state.origin && !state.position && currentScreen === "map") go("#/search");
}

// ---- fresh answers ----
/** Asks again after changes on screen; twice more, 2 s apart, while the answer is behind them. */
async function freshen(changes, retries = 2) {
  if (!searchOrigin()) return;
  await search();
  if (retries > 0 && answerIsBehind(changes, state.results, searchOrigin())) setTimeout(() => freshen(changes, retries - 1), 2000);
}

// ---- offline region pack ----
const PACK_RADIUS = 3000;
let packLoading = false; // one download at a time: searches come faster than a city's streets
async function downloadRegionPack(origin, timeZone) {
  if (isMissing("region-pack")) return;
  const pack = regionPack();
  const fresh = pack && !pack.stale && (!pack.validUntil || new Date(pack.validUntil) > now());
  const inside = pack?.bbox && origin.longitude >= pack.bbox[0] && origin.latitude >= pack.bbox[1] && origin.longitude <= pack.bbox[2] && origin.latitude <= pack.bbox[3];
  if ((fresh && inside && pack.basemapKept) || packLoading) return;
  packLoading = true;
  try {
    const lat = Number(origin.latitude.toFixed(3)), lon = Number(origin.longitude.toFixed(3));
    const pack = await getJSON("region-pack", { lat, lon, radiusMeters: PACK_RADIUS });
    if (!storeRegionPack(pack, timeZone)) return;
    // The streets of the same area, so the map is not blank offline (a deployment's own tiles
    // are not ours to keep: it shows none offline).
    const dLat = PACK_RADIUS / 111_320, dLon = dLat / Math.cos((lat * Math.PI) / 180);
    if (state.config?.tileURL || await storeOfflineBasemap([lon - dLon, lat - dLat, lon + dLon, lat + dLat])) updateRegionPack({ basemapKept: true });
  } catch { /* offline then uses saved and seen toilets */ } finally { packLoading = false; }
}

// ---- drawing ----
let drawn = { results: "", route: null, user: null, origin: null, framedSearch: -1 };
function renderMap(s) {
  if (!mapView.hasMap()) return;
  if (s.position !== drawn.user) { mapView.setUser(s.position); drawn.user = s.position; }
  if (s.origin !== drawn.origin) { mapView.setPlace(s.origin); drawn.origin = s.origin; }
  const key = s.results.map((r) => `${r.id}:${r.hours.state}`).join(",") + `|${s.selectedIndex}|${s.searchCount}|${language()}`;
  if (key !== drawn.results) { mapView.setResults(s.results, s.selectedIndex, select); drawn.results = key; }
  if (s.route !== drawn.route) { mapView.setRoute(s.route); drawn.route = s.route; }
  if (drawn.framedSearch !== s.searchCount && (s.results.length || searchOrigin())) {
    drawn.framedSearch = s.searchCount;
    if (currentScreen === "map") frameMap();
  }
  if (!hooks.readyAt && s.results.length && s.route) {
    performance.mark("toiletnow:results-and-route");
    hooks.readyAt = performance.now();
  }
}

function frameMap() {
  const top = document.getElementById("map-top").offsetHeight + 56; // markers stand 46 px above their point
  const bottom = document.getElementById("map-bottom").offsetHeight + 30;
  if (state.results.length) mapView.frame(searchOrigin(), state.results, { top, bottom });
  else if (searchOrigin()) mapView.centre(searchOrigin());
}

function hideSplash() {
  const splash = document.getElementById("splash");
  if (!splash || splash.hidden) return;
  splash.classList.add("is-leaving");
  setTimeout(() => { splash.hidden = true; }, 250);
}

// ---- screens and actions ----
let savedDrawnFrom = null;
/** Saved toilets are sorted by distance: redraw when the position first arrives or moves on. */
function refreshSavedDistances() {
  const origin = searchOrigin();
  if (currentScreen !== "saved" || !origin) return;
  if (savedDrawnFrom && distanceMeters(savedDrawnFrom, origin) < 50) return;
  if (document.querySelector("#saved-body details[open]")) return; // never under the user's fingers
  savedDrawnFrom = origin;
  renderSaved(origin);
}

// Screens used rarely load when first opened (not preloaded; sw.js keeps them offline), wired once.
const loaded = new Map();
function onDemand(path, wire) {
  if (!loaded.has(path)) loaded.set(path, import(path).then((m) => { wire(m); return m; }));
  return loaded.get(path);
}
const addContext = () => ({ origin: searchOrigin() ?? mapView.mapCentre(), position: state.position, config: state.config });

function onScreen(route) {
  currentScreen = route.screen;
  if (route.screen === "map") { mapView.refreshSize(); frameMap(); }
  if (route.screen === "details") showDetails(route.id);
  if (route.screen === "saved") { savedDrawnFrom = searchOrigin(); renderSaved(savedDrawnFrom); }
  if (route.screen === "settings") renderSettings(state.config);
  if (route.screen === "add") onDemand("./screens/add-screen.js", (m) => m.wireAdd(addContext)).then((m) => m.showAdd());
  if (route.screen === "mine") onDemand("./screens/mine-screen.js", (m) => m.wireMine()).then((m) => m.renderMine());
  if (route.screen === "achievements") import("./screens/achievements-screen.js").then((m) => m.renderAchievements());
  if (route.screen === "moderate") onDemand("./screens/moderate-screen.js", (m) => m.wireModerate(() => pollNow())).then((m) => m.renderModerate());
  if (route.screen === "search") { renderSearchMessage(state); document.getElementById("search-input").focus({ preventScroll: true }); }
}

function setNeeds(needs) {
  setState({ needs });
  search();
}

function toggleNeed(need) {
  setNeeds(state.needs.includes(need) ? state.needs.filter((n) => n !== need) : [...state.needs, need]);
}

function searchFrom(place) {
  setState({ origin: { latitude: place.latitude, longitude: place.longitude, label: place.name }, results: [], route: null });
  go("#/map");
  search();
}

const ACTIONS = {
  retry: () => search(),
  "clear-filters": () => { update({ minRating: null }); setNeeds([]); },
  go: (el) => startTo(Number(el.dataset.id), select, keepChoice),
  "show-on-map": (el) => { go("#/map"); select(Number(el.dataset.index)); },
  "use-my-location": () => { setState({ origin: null }); search(); },
  "search-map-centre": () => { const c = mapView.mapCentre(); if (c) searchFrom({ ...c, name: t("n.centreName") }); },
  "search-retry": () => runSearch(document.getElementById("search-input").value, searchOrigin()),
  "pick-place": (el) => {
    const place = pickedPlace(Number(el.dataset.index));
    if (!place) return;
    if (place.kind === "toilet" && place.toiletId != null && state.position) go(`#/toilet/${place.toiletId}`);
    else searchFrom(place);
  },
};

function wire() {
  document.addEventListener("click", (event) => {
    const el = event.target.closest("[data-action]");
    const action = el && ACTIONS[el.dataset.action];
    if (action) { event.preventDefault(); action(el); }
  });
  // iOS shares motion (shake to find) only after asking, from a tap: the first big tap asks.
  document.getElementById("need-to-go").addEventListener("click", () => askForMotion(), { once: true });
  document.getElementById("need-to-go").addEventListener("click", () => {
    if (state.position) setState({ origin: null });
    if (!searchOrigin()) { go("#/search"); return; }
    search();
  });
  document.getElementById("search-form").addEventListener("submit", (event) => {
    event.preventDefault();
    runSearch(document.getElementById("search-input").value, searchOrigin());
  });
  wireCantWait();
  wireDetails(() => { if (currentScreen === "saved") renderSaved(searchOrigin()); });
  wireSaved(() => renderSaved(searchOrigin()));
  wireSettings((needs) => setNeeds(needs));
  wireWasOpen(() => search());
  onWrite(() => pollNow());
  onChange(() => setState({}));
}

// ---- start ----
async function boot() {
  performance.mark("toiletnow:boot");
  applyTheme();
  state.needs = [...settings().needs];
  subscribe(renderMapScreen);
  subscribe(renderMap);
  subscribe(renderList);
  subscribe((s) => renderFilters(s.needs, toggleNeed, search));
  subscribe((s) => { if (currentScreen === "search") renderSearchMessage(s); });
  subscribe(refreshSavedDistances);
  subscribe(renderWasOpen);
  subscribe(noteArrival);
  subscribe(renderCamera);
  wire();
  wireCamera(() => state);
  startRouter(onScreen);
  setTimeout(hideSplash, 1500);
  const config = getJSON("config").catch(() => null);
  watchLocation(onFix, onLocationError);
  listenForShake(() => {
    hooks.shakes++;
    if (currentScreen !== "map") go("#/map");
    if (state.position) setState({ origin: null });
    search();
  });
  mapView.createMap(document.getElementById("map"));
  performance.mark("toiletnow:map-created");
  setState({ config: await config });
  mapView.applyConfig(state.config);
  showDemoNote(state.config?.demoNote);
  hooks.booted = true;
  const isShown = (change) => changeIsShown(change, state.results, searchOrigin(), currentScreen === "map" ? mapView.contains : () => false);
  startUpdates({ isShown, onShownChange: (changes) => freshen(changes), everyMs: () => hooks.pollMs });
  if ("serviceWorker" in navigator) {
    hooks.swReady = navigator.serviceWorker.register("/sw.js").then(() => navigator.serviceWorker.ready).catch(() => null);
  }
}

// The demo's one line on the first screen ("which toilets show what"), given by /api/config.
function showDemoNote(text) {
  const note = document.getElementById("demo-note");
  if (!note || !text) return;
  note.textContent = text;
  note.hidden = false;
}

// A small window into the app for the browser tests (no position is kept anywhere else).
window.__toiletnow = Object.assign(hooks, { state, search, select, setNow: pin, updateStats, pollNow, basemapLoading: mapView.basemapLoading, mapCentre: mapView.mapCentre, centre: mapView.centre, routeStart: mapView.routeStart });
Object.defineProperty(hooks, "reroutes", { get: rerouteCount });
Object.defineProperty(hooks, "achievementChecks", { get: checksDone });
renderFilters(state.needs, toggleNeed, search);
boot().catch((error) => {
  console.error(error);
  hooks.booted = true;
  setState({ error: { message: t("app.failed") } });
});
