// Every string a person reads, in English, Spanish, French and German. The catalogue
// (js/messages/app.js) registers its rows when imported; t() falls back to English and records
// the miss in window.__i18nMissing, which the browser tests read.

import { settings } from "./settings.js";

/** The languages of the app, in the order the settings list them. */
export const LANGUAGES = [
  ["en", "English"],
  ["es", "Español"],
  ["fr", "Français"],
  ["de", "Deutsch"],
];
const CODES = new Set(LANGUAGES.map(([code]) => code));
const catalogues = { en: {}, es: {}, fr: {}, de: {} };
const missing = (window.__i18nMissing = window.__i18nMissing || new Set());

/** Adds texts as rows, `{ key: "en|es|fr|de" }`: each key written once. */
export function registerRows(rows) {
  for (const [key, row] of Object.entries(rows)) row.split("|").forEach((text, i) => { catalogues[LANGUAGES[i][0]][key] = text; });
}

/** The language in use: the setting, else the browser's first language we have, else English. */
export function language() {
  const chosen = settings().language;
  if (chosen && CODES.has(chosen)) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const code = String(tag ?? "").slice(0, 2).toLowerCase();
    if (CODES.has(code)) return code;
  }
  return "en";
}

/** The locale for Intl: the browser's own tag when it is in our language. */
export function locale() {
  const code = language();
  const tag = (navigator.languages ?? []).find((t) => String(t).toLowerCase().startsWith(code));
  return tag ?? { en: "en-GB", es: "es-ES", fr: "fr-FR", de: "de-DE" }[code];
}

/** The text for `key` with `{name}` placeholders filled from `values`. */
export function t(key, values = {}) {
  const code = language();
  let text = catalogues[code][key];
  if (text == null) {
    missing.add(`${code}:${key}`);
    text = catalogues.en[key] ?? key;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/** Is there a text for `key` (a word for a data value, say)? */
export function has(key) { return key in catalogues.en; }

/** t() for a count: `key.one` / `key.other` by the language's plural rules, with {n}. */
export function tn(key, n, values = {}) {
  const form = `${key}.${new Intl.PluralRules(locale()).select(n)}`;
  return t(catalogues[language()][form] == null ? `${key}.other` : form, { n: num(n), ...values });
}

/** `n` with the locale's separators, with exactly `digits` decimals when given. */
export function num(n, digits) {
  return new Intl.NumberFormat(locale(), digits == null ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

/** Fills every `[data-i18n]` element's text and `[data-i18n-attr]` ("attr:key;…") under `root`. */
export function translateStatic(root = document) {
  for (const element of root.querySelectorAll("[data-i18n]")) element.textContent = t(element.dataset.i18n);
  for (const element of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of element.dataset.i18nAttr.split(";")) {
      const [attr, key] = pair.split(":").map((s) => s.trim());
      if (attr && key) element.setAttribute(attr, t(key));
    }
  }
  document.documentElement.lang = language();
}
