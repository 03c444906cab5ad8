// The filter chips (wheelchair, changing table, gender-neutral, free, public). One set of needs
// drives the map, the list and the search alike; it starts from the needs profile in settings.

import { NEEDS } from "./settings.js";
import { t } from "./i18n.js";
import "./messages/app.js";

/** Draws the chips into every [data-filters] row, pressed when the need is in force, in the current language. */
export function renderFilters(needs, toggle) {
  for (const row of document.querySelectorAll("[data-filters]")) {
    if (!row.childElementCount) {
      row.innerHTML = NEEDS.map((key) => `<button type="button" class="clay-chip" data-need="${key}" aria-pressed="false"></button>`).join("");
      row.addEventListener("click", (event) => {
        const chip = event.target.closest("[data-need]");
        if (chip) toggle(chip.dataset.need);
      });
    }
    for (const chip of row.querySelectorAll("[data-need]")) {
      chip.setAttribute("aria-pressed", String(needs.includes(chip.dataset.need)));
      const label = t(`need.${chip.dataset.need}`);
      if (chip.textContent !== label) chip.textContent = label;
    }
  }
}
