// The walk in words: the time left ("2 min 15 sec") and the turn instructions, built on the
// device from each step's structure so they follow the language and the unit setting.

import { locale, t } from "./i18n.js";
import "./messages/app.js";

const unit = (value, name) => new Intl.NumberFormat(locale(), { style: "unit", unit: name, unitDisplay: "short" }).format(value);

/** "2 min 15 sec", "45 sec", "1 hr 5 min" in the current language (seconds rounded up). */
export function duration(seconds) {
  if (seconds == null || !Number.isFinite(seconds)) return "";
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return unit(s, "second");
  if (s >= 3600) return `${unit(Math.floor(s / 3600), "hour")} ${unit(Math.floor((s % 3600) / 60), "minute")}`;
  return s % 60 ? `${unit(Math.floor(s / 60), "minute")} ${unit(s % 60, "second")}` : unit(s / 60, "minute");
}

/**
 * A step's instruction without its distance (the banner adds the distance left, in the user's
 * units): from `maneuver` and `name` when the server sends them, else the server's English text.
 */
export function stepText(step) {
  if (!step) return "";
  const m = step.maneuver;
  if (!m?.type) return String(step.instruction ?? "").replace(/,\s*[\d.,]+\s*(m|km|ft|mi)\s*$/, "");
  const name = step.name || (step.isSteps ? t("walk.steps") : null);
  if (m.type === "arrive") return t("walk.arrive");
  if (m.type === "depart") return t(name ? "walk.departOn" : "walk.depart", { dir: t(`walk.${m.direction ?? "north"}`), name });
  const turn = t(`walk.${m.direction ?? "straight"}`);
  return name ? t("walk.onto", { turn, name }) : turn;
}
