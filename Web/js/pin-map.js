// The small map of "Add a toilet": tap it to drop a pin, drag the pin to fine-tune it. The pin
// and the latitude/longitude inputs below it stay in step, so a keyboard user can type the
// position (or use "Pin at the map's centre" after moving the map with the arrow keys).

import { attachBasemap } from "./basemap.js";
import { t } from "./i18n.js";
import "./messages/app.js";

const L = window.L;

/**
 * A pin map in `element`, centred on `centre` ({latitude, longitude} or null); `onMove(pin)`
 * runs whenever the pin is dropped or dragged. Returns {setPin, centre, refresh} or null without Leaflet.
 */
export function createPinMap(element, centre, config, onMove) {
  if (!L) return null;
  const map = L.map(element, { zoomControl: false, attributionControl: true, center: centre ? [centre.latitude, centre.longitude] : [30, 0], zoom: centre ? 18 : 2, maxZoom: 19 });
  L.control.zoom({ zoomInTitle: t("zoomIn"), zoomOutTitle: t("zoomOut") }).addTo(map);
  map.attributionControl.setPrefix(false);
  map.attributionControl.addAttribution(config?.attribution ?? "© OpenStreetMap contributors, ODbL");
  element.setAttribute("role", "region");
  element.setAttribute("aria-label", t("add.tap"));
  attachBasemap(map, config)();
  let marker = null;
  const setPin = (pin, pan = false) => {
    const at = [pin.latitude, pin.longitude];
    if (!marker) {
      marker = L.marker(at, {
        draggable: true, keyboard: false, autoPan: true, title: t("pin.title"),
        icon: L.divIcon({ className: "", html: '<div class="clay-place-pin clay-new-pin"></div>', iconSize: [22, 22], iconAnchor: [11, 26] }),
      }).addTo(map);
      marker.on("dragend", () => { const p = marker.getLatLng(); onMove({ latitude: p.lat, longitude: p.lng }); });
    } else {
      marker.setLatLng(at);
    }
    if (pan) map.setView(at, Math.max(map.getZoom(), 17), { animate: false });
  };
  map.on("click", (event) => { setPin({ latitude: event.latlng.lat, longitude: event.latlng.lng }); onMove({ latitude: event.latlng.lat, longitude: event.latlng.lng }); });
  return {
    setPin,
    centre: () => { const c = map.getCenter(); return { latitude: c.lat, longitude: c.lng }; },
    refresh: () => map.invalidateSize(),
    clearPin: () => { marker?.remove(); marker = null; },
  };
}
