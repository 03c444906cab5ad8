// Words and numbers as the user reads them: distances in km or miles (the unit setting) with the
// locale's decimal separator, walking minutes, dates and clock times.

import { language, locale, num, t } from "./i18n.js";
import "./messages/app.js";
import { settings } from "./settings.js";

/** Escapes text for HTML. */
export function esc(value) {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

/** "320 m", "1,2 km", "650 ft" or "0.4 mi", following the unit setting and the locale. */
export function distance(meters) {
  if (meters == null || !Number.isFinite(meters)) return "";
  if (settings().units === "miles") {
    const feet = meters * 3.28084;
    if (feet < 1000) return `${num(Math.max(10, Math.round(feet / 10) * 10))} ft`;
    return `${num(meters / 1609.344, 1)} mi`;
  }
  if (meters < 1000) return `${Math.max(5, Math.round(meters / 5) * 5)} m`;
  return `${num(meters / 1000, 1)} km`;
}

/** "1 min", "4 min", "1 h 5 min" ("4 Min.", "1 Std. 5 Min." in German): rounded up, so we never promise sooner than the walk. */
export function minutes(seconds) {
  if (seconds == null || !Number.isFinite(seconds)) return "";
  const total = Math.max(1, Math.ceil(seconds / 60 - 0.05));
  if (total < 60) return t("u.min", { n: total });
  return `${t("u.h", { n: Math.floor(total / 60) })} ${t("u.min", { n: total % 60 })}`;
}

/** A date such as "4 Feb 2019" (in the locale: "4 févr. 2019", "4. Feb. 2019"). */
export function day(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso ?? "");
  return date.toLocaleDateString(locale(), { day: "numeric", month: "short", year: "numeric" });
}

/** The clock time of `iso` ("22:00", "10:00 PM" in en-US) in `timeZone` (the toilet's), or "". */
export function clockTime(iso, timeZone) {
  try { return new Date(iso).toLocaleTimeString(locale(), { hour: "2-digit", minute: "2-digit", timeZone: timeZone || undefined }); } catch { return ""; }
}

/** The first letter lowered, for a summary inside a sentence ("open until 22:00"); German keeps its nouns' capitals. */
export function lowerFirst(text) {
  return text && language() !== "de" ? text[0].toLowerCase() + text.slice(1) : text ?? "";
}

/** The first letter raised, for a phrase that starts a sentence. */
export function upperFirst(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : "";
}
