// The filter row: the order (walking time, best pick, rating, cleanliness), a minimum rating and
// the chips (wheelchair, changing table, gender-neutral, free, public, no key, open 24/7). One set
// drives the map, the list and the search alike. The needs start from the profile in settings;
// the order and the minimum rating are kept in the settings as they change.

import { NEEDS, settings, update } from "./settings.js";
import { num, t } from "./i18n.js";
import "./messages/app.js";

const SORTS = ["walk", "best", "rating", "cleanliness"];
const RATINGS = ["", "3", "4", "4.5"];

function select(name, key, values) {
  return `<select class="clay-chip clay-chip--select" data-filter="${name}" data-label="${key}">${values.map((v) => `<option value="${v}"></option>`).join("")}</select>`;
}

function label(name, value) {
  if (name === "sort") return t(`sort.${value}`);
  return value ? t("fl.minRating", { n: num(Number(value)) }) : t("fl.anyRating");
}

/**
 * Draws the order, the minimum rating and the chips into every [data-filters] row, in the current
 * language: `toggle(need)` runs on a chip, `refresh()` after a new order or minimum rating.
 */
export function renderFilters(needs, toggle, refresh) {
  const chosen = { sort: settings().sort ?? "walk", rating: String(settings().minRating ?? "") };
  for (const row of document.querySelectorAll("[data-filters]")) {
    if (!row.childElementCount) {
      row.innerHTML = select("sort", "fl.sort", SORTS) + select("rating", "fl.rating", RATINGS)
        + NEEDS.map((key) => `<button type="button" class="clay-chip" data-need="${key}" aria-pressed="false"></button>`).join("");
      row.addEventListener("click", (event) => {
        const chip = event.target.closest("[data-need]");
        if (chip) toggle(chip.dataset.need);
      });
      row.addEventListener("change", (event) => {
        const { filter } = event.target.dataset;
        if (filter === "sort") update({ sort: event.target.value });
        if (filter === "rating") update({ minRating: event.target.value ? Number(event.target.value) : null });
        if (filter) refresh();
      });
    }
    for (const menu of row.querySelectorAll("[data-filter]")) {
      const name = menu.dataset.filter;
      for (const option of menu.options) if (option.textContent !== label(name, option.value)) option.textContent = label(name, option.value);
      if (menu.value !== chosen[name]) menu.value = chosen[name];
      menu.setAttribute("aria-label", t(menu.dataset.label));
    }
    for (const chip of row.querySelectorAll("[data-need]")) {
      chip.setAttribute("aria-pressed", String(needs.includes(chip.dataset.need)));
      const label = t(`need.${chip.dataset.need}`);
      if (chip.textContent !== label) chip.textContent = label;
    }
  }
}
