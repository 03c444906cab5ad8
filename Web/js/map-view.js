// The map: the user's position, the toilets as clay markers and the route to the chosen one.
// Leaflet comes from Debian's libjs-leaflet, served by our server at /vendor/leaflet/.
// The base map is our own vector data (/api/basemap) unless the deployment sets a tile URL.

import { attachBasemap, basemapLoading } from "./basemap.js";
import { esc } from "./format.js";
import { distanceText, openness } from "./toilet-view.js";
import { t } from "./i18n.js";
import "./messages/app.js";

const L = window.L;
let map = null;
let meMarker = null;
let placeMarker = null;
let toiletLayer = null;
let routeLayer = null;
let markers = [];
let onMarkerSelect = () => {};
let drawnOnce = false;
let following = true;
let onUnfollow = () => {};

export { basemapLoading };

/** False when Leaflet did not load: the app then works without a map (list and cards). */
export function hasMap() { return !!map; }

/** Creates the map in `element`; the base map follows once `applyConfig` knows the deployment. */
export function createMap(element) {
  if (!L) return false;
  // A world view until we know where to look (the first fix, or the data's region).
  map = L.map(element, { zoomControl: false, attributionControl: true, center: [30, 0], zoom: 2, maxZoom: 19, zoomSnap: 0.25 });
  map.attributionControl.setPrefix(false);
  toiletLayer = L.layerGroup().addTo(map);
  // Panning is the user looking around: stop following them until they ask for it again.
  map.on("dragstart", () => { if (following) { following = false; onUnfollow(); } });
  map.on("zoomend", () => spreadMarkers());
  element.setAttribute("role", "region");
  element.setAttribute("aria-label", t("map.title"));
  return true;
}

/** Adds the attribution and the base map: the deployment's tiles, else our own vector data. */
export function applyConfig(config) {
  if (!map) return;
  const url = config?.attributionURL ?? "https://www.openstreetmap.org/copyright";
  map.attributionControl.addAttribution(`<a href="${esc(url)}" rel="noopener">${esc(config?.attribution ?? "© OpenStreetMap contributors, ODbL")}</a>`);
  const loadBasemap = attachBasemap(map, config);
  if (drawnOnce) loadBasemap();
}

/** Redraws the map after its screen is shown again. */
export function refreshSize() { map?.invalidateSize(); }

// ---- the user and the toilets ----
/** Shows the user's position. */
export function setUser(position) {
  if (!map || !position) return;
  const at = [position.latitude, position.longitude];
  if (!meMarker) {
    meMarker = L.marker(at, { icon: L.divIcon({ className: "", html: '<div class="clay-me"></div>', iconSize: [20, 20] }), keyboard: false, interactive: false, zIndexOffset: 1000 }).addTo(map);
    meMarker.getElement()?.setAttribute("aria-hidden", "true");
  } else {
    meMarker.setLatLng(at);
  }
}

/** Shows the place the user searched from (or removes it with null). */
export function setPlace(place) {
  if (!map) return;
  placeMarker?.remove();
  placeMarker = null;
  if (!place) return;
  placeMarker = L.marker([place.latitude, place.longitude], {
    icon: L.divIcon({ className: "", html: '<div class="clay-place-pin"></div>', iconSize: [22, 22], iconAnchor: [11, 26] }),
    keyboard: false, interactive: false, zIndexOffset: 900,
  }).addTo(map);
  placeMarker.getElement()?.setAttribute("aria-hidden", "true");
}

/** Draws `results` as numbered markers; `select(index)` runs when one is tapped. */
export function setResults(results, selectedIndex, select) {
  if (!map) return;
  onMarkerSelect = select;
  toiletLayer.clearLayers();
  markers = results.map((result, index) => {
    const { state, summary } = openness(result);
    const known = state === "open" || state === "closed" ? state : "unknown";
    const selected = index === selectedIndex;
    const marker = L.marker([result.toilet.latitude, result.toilet.longitude], {
      icon: L.divIcon({
        className: "clay-marker-icon",
        html: `<div class="clay-marker clay-marker--${known}${selected ? " clay-marker--selected" : ""}"><span>${index + 1}</span></div>`,
        iconSize: [40, 40], iconAnchor: [20, 46],
      }),
      keyboard: true, zIndexOffset: selected ? 500 : 0, riseOnHover: true,
    });
    marker.on("click", () => onMarkerSelect(index));
    marker.addTo(toiletLayer);
    const element = marker.getElement();
    if (element) {
      element.setAttribute("role", "button");
      element.setAttribute("aria-label", t("r.marker", { n: index + 1, name: result.toilet.name, distance: distanceText(result), summary }));
      element.setAttribute("aria-pressed", String(selected));
      element.dataset.toiletId = result.id;
      element.dataset.index = index;
      element.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); onMarkerSelect(index); }
      });
    }
    return marker;
  });
  spreadMarkers();
}

const MARKER_GAP = 42; // px: a 40 px marker and a sliver of room
/**
 * Zoomed out, near toilets' markers would cover each other: each marker, in rank order, is
 * pushed straight away from those before it until their 40 px boxes are apart (the larger of
 * the x and y gaps at least MARKER_GAP). Its point stays where it was; only the pin moves.
 */
function spreadMarkers() {
  const placed = [];
  for (const marker of markers) {
    const at = map.latLngToLayerPoint(marker.getLatLng());
    const shift = L.point(0, 0);
    for (let pass = 0; pass < 3; pass++) {
      for (const other of placed) {
        const d = at.add(shift).subtract(other);
        const gap = Math.max(Math.abs(d.x), Math.abs(d.y));
        if (gap >= MARKER_GAP) continue;
        shift._add(gap > 0.5 ? d.multiplyBy(MARKER_GAP / gap - 1) : L.point(MARKER_GAP, 0));
      }
    }
    placed.push(at.add(shift));
    const element = marker.getElement();
    if (element) { element.style.marginLeft = `${Math.round(shift.x - 20)}px`; element.style.marginTop = `${Math.round(shift.y - 46)}px`; }
  }
}

/** Draws `route` ({kind, points}): solid for a walking route, dashed for a straight line. */
export function setRoute(route) {
  if (!map) return;
  routeLayer?.remove();
  routeLayer = null;
  if (!route || route.points.length < 2) return;
  const dashed = route.kind === "straight";
  routeLayer = L.layerGroup([
    L.polyline(route.points, { className: "clay-route-casing", weight: 10, opacity: 0.9, interactive: false, lineCap: "round" }),
    L.polyline(route.points, { className: "clay-route", weight: 6, opacity: 1, interactive: false, dashArray: dashed ? "2 12" : null, lineCap: "round" }),
  ]).addTo(map);
  const path = routeLayer.getLayers()[1].getElement?.();
  if (path) path.dataset.routeKind = route.kind;
}

/** Frames the user and every result, leaving room for the overlays at the top and bottom. */
export function frame(position, results, padding = { top: 140, bottom: 260 }) {
  if (!map) return;
  drawnOnce = true;
  const points = results.map((r) => [r.toilet.latitude, r.toilet.longitude]);
  if (position) points.push([position.latitude, position.longitude]);
  if (!points.length) return;
  if (points.length === 1) { map.setView(points[0], 17, { animate: false }); return; }
  map.fitBounds(points, { paddingTopLeft: [30, padding.top], paddingBottomRight: [30, padding.bottom], maxZoom: 18, animate: false });
}

/** Centres the map on a place without results (e.g. a searched place). */
export function centre(point, zoom = 16) { map?.setView([point.latitude, point.longitude], zoom, { animate: false }); }

/** Is `point` ({latitude, longitude}) inside the map's view? */
export function contains(point) {
  return !!map && drawnOnce && map.getBounds().contains([point.latitude, point.longitude]);
}

/** The map's centre, for "search from here". */
export function mapCentre() {
  if (!map) return null;
  const c = map.getCenter();
  return { latitude: c.lat, longitude: c.lng };
}

// ---- navigation: following the walker ----
/** Turns following on or off; `onStop` runs when the user pans the map away. */
export function setFollowing(on, onStop) {
  following = on;
  if (onStop) onUnfollow = onStop;
}

/** Is the map following the walker? */
export function isFollowing() { return following; }

/**
 * Centres the walker in the part of the map between the top and bottom overlays (`top` and
 * `bottom` pixels tall), so the position dot is never under the banner or the card.
 */
export function followUser(position, top, bottom) {
  if (!map || !following || !position) return;
  const size = map.getSize();
  const zoom = Math.max(map.getZoom(), 16);
  const shift = (top + (size.y - bottom)) / 2 - size.y / 2;
  const at = map.project([position.latitude, position.longitude], zoom).subtract([0, shift]);
  map.setView(map.unproject(at, zoom), zoom, { animate: false });
  drawnOnce = true;
}

/** Redraws the route line as `points` (the part still to walk). */
export function trimRoute(points) {
  for (const line of routeLayer?.getLayers() ?? []) line.setLatLngs(points);
}

/** Where the drawn route starts now (for tests), or null. */
export function routeStart() {
  const p = routeLayer?.getLayers()[0]?.getLatLngs()[0];
  return p ? [p.lat, p.lng] : null;
}
