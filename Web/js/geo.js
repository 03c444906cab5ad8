// Geometry on the device: distances, encoded polylines and progress along a route.

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

// Local equirectangular projection around `origin`, in metres: fine over a walk.
function project(origin, [lat, lon]) {
  return [rad(lon - origin.longitude) * R * Math.cos(rad(origin.latitude)), rad(lat - origin.latitude) * R];
}

/**
 * Where `position` is relative to a route: metres off the line and metres left to walk.
 * Used when the server's `/api/route/progress` is not there.
 */
export function progressAlong(points, position) {
  if (points.length < 2) return { distanceFromRouteMeters: 0, remainingMeters: 0 };
  const xy = points.map((p) => project(position, p));
  let best = { d: Infinity, index: 0, t: 0 };
  for (let i = 0; i < xy.length - 1; i++) {
    const [ax, ay] = xy[i], [bx, by] = xy[i + 1];
    const dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    const d = Math.hypot(ax + t * dx, ay + t * dy);
    if (d < best.d) best = { d, index: i, t };
  }
  const seg = (i) => Math.hypot(xy[i + 1][0] - xy[i][0], xy[i + 1][1] - xy[i][1]);
  let remaining = seg(best.index) * (1 - best.t);
  for (let i = best.index + 1; i < xy.length - 1; i++) remaining += seg(i);
  return { distanceFromRouteMeters: best.d, remainingMeters: remaining };
}
