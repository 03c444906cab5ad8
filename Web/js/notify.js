// Alerts (issue 12), loaded on demand: four kinds the user turns on in Settings, all off by
// default. Turning one on asks the browser's permission; granted, an alert is a system
// notification, else an in-app toast. A kind that is off shows nothing. Two kinds are looked for
// here, once per visit of the page: saved toilets nobody has confirmed for 90 days, and a reminder
// to add the app to the home screen after use on 3 different days (asked once).

import { getJSON } from "./api.js";
import { now } from "./clock.js";
import { savedToilets } from "./device-store.js";
import { esc } from "./format.js";
import { t } from "./i18n.js";
import { usageEvents } from "./usage.js";
import "./messages/achievements.js";

const KINDS = ["achievements", "nudges", "stale", "homescreen"];
const KEY = "toiletnow.notify"; // {on: {kind: true}, staleAsked: {id: ms}, staleCheckedAt: ms, homescreenAsked: ms}
const STALE_MS = 90 * 86400000;
const STALE_AGAIN_MS = 30 * 86400000;
const STALE_CHECK_MS = 86400000; // saved toilets are fetched at most once a day
const USE_DAYS = 3;
let checksRun = false;

function notifyState() { try { return JSON.parse(localStorage.getItem(KEY)) ?? {}; } catch { return {}; } }
function keep(changes) {
  try { localStorage.setItem(KEY, JSON.stringify({ ...notifyState(), ...changes })); } catch { /* in memory: nothing kept */ }
}

/** Is the kind of alert turned on? */
export const isOn = (kind) => !!notifyState().on?.[kind];
const granted = () => "Notification" in window && Notification.permission === "granted";

/** Turns a kind on or off; on asks the browser's permission (a toast stands in without it). */
export async function setKind(kind, on) {
  keep({ on: { ...notifyState().on, [kind]: on } });
  if (on && "Notification" in window && Notification.permission !== "granted") {
    try { await Notification.requestPermission(); } catch { /* an old browser: toasts */ }
  }
  if (on) { checksRun = false; await runChecks(); }
}

/** Alerts the user of `kind`, if on: a notification when allowed, else a toast. False when off. */
export async function alertUser(kind, title, body, href) {
  if (!isOn(kind)) return false;
  if (granted()) {
    const options = { body, tag: `${kind}:${title}`, icon: "/icons/icon-192.png", data: { href } };
    try {
      const shown = new Notification(title, options);
      shown.onclick = () => { window.focus(); if (href) location.hash = href; shown.close(); };
      return true;
    } catch { // Chrome on Android notifies only through the service worker
      const registration = await navigator.serviceWorker?.getRegistration();
      if (registration) { await registration.showNotification(title, options); return true; }
    }
  }
  (await import("./celebrate.js")).toast(`${title} ${body}`.trim(), href);
  return true;
}

/** Looks for stale saved toilets and for the home-screen reminder, once per visit of the page. */
export async function runChecks() {
  if (checksRun) return;
  checksRun = true;
  if (isOn("homescreen")) await remindHomeScreen();
  if (isOn("stale")) await askAboutStale();
}

async function remindHomeScreen() {
  const standalone = matchMedia("(display-mode: standalone)").matches || navigator.standalone === true;
  const days = new Set(usageEvents().map((e) => new Date(e.at).toDateString()));
  if (standalone || notifyState().homescreenAsked || days.size < USE_DAYS) return;
  keep({ homescreenAsked: now().getTime() });
  await alertUser("homescreen", t("notify.homeTitle"), t("notify.homeBody"), null);
}

/** The record's last confirmation: its newest confirmed attribute, or its last change. */
function lastConfirmed(record) {
  const dates = Object.values(record.attributes ?? {}).map((a) => a?.confirmed_at).filter(Boolean);
  return Math.max(...[...dates, record.updatedAt].map((d) => Date.parse(d)).filter((ms) => !Number.isNaN(ms)));
}

async function askAboutStale() {
  const at = now().getTime();
  if (Math.abs(at - (notifyState().staleCheckedAt ?? -Infinity)) < STALE_CHECK_MS) return;
  keep({ staleCheckedAt: at });
  const asked = notifyState().staleAsked ?? {};
  for (const saved of savedToilets().filter((s) => !s.removed && !(at - (asked[s.id] ?? -Infinity) < STALE_AGAIN_MS))) {
    try {
      const record = await getJSON(`toilets/${saved.id}`);
      if (!(at - lastConfirmed(record) > STALE_MS)) continue;
      keep({ staleAsked: { ...notifyState().staleAsked, [saved.id]: at } });
      const name = saved.nickname || record.label || record.name;
      await alertUser("stale", t("notify.staleTitle", { name }), t("notify.staleBody"), `#/toilet/${saved.id}`);
    } catch { /* offline or gone: ask another time */ }
  }
}

// ---- Settings: the achievements link and one switch per kind ----
const w = (key) => esc(t(key));
let wired = false;

/** The Settings panel: the achievements, and the four kinds of alert (each off until turned on). */
export function notifyPanelHTML() {
  const blocked = "Notification" in window && Notification.permission === "denied";
  if (!wired) {
    wired = true;
    document.getElementById("settings-body").addEventListener("change", async (event) => {
      const kind = event.target.dataset?.notify;
      if (!kind) return;
      await setKind(kind, event.target.checked);
      const status = document.getElementById("notify-status");
      if (status) status.textContent = event.target.checked && !granted() ? t("notify.inApp") : "";
    });
  }
  return `<section class="clay-panel" aria-labelledby="notify-title"><h2 id="notify-title">${w("notify.title")}</h2>
    <p><a class="clay-button clay-button--small clay-button--accent" href="#/achievements">${w("ach.title")}</a></p>
    <p class="clay-muted">${w("notify.text")}</p>
    ${KINDS.map((kind) => `<label class="clay-toggle" for="notify-${kind}">${w(`notify.${kind}`)}<input id="notify-${kind}" type="checkbox" data-notify="${kind}"${isOn(kind) ? " checked" : ""}></label>`).join("")}
    <p role="status" id="notify-status" class="clay-muted">${blocked ? w("notify.inApp") : ""}</p></section>`;
}
