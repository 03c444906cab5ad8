// The camera while walking: the map follows the walker (their dot in the middle of the part of
// the map the overlays leave free), draws only the part of the route still to walk, and offers
// "Re-centre" once the user has panned away.

import { t } from "./i18n.js";
import * as mapView from "./map-view.js";
import "./messages/app.js";

let seen = { position: null, route: null, progress: null, searchCount: -1 };

function button() {
  let b = document.getElementById("recentre");
  if (!b) {
    b = document.createElement("button");
    b.type = "button";
    b.id = "recentre";
    b.className = "clay-button clay-button--small clay-button--accent";
    b.style.justifySelf = "end";
    b.hidden = true;
    document.getElementById("map-bottom").prepend(b);
  }
  return b;
}

function follow(s) {
  const map = document.getElementById("map").getBoundingClientRect();
  const top = document.getElementById("map-top").getBoundingClientRect().bottom - map.top;
  const bottom = map.bottom - document.getElementById("map-bottom").getBoundingClientRect().top;
  mapView.followUser(s.position, top + 12, bottom + 12);
}

/** Wires the "Re-centre" button: `state()` gives the app's state when it is pressed. */
export function wireCamera(state) {
  const b = button();
  mapView.setFollowing(true, () => { b.hidden = false; });
  b.addEventListener("click", () => {
    b.hidden = true;
    mapView.setFollowing(true);
    follow(state());
  });
}

/**
 * A view: once the walk has begun (`s.navigating`), follows each new fix and each new route
 * that is not a new search (a search frames its results instead), and trims the walked part.
 */
export function renderCamera(s) {
  const b = button();
  b.textContent = t("walk.recentre");
  b.setAttribute("aria-label", t("walk.recentreLabel"));
  if (!mapView.hasMap() || document.getElementById("screen-map").hidden) return;
  const moved = s.position !== seen.position || (s.route !== seen.route && s.searchCount === seen.searchCount);
  if (s.navigating && s.route && s.position && !s.origin && moved) follow(s);
  if (s.progress?.rest && s.progress !== seen.progress && s.route?.kind === "walking") mapView.trimRoute(s.progress.rest);
  seen = { position: s.position, route: s.route, progress: s.progress, searchCount: s.searchCount };
}
