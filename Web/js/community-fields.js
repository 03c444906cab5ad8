// The record fields a person may set (the community API's table), as form controls: each
// choice field is a select whose first option is "Unknown", so nobody has to guess; text fields
// are plain inputs. Shared by "Add a toilet" and "Edit".

import { esc } from "./format.js";

const YES_NO = [["yes", "Yes"], ["no", "No"]];

/** [field, label, choices or null for text, hint] in the order the forms show them. */
export const FIELDS = [
  ["name", "Name", null, "e.g. Public toilet, Place du Palais"],
  ["access", "Who may use it", [["public", "Everyone"], ["customers", "Customers only"], ["key", "With a key"], ["permit", "With a permit"], ["private", "Private"]]],
  ["wheelchair", "Wheelchair accessible", [["yes", "Yes"], ["limited", "Partly"], ["no", "No"], ["designated", "Yes, designed for it"]]],
  ["changing_table", "Baby changing table", YES_NO],
  ["gender", "Gender-neutral", [["unisex", "Yes, one room for everyone"], ["gender_segregated", "No, separate for women and men"], ["male", "Men only"], ["female", "Women only"]]],
  ["fee", "Costs money", [["yes", "Yes, it costs money"], ["no", "No, it's free"]]],
  ["opening_hours", "Opening hours", null, "As on OpenStreetMap, e.g. Mo-Fr 08:00-20:00; Sa 10:00-18:00 or 24/7"],
  ["description", "Notes", null, "Anything that helps find or use it"],
  ["operator", "Run by", null, ""],
  ["charge", "Price", null, "e.g. 0.50 EUR"],
  ["level", "Floor", null, "e.g. 0, -1"],
  ["changing_table_adult", "Adult changing table", YES_NO],
  ["central_key", "Needs a key", [["radar", "RADAR key"], ["eurokey", "Eurokey"], ["other", "Another key"]]],
  ["drinking_water", "Drinking water", YES_NO],
  ["shower", "Shower", YES_NO],
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
export function fieldControl([field, label, choices, hint], { prefix, apiPrefix, value = null }) {
  const id = `${prefix}-${field}`;
  const hintHTML = hint ? `<span class="clay-field-hint" id="${id}-hint">${esc(hint)}</span>` : "";
  const described = hint ? ` aria-describedby="${id}-hint"` : "";
  const common = `id="${id}" name="${field}" data-api-field="${apiPrefix}.${field}"${described}`;
  let control;
  if (choices) {
    const options = [["", "Unknown"], ...choices].map(([v, words]) => `<option value="${v}"${v === (value ?? "") ? " selected" : ""}>${esc(words)}</option>`).join("");
    control = `<select class="clay-input clay-select" ${common}>${options}</select>`;
  } else if (field === "description") {
    control = `<textarea class="clay-input clay-textarea" rows="3" maxlength="500" ${common}>${esc(value ?? "")}</textarea>`;
  } else {
    control = `<input class="clay-input" type="text" maxlength="255" autocomplete="off" ${common} value="${esc(value ?? "")}">`;
  }
  return `<div class="clay-form-row"><label for="${id}">${esc(label)}</label>${hintHTML}${control}</div>`;
}

/** The hidden honeypot: people never see or reach it; a bot that fills it is refused. */
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
