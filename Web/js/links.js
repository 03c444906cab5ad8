// Deep links to other apps for turn-by-turn walking directions. The user's position is not
// put in these links: each app asks the device itself.

const isApple = /iPhone|iPad|iPod|Macintosh/.test(navigator.userAgent) && "ontouchend" in document;

/** Apple Maps walking directions to a toilet. */
export function appleMapsURL(t) { return `https://maps.apple.com/?daddr=${t.latitude},${t.longitude}&dirflg=w`; }
/** Google Maps walking directions to a toilet. */
export function googleMapsURL(t) { return `https://www.google.com/maps/dir/?api=1&destination=${t.latitude},${t.longitude}&travelmode=walking`; }
/** OpenStreetMap walking directions to a toilet (the start left for the user to fill in). */
export function osmURL(t) { return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_foot&route=%3B${t.latitude}%2C${t.longitude}`; }
/** The platform's own maps app: Apple Maps on Apple devices, else Google Maps. */
export function directionsURL(t) { return isApple ? appleMapsURL(t) : googleMapsURL(t); }
