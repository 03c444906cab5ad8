// Geometry on the device: distances and encoded polylines (progress along a route: nav-progress.js).

const R = 6371008.8;
const rad = (d) => (d * Math.PI) / 180;

/** Great-circle distance in metres between two {latitude, longitude} points. */
export function distanceMeters(a, b) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Decodes a Google encoded polyline (precision 5) into [[lat, lon], …]. */
export function decodePolyline(text, precision = 5) {
  const factor = 10 ** precision;
  const points = [];
  let index = 0, lat = 0, lon = 0;
  while (index < text.length) {
    for (const which of [0, 1]) {
      let result = 0, shift = 0, byte;
      do {
        byte = text.charCodeAt(index++) - 63;
        result |= (byte & 0x1f) << shift;
        shift += 5;
      } while (byte >= 0x20 && index < text.length);
      const delta = result & 1 ? ~(result >> 1) : result >> 1;
      if (which === 0) lat += delta; else lon += delta;
    }
    points.push([lat / factor, lon / factor]);
  }
  return points;
}

/** The route's points as [[lat, lon], …], from `polyline` or GeoJSON `geometry`. */
export function routePoints(route) {
  if (!route) return [];
  if (route.geometry?.coordinates?.length) return route.geometry.coordinates.map(([lon, lat]) => [lat, lon]);
  if (route.polyline) return decodePolyline(route.polyline);
  return [];
}
