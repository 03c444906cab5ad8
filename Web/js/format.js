// Words and numbers as the user reads them: distances in km or miles, walking minutes, dates.

import { settings } from "./settings.js";

/** Escapes text for HTML. */
export function esc(value) {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

/** "320 m", "1.2 km", "650 ft" or "0.4 mi", following the unit setting. */
export function distance(meters) {
  if (meters == null || !Number.isFinite(meters)) return "";
  if (settings().units === "miles") {
    const feet = meters * 3.28084;
    if (feet < 1000) return `${Math.max(10, Math.round(feet / 10) * 10)} ft`;
    return `${(meters / 1609.344).toFixed(1)} mi`;
  }
  if (meters < 1000) return `${Math.max(5, Math.round(meters / 5) * 5)} m`;
  return `${(meters / 1000).toFixed(1)} km`;
}

/** "1 min", "4 min", "1 h 5 min": rounded up, so we never promise sooner than the walk. */
export function minutes(seconds) {
  if (seconds == null || !Number.isFinite(seconds)) return "";
  const total = Math.max(1, Math.ceil(seconds / 60 - 0.05));
  if (total < 60) return `${total} min`;
  return `${Math.floor(total / 60)} h ${total % 60} min`;
}

/** A date such as "4 Feb 2019". */
export function day(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso ?? "");
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}

/** The first letter lowered, for a summary inside a sentence ("open until 22:00"). */
export function lowerFirst(text) {
  return text ? text[0].toLowerCase() + text.slice(1) : "";
}
