// Screens by address: #/map, #/list, #/saved, #/settings, #/search, #/toilet/ID, and the
// community screens #/add, #/mine (my contributions) and #/moderate, and #/achievements.

import { language, translateStatic } from "./i18n.js";
import { onChange } from "./settings.js";
import "./messages/app.js";

const SCREENS = ["map", "list", "details", "search", "saved", "settings", "add", "mine", "moderate", "achievements"];

/** The current route: {screen, id}. */
export function currentRoute() {
  const [, name = "map", id = null] = location.hash.split("/");
  if (name === "toilet" && id) return { screen: "details", id };
  return { screen: SCREENS.includes(name) && name !== "details" ? name : "map", id: null };
}

/** Goes to `hash` (e.g. "#/list"). */
export function go(hash) {
  if (location.hash !== hash) location.hash = hash;
  else window.dispatchEvent(new HashChangeEvent("hashchange"));
}

/**
 * Shows the screen for the address now and on every change; `onShow(route, isFirst)` follows.
 * A new language redraws the static words and the screen (views forget their `data-key`).
 */
export function startRouter(onShow) {
  let first = true;
  let shownIn = language();
  translateStatic();
  onChange(() => {
    if (language() === shownIn) return;
    shownIn = language();
    translateStatic();
    for (const drawn of document.querySelectorAll("[data-key]")) delete drawn.dataset.key;
    onShow(currentRoute(), false);
  });
  const show = () => {
    const route = currentRoute();
    for (const section of document.querySelectorAll("[data-screen]")) section.hidden = section.dataset.screen !== route.screen;
    for (const tab of document.querySelectorAll("[data-tab]")) {
      if (tab.dataset.tab === route.screen) tab.setAttribute("aria-current", "page");
      else tab.removeAttribute("aria-current");
    }
    onShow(route, first);
    const screen = document.querySelector(`[data-screen="${route.screen}"]`);
    // A screen that put the focus somewhere itself (search: its text box) keeps it there.
    if (!first && route.screen !== "map" && !screen?.contains(document.activeElement)) {
      const heading = screen?.querySelector("h1");
      if (heading) { heading.tabIndex = -1; heading.focus({ preventScroll: true }); }
    }
    first = false;
  };
  window.addEventListener("hashchange", show);
  show();
}
