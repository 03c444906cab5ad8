// List: the same results as the map, as cards, under the same filters.

import { shownResults } from "../eta.js";
import { noticeHTML, showNotice } from "../map-screen.js";
import { settings } from "../settings.js";
import { toiletCard } from "../toilet-view.js";
import { esc } from "../format.js";
import { t } from "../i18n.js";
import "../messages/app.js";

/** Redraws the list from the state. */
export function renderList(s) {
  showNotice(document.getElementById("list-notice"), noticeHTML(s), s.offline);
  const list = document.getElementById("list-results");
  const results = shownResults(s);
  const key = results.map((r) => `${r.id}:${Math.round(r.distanceMeters)}:${Math.round(r.walkSeconds)}:${Math.round(r.walkMeters)}:${r.hours.state}:${r.rating?.average}`).join(",") + `|${s.selectedIndex}|${settings().units}`;
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  list.innerHTML = results.map((r, index) => `<li>${toiletCard(r, {
    index, selected: index === s.selectedIndex, headingLevel: 2,
    actions: `<a class="clay-button clay-button--small clay-button--accent" href="#/toilet/${r.id}">${esc(t("r.details"))}</a>
      <button type="button" class="clay-button clay-button--small" data-action="show-on-map" data-index="${index}">${esc(t("r.showOnMap"))}</button>`,
  })}</li>`).join("");
}
