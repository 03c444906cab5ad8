// What a person can tell ToiletNow about toilets (the community API of issue 10). Every write
// goes out as this device (device-token.js) with the form's honeypot, and never with the user's
// position: a new toilet's position is the pin's. After each write the listeners run (the
// updates poll asks at once, so the user sees their own change without a reload).

import { postAsDevice } from "./device-token.js";

const listeners = new Set();

/** Runs `listener(contribution)` after every successful write. */
export function onWrite(listener) { listeners.add(listener); }

async function send(path, body, website = "") {
  const answer = await postAsDevice(path, { ...body, website });
  for (const listener of listeners) {
    try { listener(answer.contribution ?? null); } catch (error) { console.error(error); }
  }
  return answer.contribution ?? null;
}

const toilet = (id, what) => `toilets/${encodeURIComponent(id)}/${what}`;

/**
 * Adds a toilet at `pin` with `fields` (only known ones). A 409 `possible_duplicate` throws an
 * ApiError whose `body.duplicates` lists the toilets nearby; send again with `confirmNew`.
 */
export function addToilet(pin, fields, { confirmNew = false, website = "" } = {}) {
  const body = { latitude: round(pin.latitude), longitude: round(pin.longitude), fields, confirm_new: confirmNew };
  return send("toilets", body, website);
}

/** Proposes `changes` ([{field, from, to}], `to: null` = unknown) to toilet `id`. */
export function editToilet(id, changes, website = "") { return send(toilet(id, "edits"), { changes }, website); }

/** Reports toilet `id` closed: "temporarily", "permanently" or "gone". */
export function reportClosed(id, closure) { return send(toilet(id, "closures"), { closure }); }

/** Says the whole record (or one `field`) is still correct. */
export function confirmStillCorrect(id, field = null) { return send(toilet(id, "confirmations"), field ? { field } : {}); }

/** "Was it open?": `open` true or false, on arrival. */
export function reportVisit(id, open) { return send(toilet(id, "visits"), { open }); }

/** Cleanliness, 1 to 5. */
export function rate(id, rating) { return send(toilet(id, "ratings"), { rating }); }

/** Felt safe there, or not. */
export function vote(id, safe) { return send(toilet(id, "votes"), { safe }); }

/** A comment (shown once a moderator approves it, unless the device is trusted). */
export function comment(id, text, website = "") { return send(toilet(id, "comments"), { text }, website); }

// Seven decimals is about a centimetre: no false precision beyond what a pin means.
function round(degrees) { return Math.round(degrees * 1e7) / 1e7; }
