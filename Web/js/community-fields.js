// The record fields a person may set (the community API's table), as form controls: each
// choice field is a select whose first option is "Unknown", so nobody has to guess; text fields
// are plain inputs. Shared by "Add a toilet" and "Edit".

import { esc, lowerFirst } from "./format.js";
import { has, t } from "./i18n.js";
import "./messages/app.js";

const YES_NO = [["yes", "yes"], ["no", "no"]];
const WHEELCHAIR = [["yes", "yes"], ["limited", "v.wheelchair.limited"], ["no", "no"], ["designated", "v.wheelchair.designated"]];
const ACCESS = ["public", "customers", "key", "permit", "private"].map((v) => [v, `v.access.${v}`]);

/**
 * [field, choices or null for text, hint] in the order the forms show them; a field's label is
 * t(`attr.${field}`) and each choice is [value, text key].
 */
export const FIELDS = [
  ["name", null, "f.name"],
  ["access", ACCESS],
  ["wheelchair", WHEELCHAIR],
  ["changing_table", YES_NO],
  ["gender", [["unisex", "f.unisex"], ["gender_segregated", "f.segregated"], ["male", "f.male"], ["female", "f.female"]]],
  ["fee", [["yes", "f.feeYes"], ["no", "f.feeNo"]]],
  ["opening_hours", null, "f.hours"],
  ["description", null, "f.notes"],
  ["operator", null],
  ["charge", null, "f.charge"],
  ["level", null, "f.level"],
  ["changing_table_adult", YES_NO],
  ["central_key", ["radar", "eurokey", "other"].map((v) => [v, `v.central_key.${v}`])],
  ["drinking_water", YES_NO],
  ["shower", YES_NO],
];

/** The fields the "Add a toilet" form asks for (the rest can be added later with Edit). */
export const ADD_FIELDS = ["name", "access", "wheelchair", "changing_table", "gender", "fee", "opening_hours", "description"];

/** A record attribute ({state, value}) as the API's text value, or null when unknown. */
export function currentValue(attribute) {
  if (!attribute || attribute.state === "unknown" || attribute.value == null) return null;
  if (typeof attribute.value === "boolean") return attribute.value ? "yes" : "no";
  return typeof attribute.value === "string" ? attribute.value : null;
}

/** The label and control of `field` (an entry of FIELDS) with id `prefix-field`, showing `value`. */
export function fieldControl([field, choices, hint], { prefix, apiPrefix, value = null }) {
  const id = `${prefix}-${field}`;
  const hintHTML = hint ? `<span class="clay-field-hint" id="${id}-hint">${esc(t(hint))}</span>` : "";
  const described = hint ? ` aria-describedby="${id}-hint"` : "";
  const common = `id="${id}" name="${field}" data-api-field="${apiPrefix}.${field}"${described}`;
  let control;
  if (choices) {
    const options = [["", "unknown"], ...choices].map(([v, words]) => `<option value="${v}"${v === (value ?? "") ? " selected" : ""}>${esc(t(words))}</option>`).join("");
    control = `<select class="clay-input clay-select" ${common}>${options}</select>`;
  } else if (field === "description") {
    control = `<textarea class="clay-input clay-textarea" rows="3" maxlength="500" ${common}>${esc(value ?? "")}</textarea>`;
  } else {
    control = `<input class="clay-input" type="text" maxlength="255" autocomplete="off" ${common} value="${esc(value ?? "")}">`;
  }
  return `<div class="clay-form-row"><label for="${id}">${esc(field === "gender" ? t("need.gender_neutral") : fieldName(field, true))}</label>${hintHTML}${control}</div>`;
}

/** A field's name: "Wheelchair accessible", or lowered inside a sentence ("changed wheelchair accessible…"). */
export function fieldName(field, asLabel = false) {
  const name = has(`attr.${field}`) ? t(`attr.${field}`) : field.replaceAll("_", " ");
  return asLabel ? name : lowerFirst(name);
}

/** An API value in words: “yes” → “Sí”, “limited” → “Partly”, a free text as it is; null → unknown. */
export function valueWords(field, value) {
  if (value == null) return t("c.unknown");
  if (has(`v.${field}.${value}`)) return t(`v.${field}.${value}`);
  return value === "yes" || value === "no" ? t(value) : String(value);
}

/** The hidden honeypot: people never see or reach it; a bot that fills it is refused (its label stays English, as bots read it). */
export function honeypot(prefix) {
  return `<div class="clay-honeypot" aria-hidden="true"><label for="${prefix}-website">Website</label>
    <input id="${prefix}-website" name="website" type="text" tabindex="-1" autocomplete="off" value=""></div>`;
}

/** The values of `form`'s field controls: {field: value} for every field not left Unknown. */
export function knownValues(form, fields) {
  const values = {};
  for (const field of fields) {
    const control = form.elements.namedItem(field);
    const value = control?.value?.trim();
    if (value) values[field] = value;
  }
  return values;
}
