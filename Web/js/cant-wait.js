// The full-screen "can't wait" card to show staff: big, calm words, one tap to close.

import { mascotSVG } from "./mascot.js";

let opener = null;

/** Opens the card and moves focus into it. */
export function openCantWait() {
  const card = document.getElementById("cant-wait");
  opener = document.activeElement;
  document.getElementById("cant-wait-mascot").innerHTML = mascotSVG("happy");
  card.hidden = false;
  document.getElementById("cant-wait-close").focus();
}

/** Closes the card and gives focus back. */
export function closeCantWait() {
  document.getElementById("cant-wait").hidden = true;
  opener?.focus?.();
}

/** Wires the open and close buttons and Escape. */
export function wireCantWait() {
  document.getElementById("cant-wait-open").addEventListener("click", openCantWait);
  document.getElementById("cant-wait-close").addEventListener("click", closeCantWait);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !document.getElementById("cant-wait").hidden) closeCantWait();
  });
}
