// The base map from our own OSM import (/api/basemap), or the deployment's tiles when it sets a
// tile URL, for any Leaflet map of the app (the main map and the "add a toilet" pin map).

import { getJSON, isMissing } from "./api.js";

const L = window.L;
const LAYERS = [
  ["water", { className: "clay-basemap-water", fillOpacity: 1, weight: 4, opacity: 1 }],
  ["park", { className: "clay-basemap-park", fillOpacity: 1, stroke: false }],
  ["building", { className: "clay-basemap-building", fillOpacity: 1, stroke: false }],
  ["street", { className: "clay-basemap-street-edge", weight: 9, opacity: 1 }],
  ["street", { className: "clay-basemap-street", weight: 6, opacity: 1 }],
  ["path", { className: "clay-basemap-path", weight: 2, opacity: 1 }],
];
const MAX_HALF_SPAN_METERS = 1500;
const OFFLINE_CACHE = "toiletnow-offline"; // kept by sw.js across shell versions
const OFFLINE_KEY = "/offline/basemap.geojson";
let pending = 0;

/**
 * Keeps the base map of `bbox` ([w, s, e, n], at most 0.5° a side, the server's limit) for
 * offline use. A city's streets are megabytes, too many for localStorage: Cache Storage holds
 * the answer as it came. Returns whether it was kept.
 */
export async function storeOfflineBasemap(bbox) {
  if (!("caches" in window) || isMissing("basemap")) return false;
  try {
    const response = await fetch(`/api/basemap?bbox=${bbox.map((v) => v.toFixed(5)).join(",")}`);
    if (!response.ok) return false;
    await (await caches.open(OFFLINE_CACHE)).put(OFFLINE_KEY, response);
    return true;
  } catch { return false; /* offline then draws no streets */ }
}

async function offlineBasemap() {
  try { return await (await (await caches.open(OFFLINE_CACHE)).match(OFFLINE_KEY))?.json(); } catch { return null; }
}

/** How many base-map requests are under way (tests wait for 0 before a screenshot). */
export function basemapLoading() { return pending; }

/**
 * Gives `map` its base map following `config` (its `tileURL`, else our vector data, loaded as
 * the view moves). Returns `load()`, which draws the vector data for the view now.
 */
export function attachBasemap(map, config) {
  if (!map.getPane("basemap")) map.createPane("basemap").style.zIndex = 250;
  if (config?.tileURL) {
    L.tileLayer(config.tileURL, { maxZoom: 19, pane: "basemap" }).addTo(map);
    return () => {};
  }
  let loaded = null;
  let layer = null;
  let offlineShown = false;
  const load = async () => {
    if (isMissing("basemap")) return;
    const view = map.getBounds();
    if (loaded && loaded.contains(view)) return;
    let wanted = view.pad(0.6);
    // Zoomed far out, a full base map would be megabytes: draw the middle 3 km and leave the rest plain.
    const centre = view.getCenter();
    if (centre.distanceTo([centre.lat, wanted.getEast()]) > MAX_HALF_SPAN_METERS || centre.distanceTo([wanted.getNorth(), centre.lng]) > MAX_HALF_SPAN_METERS) {
      wanted = centre.toBounds(MAX_HALF_SPAN_METERS * 2);
    }
    loaded = wanted;
    const bbox = [wanted.getWest(), wanted.getSouth(), wanted.getEast(), wanted.getNorth()].map((v) => v.toFixed(5)).join(",");
    let data;
    pending++;
    try {
      data = await getJSON("basemap", { bbox });
      offlineShown = false;
    } catch (error) {
      // No network: the base map kept with the region pack, drawn once.
      data = error.isOffline && !offlineShown ? await offlineBasemap() : null;
      loaded = null;
      if (!data) return;
      offlineShown = true;
    } finally { pending--; }
    const group = L.layerGroup();
    for (const [kind, style] of LAYERS) {
      L.geoJSON(data, {
        pane: "basemap", interactive: false, style: () => style,
        filter: (feature) => feature.properties?.kind === kind, pointToLayer: () => null,
      }).addTo(group);
    }
    layer?.remove();
    layer = group.addTo(map);
  };
  map.on("moveend", () => load());
  return load;
}
