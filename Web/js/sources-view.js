// Where a toilet's facts come from: every source of the record with its licence, the values it
// gave that another source outranked (issue 13), and the region's list of sources for About.

import { fieldName, valueWords } from "./community-fields.js";
import { day, esc } from "./format.js";
import { has, t } from "./i18n.js";
import "./messages/app.js";

/** A value as the API gives it (text, yes/no, a list, an address) in words. */
function words(field, value) {
  if (typeof value === "boolean") return t(value ? "yes" : "no");
  if (Array.isArray(value)) return value.join(", ");
  if (value && typeof value === "object") return [value.houseNumber, value.street, value.postcode, value.city].filter(Boolean).join(" ");
  return valueWords(field, value);
}

/** "Licence: OGL v3 (given by this server's operator; the source states none)". */
function licenceText(licence, byOperator) {
  return licence ? `${t("src.licence", { licence })}${byOperator ? ` ${t("src.operator")}` : ""}` : "";
}

/** One source of the record: what it is, its link and licence, and what it says that is not shown. */
function itemHTML(source, provenance) {
  const name = source.dataset === "osm"
    ? t("src.item", { type: has(`src.${source.type}`) ? t(`src.${source.type}`) : source.type, id: source.id, version: source.version, date: day(source.timestamp) })
    : t("src.other", { name: provenance?.attribution ?? source.dataset, id: source.id });
  const title = source.url ? `<a href="${esc(source.url)}" rel="noopener">${esc(name)}</a>` : esc(name);
  const lost = (provenance?.values ?? []).filter((v) => !v.used && v.field !== "name")
    .map((v) => `${fieldName(v.field)}: ${words(v.field, v.value)}`);
  const licence = licenceText(provenance?.licence, provenance?.licenceGivenByOperator);
  return `<li data-source="${esc(provenance?.key ?? `${source.dataset}:${source.type}/${source.id}`)}">${title}`
    + (licence ? `<br><span class="clay-muted">${esc(licence)}</span>` : "")
    + (lost.length ? `<br><span class="clay-muted" data-source-lost>${esc(t("src.lost", { values: lost.join("; ") }))}</span>` : "")
    + "</li>";
}

/** The record's sources, in the order of `sources`, each with its provenance when the server gave it. */
export function sourcesListHTML(toilet) {
  const provenance = toilet.provenance ?? [];
  const items = (toilet.sources ?? []).map((source, index) => itemHTML(source, provenance[index]));
  return `<ul class="clay-sources">${items.join("")}</ul>`;
}

/** About: each region's sources with their credit and licence (from /api/regions). */
export function regionSourcesHTML(regions) {
  return (regions ?? []).filter((r) => (r.sources ?? []).length).map((region) => `<p>${esc(t("set.sources", { region: region.name }))}</p><ul class="clay-sources">`
    + region.sources.map((s) => {
      const credit = s.url ? `<a href="${esc(s.url)}" rel="noopener">${esc(s.attribution)}</a>` : esc(s.attribution);
      return `<li data-dataset="${esc(s.dataset)}">${credit} · ${esc(licenceText(s.licence, s.licenceGivenByOperator))} · ${esc(t("set.records", { count: s.records }))}</li>`;
    }).join("") + "</ul>").join("");
}
