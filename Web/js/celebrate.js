// The mascot celebrates an unlock: a short line, a link to the achievements and a little confetti,
// which `prefers-reduced-motion: reduce` leaves out (the line still shows); and the in-app toasts.
// Loaded on demand; so are its styles (css/achievements.css, with the achievements screen's): not in the shell.

import { esc } from "./format.js";
import { t } from "./i18n.js";
import { mascotSVG } from "./mascot.js";
import "./messages/achievements.js";

const COLOURS = ["#ffb49f", "#d9ccff", "#c4ecd8", "#fbe7c8", "#f8cdd5"];

let styled = null;
/** Adds the styles of the celebration, the toasts and the achievements screen (css/achievements.css), once. */
export function addStyles() {
  styled ??= new Promise((resolve) => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: "/css/achievements.css", onload: resolve, onerror: resolve });
    document.head.append(link);
  });
  return styled;
}

/** Shows the mascot celebrating `lines` ("First Flush unlocked!") for a few seconds. */
export async function celebrate(lines) {
  await addStyles();
  document.getElementById("celebrate")?.remove();
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  const box = document.createElement("div");
  box.id = "celebrate";
  box.className = "clay-celebrate";
  box.setAttribute("role", "status");
  box.innerHTML = `${still ? "" : `<div class="clay-confetti" aria-hidden="true">${"<i></i>".repeat(20)}</div>`}${mascotSVG("happy")}<div>${lines.map((l) => `<p>${esc(l)}</p>`).join("")}
    <div class="clay-links"><a class="clay-button clay-button--small clay-button--accent" href="#/achievements">${esc(t("ach.see"))}</a>
    <button type="button" class="clay-button clay-button--small">${esc(t("close"))}</button></div></div>`;
  // Placed through the CSSOM: the page's CSP allows no inline style attributes.
  box.querySelectorAll(".clay-confetti i").forEach((bit, i) => Object.assign(bit.style, { left: `${(i * 37) % 100}%`, background: COLOURS[i % 5], animationDelay: `${(i % 7) * 0.08}s` }));
  box.querySelector("button").addEventListener("click", () => box.remove());
  box.querySelector("a").addEventListener("click", () => box.remove());
  document.body.append(box);
  setTimeout(() => box.remove(), 10000);
}

/** A short in-app message (the alerts' fallback when the browser may not notify). */
export async function toast(text, href) {
  await addStyles();
  let stack = document.getElementById("toasts");
  if (!stack) {
    stack = document.createElement("div");
    stack.id = "toasts";
    stack.className = "clay-toasts";
    stack.setAttribute("role", "status");
    document.body.append(stack);
  }
  const item = document.createElement("p");
  item.className = "clay-toast";
  item.innerHTML = href ? `<a href="${esc(href)}">${esc(text)}</a>` : esc(text);
  stack.append(item);
  setTimeout(() => item.remove(), 8000);
}
