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

/** A message with data from a source (a licence, a credit, a region's name) in it, as HTML: the data
 * is marked `translate="no"`, since it is the source's own words in no language of ours. */
function withData(key, params) {
  const marks = Object.fromEntries(Object.keys(params).map((name, i) => [name, `\u0001${i}\u0002`]));
  return esc(t(key, marks)).replace(/\u0001(\d+)\u0002/g, (_, i) => `<span translate="no">${esc(String(Object.values(params)[i]))}</span>`);
}

/** "Licence: OGL v3 (given by this server's operator; the source states none)", as HTML. */
function licenceHTML(licence, byOperator) {
  return licence ? `${withData("src.licence", { licence })}${byOperator ? ` ${esc(t("src.operator"))}` : ""}` : "";
}

/** One source of the record: what it is, its link and licence, and what it says that is not shown. */
function itemHTML(source, provenance) {
  const name = source.dataset === "osm"
    ? esc(t("src.item", { type: has(`src.${source.type}`) ? t(`src.${source.type}`) : source.type, id: source.id, version: source.version, date: day(source.timestamp) }))
    : withData("src.other", { name: provenance?.attribution ?? source.dataset, id: source.id });
  const title = source.url ? `<a href="${esc(source.url)}" rel="noopener">${name}</a>` : name;
  const lost = (provenance?.values ?? []).filter((v) => !v.used && v.field !== "name")
    .map((v) => `${fieldName(v.field)}: ${words(v.field, v.value)}`);
  const licence = licenceHTML(provenance?.licence, provenance?.licenceGivenByOperator);
  return `<li data-source="${esc(provenance?.key ?? `${source.dataset}:${source.type}/${source.id}`)}">${title}`
    + (licence ? `<br><span class="clay-muted">${licence}</span>` : "")
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
  return (regions ?? []).filter((r) => (r.sources ?? []).length).map((region) => `<p>${withData("set.sources", { region: region.name })}</p><ul class="clay-sources">`
    + region.sources.map((s) => {
      const credit = `<span translate="no">${esc(s.attribution)}</span>`;
      return `<li data-dataset="${esc(s.dataset)}">${s.url ? `<a href="${esc(s.url)}" rel="noopener">${credit}</a>` : credit} · ${licenceHTML(s.licence, s.licenceGivenByOperator)} · ${esc(t("set.records", { count: s.records }))}</li>`;
    }).join("") + "</ul>").join("");
}
