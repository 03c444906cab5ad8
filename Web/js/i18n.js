// Every string a person reads, in English, Spanish, French and German.
//
// Catalogue modules (js/messages/*.js) add their strings when imported: `register({ en: {...},
// es: {...}, fr: {...}, de: {...} })`, or `registerRows({ key: [en, es, fr, de] })`, which writes
// each key once (messages/app.js, the app's own texts). `t(key, values)` looks a key up in the
// chosen language, falls back to English, and records the miss, which the browser tests read
// (window.__i18nMissing) to fail on any untranslated string. Texts take named values: t("eta.walk", { minutes: 4 }) with
// "{minutes} min walk".

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

/** Adds a feature's texts: `{ en: { key: text }, es: {…}, fr: {…}, de: {…} }`. */
export function register(messages) {
  for (const [code, table] of Object.entries(messages)) {
    if (CODES.has(code)) Object.assign(catalogues[code], table);
  }
}

/** Adds texts as rows, `{ key: [en, es, fr, de] }` (the order of LANGUAGES). */
export function registerRows(rows) {
  for (const [key, texts] of Object.entries(rows)) LANGUAGES.forEach(([code], i) => { if (texts[i] != null) catalogues[code][key] = texts[i]; });
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

/** The locale for dates, times and numbers: the browser's own tag when it is in our language. */
export function locale() {
  const code = language();
  const tag = (navigator.languages ?? []).find((t) => String(t).toLowerCase().startsWith(code));
  return tag ?? { en: "en-GB", es: "es-ES", fr: "fr-FR", de: "de-DE" }[code];
}

/** The text for `key` in the current language with `{name}` placeholders filled from `values`. */
export function t(key, values = {}) {
  const code = language();
  let text = catalogues[code][key];
  if (text == null) {
    missing.add(`${code}:${key}`);
    text = catalogues.en[key] ?? key;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/** Is there a text for `key` (e.g. a word for a data value that may be new to the app)? */
export function has(key) { return key in catalogues.en; }

/**
 * t() for a count `n`: the key's form for `n` by the language's plural rules (`key.one`,
 * `key.other`; a missing form falls back to `.other`), with {n} written in the locale's digits.
 */
export function tn(key, n, values = {}) {
  const form = `${key}.${new Intl.PluralRules(locale()).select(n)}`;
  return t(catalogues[language()][form] == null ? `${key}.other` : form, { n: num(n), ...values });
}

/** `n` with the locale's separators, with exactly `digits` decimals when given. */
export function num(n, digits) {
  return new Intl.NumberFormat(locale(), digits == null ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

/** Fills every `[data-i18n]` element under `root` (its text) and `[data-i18n-attr]` ("attr:key;…"). */
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
